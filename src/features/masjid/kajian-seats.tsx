import { useState } from 'react';
import { cancelKajianRegistration, getMyKajianRegistrations, registerKajian } from '../../api/kajian-registration';
import type { Kajian } from '../../contract/kajian';
import { seatKey, seatsLine, type KajianSeatAnswer, type MyKajianRegistrations } from '../../contract/kajian-registration';
import type { MosqueActivity } from '../../contract/mosque-finance';
import { dateInZone } from '../../contract/zone-clock';
import { useRemote } from '../../ui/use-remote';
import { useSignedInTap } from './signed-in-tap';
import own from './kajian-list.module.css';

/** One time of an activity as registration names it, with its seats from the shared read. */
export type SeatedTime = { id: number; title: string; at: string; date: string; capacity: number | null; registered: number };
/** One time's seats as the row shows them. */
type Seat = { capacity: number; registered: number; mine: boolean };

/** A kajian row's time as registration names it: its day at the mosque. */
export const kajianTime = (k: Kajian): SeatedTime =>
  ({ id: k.id, title: k.title, at: k.at, date: dateInZone(new Date(k.at), k.time_zone), capacity: k.capacity, registered: k.registered });

/** The mosque page's activity, its next time: null where the answer did not say its day (a copy kept from before). */
export const activityTime = (a: MosqueActivity): SeatedTime | null =>
  a.next_date ? { id: a.id, title: a.title, at: a.next_at, date: a.next_date, capacity: a.capacity, registered: a.registered } : null;

const NOT_ASKED: MyKajianRegistrations = { signed_in: false, registrations: [] };
export type KajianSeatsState = ReturnType<typeof useKajianSeats>;

/**
 * The seats of the listed times: counts from the shared read, the person's own registrations
 * from their private read, and what their taps changed since (kept until the page is left, so a
 * list read again from an older copy does not undo them).
 */
export function useKajianSeats(asked = true) {
  // A page whose activities ask for no registration does not read the person's (the mosque page).
  const remote = useRemote(asked ? 'my-kajian-registrations' : 'my-kajian-registrations:unasked', async (signal) =>
    asked ? (await getMyKajianRegistrations(signal)).data : NOT_ASKED);
  const [changed, setChanged] = useState<ReadonlyMap<string, KajianSeatAnswer>>(new Map());
  const mine = new Set(remote.status === 'ready' ? remote.data.registrations.map((r) => seatKey(r.id, r.date)) : []);
  const seatOf = (t: SeatedTime): Seat | null => {
    if (t.capacity === null) return null;
    const key = seatKey(t.id, t.date);
    const after = changed.get(key);
    if (after) return { capacity: after.capacity ?? t.capacity, registered: after.registered, mine: after.registered_by_me };
    return { capacity: t.capacity, registered: t.registered, mine: mine.has(key) };
  };
  const onChanged = (answer: KajianSeatAnswer) => {
    setChanged((current) => new Map(current).set(seatKey(answer.id, answer.date), answer));
    // The kept copy of the person's own list follows, so the page opens offline as it is now.
    if (remote.status !== 'loading') remote.retry();
  };
  return { signedIn: remote.status === 'ready' ? remote.data.signed_in : null, seatOf, onChanged };
}

/**
 * Under a kajian with a capacity: what is left, and 'Daftar' or 'Batal daftar'. On /kajian it sits
 * under the row's text; in the mosque page's Kegiatan (`inKegiatan`) in the item's own column, and a
 * guest comes back to that section after logging in.
 */
export function KajianSeats({ t, seats, inKegiatan = false }: { t: SeatedTime; seats: KajianSeatsState; inKegiatan?: boolean }) {
  const seat = seats.seatOf(t);
  const { signedIn, onChanged } = seats;
  const tap = useSignedInTap(() => `${window.location.pathname}${inKegiatan ? '#kegiatan' : window.location.search}`);
  if (!seat) return null;
  const full = seat.registered >= seat.capacity;
  const begun = new Date(t.at).getTime() <= Date.now();

  return (
    <div className={`${own.seats} ${inKegiatan ? own.seatsInKegiatan : ''}`} data-testid="kajian-seats">
      <span className={own.seatsText}>
        {seat.mine ? <span className={own.seatsMine}>Kamu terdaftar</span> : null}
        <span className={`${own.seatsLine} ${full ? own.seatsFull : ''}`}>{seatsLine(seat.capacity, seat.registered)}</span>
      </span>
      {begun ? null : seat.mine ? (
        <button type="button" className={`btn btn--small btn--ghost ${own.seatsCancel}`} disabled={tap.busy} aria-label={`Batal daftar: ${t.title}`}
          onClick={() => void tap.run(signedIn, (key) => cancelKajianRegistration(t.id, t.date, key), onChanged)}>Batal daftar</button>
      ) : full ? null : (
        <button type="button" className="btn btn--small btn--outline" disabled={tap.busy} aria-label={`Daftar: ${t.title}`}
          onClick={() => void tap.run(signedIn, (key) => registerKajian(t.id, t.date, key), onChanged)}>Daftar</button>
      )}
    </div>
  );
}
