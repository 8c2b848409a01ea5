CREATE TABLE "isbat_decisions" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"first_day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "isbat_decisions_year_month_pk" PRIMARY KEY("year","month")
);
--> statement-breakpoint
-- Kemenag's isbat decisions of 1444–1447 H (sources in src/contract/isbat-decisions.ts), so that
-- production has them, not only the demo seed.
INSERT INTO "isbat_decisions" ("year", "month", "first_day") VALUES
	(1444, 12, '2023-06-20'),
	(1445, 9, '2024-03-12'),
	(1445, 10, '2024-04-10'),
	(1445, 12, '2024-06-08'),
	(1446, 9, '2025-03-01'),
	(1446, 10, '2025-03-31'),
	(1446, 12, '2025-05-28'),
	(1447, 9, '2026-02-19'),
	(1447, 10, '2026-03-21')
ON CONFLICT DO NOTHING;
