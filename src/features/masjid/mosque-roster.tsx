import { useState } from 'react';
import { getRoster, volunteerRoster, withdrawRoster } from '../../api/ramadan-roster';
import { ROSTER_ROLE_LABELS, type RosterDay, type RosterSlot, type RosterView } from '../../contract/ramadan-roster';
import { useRemote } from '../../ui/use-remote';
import styles from './mosque-info.module.css';
import own from './mosque-roster.module.css';
import { useSignedInTap } from './signed-in-tap';

/** 'Senin, 9 Maret': a roster day as the page writes it. */
const dayLabel = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * 'Petugas Ramadan' on the mosque page: who serves the coming days (imam tarawih, kultum, kuliah
 * subuh, takjil). An open slot may be taken by a signed-in person ('Saya bersedia'); a guest is
 * sent to log in and brought back here. Their own slot can be given back before its day.
 */
export function MosqueRoster({ slug }: { slug: string }) {
  const [fresh, setFresh] = useState<RosterView | null>(null);
  const remote = useRemote(`roster:${slug}`, async (signal) => (await getRoster(slug, { signal })).data);
  const view = fresh ?? (remote.status === 'ready' ? remote.data : null);
  // Most mosques have none outside Ramadan: the page stays as it was.
  if (!view || view.days.length === 0) return null;
  const retry = remote.status === 'loading' ? undefined : remote.retry;
  // A tap's answer shows at once; the page's read is asked again, so the copy kept for offline has it too.
  const changed = (next: RosterView) => {
    setFresh(next);
    retry?.();
  };
  return (
    <section id="petugas" className={styles.section} aria-labelledby="petugas-title">
      <h3 id="petugas-title" className={styles.sectionTitle}>Petugas Ramadan</h3>
      <ol className={own.days}>
        {view.days.map((day) => <Day key={day.date} slug={slug} day={day} signedIn={view.signed_in} onChanged={changed} />)}
      </ol>
    </section>
  );
}

function Day({ slug, day, signedIn, onChanged }: { slug: string; day: RosterDay; signedIn: boolean; onChanged: (v: RosterView) => void }) {
  const label = dayLabel.format(new Date(`${day.date}T00:00:00Z`));
  return (
    <li className={own.day}>
      <p className={own.date}>{label}</p>
      <ul className={own.slots}>
        {day.slots.map((slot) => <Slot key={slot.id} slug={slug} slot={slot} dayText={label} signedIn={signedIn} onChanged={onChanged} />)}
      </ul>
    </li>
  );
}

function Slot({ slug, slot, dayText, signedIn, onChanged }: { slug: string; slot: RosterSlot; dayText: string; signedIn: boolean; onChanged: (v: RosterView) => void }) {
  const tap = useSignedInTap(() => `${window.location.pathname}#petugas`);
  const role = ROSTER_ROLE_LABELS[slot.role];

  return (
    <li className={own.slot} data-testid="roster-slot">
      <span className={own.text}>
        <span className={own.role}>{role}</span>
        {slot.name ? <strong className={own.name}>{slot.name}{slot.mine ? ' (kamu)' : ''}</strong> : <span className={own.open}>Belum ada petugas</span>}
      </span>
      {slot.name === null ? (
        <button type="button" className="btn btn--small btn--outline" disabled={tap.busy} aria-label={`Saya bersedia: ${role}, ${dayText}`}
          onClick={() => void tap.run(signedIn, (key) => volunteerRoster(slug, slot.id, key), onChanged)}>Saya bersedia</button>
      ) : slot.mine ? (
        <button type="button" className={`btn btn--small btn--ghost ${own.withdraw}`} disabled={tap.busy} aria-label={`Batalkan tugas ${role}, ${dayText}`}
          onClick={() => void tap.run(signedIn, (key) => withdrawRoster(slug, slot.id, key), onChanged)}>Batalkan</button>
      ) : null}
    </li>
  );
}
