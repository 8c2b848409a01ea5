-- Every change that can alter a program's prayer list bumps its row in prayer_versions, inside
-- the changing transaction, so the amen poll can answer 304 from that row alone. The version is
-- the clock in milliseconds (or the old one plus one when that is not larger): a database rebuilt
-- from scratch never hands a client its old tag for a different list.
CREATE OR REPLACE FUNCTION prayer_version_bump(p integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p IS NULL THEN RETURN; END IF;
  INSERT INTO prayer_versions (program_id, version)
    VALUES (p, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
    ON CONFLICT (program_id) DO UPDATE SET version = greatest(prayer_versions.version + 1, excluded.version);
END;
$$;
--> statement-breakpoint
-- A donation is on the list when paid with a non-blank doa; the list shows its donor name, doa
-- and time. A change to any of those, on either side of the change, bumps.
CREATE OR REPLACE FUNCTION donations_prayer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.doa IS NOT DISTINCT FROM NEW.doa
    AND OLD.donor_name IS NOT DISTINCT FROM NEW.donor_name AND OLD.program_id = NEW.program_id
    AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'paid' AND coalesce(btrim(OLD.doa), '') <> '' THEN
    PERFORM prayer_version_bump(OLD.program_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'paid' AND coalesce(btrim(NEW.doa), '') <> '' THEN
    PERFORM prayer_version_bump(NEW.program_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER donations_prayer_version AFTER INSERT OR DELETE OR UPDATE OF status, doa, donor_name, program_id, created_at
  ON "donations" FOR EACH ROW EXECUTE FUNCTION donations_prayer_version();
--> statement-breakpoint
-- Amens (counts and the caller's own) and hidden prayers belong to a donation's program.
CREATE OR REPLACE FUNCTION donation_child_prayer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.donation_id ELSE NEW.donation_id END;
BEGIN
  PERFORM prayer_version_bump((SELECT program_id FROM donations WHERE id = d));
  IF TG_OP = 'UPDATE' AND OLD.donation_id <> NEW.donation_id THEN
    PERFORM prayer_version_bump((SELECT program_id FROM donations WHERE id = OLD.donation_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER amens_prayer_version AFTER INSERT OR DELETE OR UPDATE OF donation_id, user_id
  ON "amens" FOR EACH ROW EXECUTE FUNCTION donation_child_prayer_version();
--> statement-breakpoint
CREATE TRIGGER hidden_prayers_prayer_version AFTER INSERT OR DELETE OR UPDATE OF donation_id
  ON "hidden_prayers" FOR EACH ROW EXECUTE FUNCTION donation_child_prayer_version();
