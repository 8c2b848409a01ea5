CREATE TABLE "zakat_fitrah_rates" (
	"regency_code" text PRIMARY KEY NOT NULL,
	"regency_name" text NOT NULL,
	"rate" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zakat_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"gold_price_per_gram" bigint NOT NULL,
	"fitrah_default" bigint NOT NULL,
	"fidyah_per_day" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zakat_settings_one_row_ck" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "zakat_kind" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_nik" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_npwp" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_zakat_kind_ck" CHECK (zakat_kind is null or zakat_kind in ('maal', 'penghasilan', 'fitrah', 'fidyah'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_zakat_ids_ck" CHECK ((donor_nik is null or donor_nik ~ '^[0-9]{16}$') and (donor_npwp is null or donor_npwp ~ '^[0-9]{15,16}$'));--> statement-breakpoint
-- ---- Hand-written: the starting figures (data, not schema) ----
-- BAZNAS's 2025 figures, until the network admin sets the current ones in the panel
-- (sources in src/contract/zakat.ts): gold Rp1.008.070/g, i.e. the nisab of Keputusan Ketua BAZNAS
-- 13/2025 (Rp85.685.927 for 85 g) over 85 g, rounded up; zakat fitrah Rp47.000 and fidyah
-- Rp60.000 a day for Jakarta, Bogor, Depok, Tangerang and Bekasi (Keputusan Ketua BAZNAS 14/2025,
-- announced 7 March 2025), which is also the network's default until the admin changes it.
INSERT INTO "zakat_settings" ("id", "gold_price_per_gram", "fitrah_default", "fidyah_per_day", "updated_at")
VALUES (1, 1008070, 47000, 60000, '2025-03-07T00:00:00+07:00') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "zakat_fitrah_rates" ("regency_code", "regency_name", "rate", "updated_at") VALUES
  ('31.01', 'KABUPATEN KEPULAUAN SERIBU', 47000, '2025-03-07T00:00:00+07:00'),
  ('31.71', 'KOTA JAKARTA SELATAN', 47000, '2025-03-07T00:00:00+07:00'),
  ('31.72', 'KOTA JAKARTA TIMUR', 47000, '2025-03-07T00:00:00+07:00'),
  ('31.73', 'KOTA JAKARTA PUSAT', 47000, '2025-03-07T00:00:00+07:00'),
  ('31.74', 'KOTA JAKARTA BARAT', 47000, '2025-03-07T00:00:00+07:00'),
  ('31.75', 'KOTA JAKARTA UTARA', 47000, '2025-03-07T00:00:00+07:00'),
  ('32.01', 'KABUPATEN BOGOR', 47000, '2025-03-07T00:00:00+07:00'),
  ('32.16', 'KABUPATEN BEKASI', 47000, '2025-03-07T00:00:00+07:00'),
  ('32.71', 'KOTA BOGOR', 47000, '2025-03-07T00:00:00+07:00'),
  ('32.75', 'KOTA BEKASI', 47000, '2025-03-07T00:00:00+07:00'),
  ('32.76', 'KOTA DEPOK', 47000, '2025-03-07T00:00:00+07:00'),
  ('36.03', 'KABUPATEN TANGERANG', 47000, '2025-03-07T00:00:00+07:00'),
  ('36.71', 'KOTA TANGERANG', 47000, '2025-03-07T00:00:00+07:00'),
  ('36.74', 'KOTA TANGERANG SELATAN', 47000, '2025-03-07T00:00:00+07:00')
ON CONFLICT DO NOTHING;
