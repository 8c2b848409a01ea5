import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { readLastPlace } from '../../db/prayer-place';
import { useSettings } from '../../db/use-settings';
import { BellIcon } from '../../ui/icons';
import { CloseIcon } from '../../ui/more-icons';
import { NO_REMINDERS, readReminderChoices } from './push-subscription';
import { dueMoment, momentText, nextMoment, type PrayerMoment } from './prayer-moment-plan';
import { playReminderTone } from './reminder-tone';
import styles from './prayer-moment.module.css';

/** The banner stays this long unless closed: long enough to be seen on return to the phone. */
const SHOWN_MS = 10 * 60_000;
/** The timer wakes at least this often, so a changed clock, a sleeping phone or new choices are caught. */
const LONGEST_WAIT_MS = 30_000;

/**
 * The in-app moment: when the app is open at a chosen prayer's time, a banner says so (and the
 * tone plays, if turned on in Pengaturan), as the push notification would with the app closed.
 * Mounted by the root once the page is idle on a device that holds data (see __root.tsx).
 */
export default function PrayerMomentBanner() {
  const choices = useLiveQuery(() => readReminderChoices(), [], NO_REMINDERS);
  const place = useLiveQuery(() => readLastPlace(), []);
  const { prayerMethod, reminderSound } = useSettings();
  const [shown, setShown] = useState<PrayerMoment | null>(null);
  const [seen, setSeen] = useState<number | null>(null);

  const chosen = Object.keys(choices.prayers).length > 0;
  const placeKey = place ? `${place.lat},${place.lng},${place.elevation ?? ''},${place.horizon ?? ''},${place.timeZone}` : '';
  useEffect(() => {
    if (!place || !chosen) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = Date.now();
      const due = dueMoment(choices.prayers, place, prayerMethod, now);
      if (due && due.at !== seen) {
        setSeen(due.at);
        setShown(due);
      }
      const next = nextMoment(choices.prayers, place, prayerMethod, now);
      // Wake at the moment itself, to the millisecond, rather than at the next tick.
      timer = setTimeout(check, Math.min(LONGEST_WAIT_MS, Math.max(0, (next?.at ?? Infinity) - Date.now())));
    };
    check();
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey, prayerMethod, JSON.stringify(choices.prayers), chosen, seen]);

  useEffect(() => {
    if (!shown) return;
    if (reminderSound) void playReminderTone().catch(() => undefined); // the browser may refuse sound before a first tap
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  if (!shown || !place) return null;
  const text = momentText(shown, place);
  return (
    <div className={styles.banner} role="alert" data-testid="prayer-moment">
      <span className={styles.icon}><BellIcon size={22} /></span>
      <Link to="/jadwal-sholat" className={styles.text} onClick={() => setShown(null)}>
        <strong>{text.title}</strong>
        <span>{text.detail}</span>
      </Link>
      <button type="button" className={styles.close} aria-label="Tutup pengingat" onClick={() => setShown(null)}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
