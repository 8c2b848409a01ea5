-- Hand-written (issue 40): one Friday per mosque. The Jumu'ah schedule ("mosque_fridays", the
-- panel's 'Jumat') is the single source of a mosque's Fridays; the old 'Kegiatan' of kind 'jumat'
-- showed a second, disagreeing Friday on the mosque's page. Each such activity that falls on a
-- Friday at the mosque is folded into the schedule and removed:
-- - a weekly one gives the next 12 Fridays from today (or from its first Friday, until its last
--   day), the way staff enter their Fridays some weeks ahead; a one-off one gives its own date if
--   it is still to come. Cancelled and past ones give nothing.
-- - its time is read on the mosque's clock (activities were entered in WIB; a WITA or WIT
--   mosque's schedule is on its own clock), its speaker becomes the khatib.
-- - a date the staff already entered keeps everything they entered: only an empty khatib or time
--   is filled in.
-- A 'jumat' activity that is not on a Friday at the mosque (a Thursday-night 'malam Jumat'
-- gathering) is not a Jumu'ah: it stays, as 'lainnya'.
-- The mosque's zone is the one the staff chose, else the one its longitude falls in, as
-- defaultMosqueTimeZone and knownMosqueZone of src/contract/mosque-times.ts decide it.
INSERT INTO "mosque_fridays" ("masjid_id", "date", "time", "khatib")
SELECT DISTINCT ON (a."masjid_id", f."day") a."masjid_id", f."day", to_char(a."starts_at" AT TIME ZONE z."zone", 'HH24:MI'), a."speaker"
FROM "mosque_activities" a
JOIN "mosques" m ON m."id" = a."masjid_id"
LEFT JOIN "mosque_time_settings" s ON s."masjid_id" = a."masjid_id"
CROSS JOIN LATERAL (SELECT CASE
  WHEN s."time_zone" IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura') THEN s."time_zone"
  WHEN m."longitude" IS NULL OR m."longitude" < 114.5 THEN 'Asia/Jakarta'
  WHEN m."longitude" >= 126.5 THEN 'Asia/Jayapura'
  ELSE 'Asia/Makassar' END AS "zone") z
CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE z."zone")::date AS "today", (a."starts_at" AT TIME ZONE z."zone")::date AS "first") d
CROSS JOIN LATERAL (
  SELECT (CASE WHEN a."repeat" = 'weekly' AND d."first" < d."today"
    -- the first Friday on or after today: ISO weekday 5 is Friday
    THEN d."today" + ((5 - extract(isodow FROM d."today")::int + 7) % 7)
    ELSE d."first" END) + 7 * k AS "day"
  FROM generate_series(0, CASE WHEN a."repeat" = 'weekly' THEN 11 ELSE 0 END) AS k
) f
WHERE a."kind" = 'jumat'
  AND a."cancelled_at" IS NULL
  AND extract(isodow FROM d."first") = 5
  AND f."day" >= d."today"
  AND (a."repeat" <> 'weekly' OR a."until_date" IS NULL OR f."day" <= a."until_date")
ORDER BY a."masjid_id", f."day", a."id"
ON CONFLICT ("masjid_id", "date") DO UPDATE SET
  "khatib" = CASE WHEN btrim("mosque_fridays"."khatib") = '' THEN excluded."khatib" ELSE "mosque_fridays"."khatib" END,
  "time" = CASE WHEN btrim("mosque_fridays"."time") = '' THEN excluded."time" ELSE "mosque_fridays"."time" END;--> statement-breakpoint
DELETE FROM "mosque_activities" a
USING "mosques" m
LEFT JOIN "mosque_time_settings" s ON s."masjid_id" = m."id"
WHERE m."id" = a."masjid_id"
  AND a."kind" = 'jumat'
  AND extract(isodow FROM a."starts_at" AT TIME ZONE CASE
    WHEN s."time_zone" IN ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura') THEN s."time_zone"
    WHEN m."longitude" IS NULL OR m."longitude" < 114.5 THEN 'Asia/Jakarta'
    WHEN m."longitude" >= 126.5 THEN 'Asia/Jayapura'
    ELSE 'Asia/Makassar' END) = 5;--> statement-breakpoint
UPDATE "mosque_activities" SET "kind" = 'lainnya' WHERE "kind" = 'jumat';
