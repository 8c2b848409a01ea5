import { useState } from 'react';
import { cancelKajianRegistration, getMyKajianRegistrations, registerKajian } from '../../api/kajian-registration';
import type { Kajian } from '../../contract/kajian';
import { seatKey, seatsLine, type KajianSeatAnswer } from '../../contract/kajian-registration';
import { dateInZone } from '../../contract/zone-clock';
import { useRemote } from '../../ui/use-remote';
import { useSignedInTap } from './signed-in-tap';
import own from './kajian-list.module.css';

/** One time's seats as the row shows them. */
type Seat = { capacity: number; registered: number; mine: boolean };

/** A kajian row's time as registration names it: its id and its day at the mosque. */
const dateOf = (k: Kajian) => dateInZone(new Date(k.at), k.time_zone);

/**
 * The seats of the listed kajian: counts from the shared list, the person's own registrations
 * from their private read, and what their taps changed since (kept until the page is left, so a
 * list read again from an older copy does not undo them).
 */
export function useKajianSeats() {
  const remote = useRemote('my-kajian-registrations', async (signal) => (await getMyKajianRegistrations(signal)).data);
  const [changed, setChanged] = useState<ReadonlyMap<string, KajianSeatAnswer>>(new Map());
  const mine = new Set(remote.status === 'ready' ? remote.data.registrations.map((r) => seatKey(r.id, r.date)) : []);
  const seatOf = (k: Kajian): Seat | null => {
    if (k.capacity === null) return null;
    const key = seatKey(k.id, dateOf(k));
    const after = changed.get(key);
    if (after) return { capacity: after.capacity ?? k.capacity, registered: after.registered, mine: after.registered_by_me };
    return { capacity: k.capacity, registered: k.registered, mine: mine.has(key) };
  };
  const onChanged = (answer: KajianSeatAnswer) => {
    setChanged((current) => new Map(current).set(seatKey(answer.id, answer.date), answer));
    // The kept copy of the person's own list follows, so the page opens offline as it is now.
    if (remote.status !== 'loading') remote.retry();
  };
  return { signedIn: remote.status === 'ready' ? remote.data.signed_in : null, seatOf, onChanged };
}

/** Under a kajian row with a capacity: what is left, and 'Daftar' or 'Batal daftar'. */
export function KajianSeats({ k, seat, signedIn, onChanged }: { k: Kajian; seat: Seat; signedIn: boolean | null; onChanged: (a: KajianSeatAnswer) => void }) {
  const tap = useSignedInTap({ path: () => `${window.location.pathname}${window.location.search}`, state: 'kajian' });
  const full = seat.registered >= seat.capacity;
  const begun = new Date(k.at).getTime() <= Date.now();
  const date = dateOf(k);

  return (
    <div className={own.seats} data-testid="kajian-seats">
      <span className={own.seatsText}>
        {seat.mine ? <strong className={own.seatsMine}>Kamu terdaftar</strong> : null}
        <span className={`${own.seatsLine} ${full ? own.seatsFull : ''}`}>{seatsLine(seat.capacity, seat.registered)}</span>
      </span>
      {begun ? null : seat.mine ? (
        <button type="button" className={`btn btn--small btn--ghost ${own.seatsCancel}`} disabled={tap.busy} aria-label={`Batal daftar: ${k.title}`}
          onClick={() => void tap.run(signedIn, (key) => cancelKajianRegistration(k.id, date, key), onChanged)}>Batal daftar</button>
      ) : full ? null : (
        <button type="button" className="btn btn--small btn--outline" disabled={tap.busy} aria-label={`Daftar: ${k.title}`}
          onClick={() => void tap.run(signedIn, (key) => registerKajian(k.id, date, key), onChanged)}>Daftar</button>
      )}
    </div>
  );
}
