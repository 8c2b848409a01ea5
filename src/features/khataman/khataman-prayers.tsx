import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../../api/client';
import { amenKhataman, getKhatamanPrayers, prayKhataman } from '../../api/khataman';
import { INTENTION_PRAYER, KHATAMAN_PRAYER_MAX, type KhatamanAmenState, type KhatamanPrayers } from '../../contract/khataman-prayers';
import { enqueue } from '../../sync/outbox';
import { OutboxPayloadError } from '../../sync/outbox-kind';
import { usePendingOutbox } from '../../sync/use-outbox';
import { HandsIcon } from '../../ui/more-icons';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { withWaitingAmens } from './waiting-taps';
import styles from './khataman.module.css';

export type PrayersState = {
  view: KhatamanPrayers | null;
  amen: (prayer: number, state: KhatamanAmenState) => Promise<void>;
  pray: (text: string) => Promise<boolean>;
};

/**
 * The khataman's intention and prayers with their amens, as read (kept for offline) with the
 * person's waiting amens laid over them. An amen without a signal waits in the outbox under the
 * key its call was made with; a prayer without one stays in its field to be sent again.
 */
export function useKhatamanPrayers(id: string, who: string, signedIn: boolean, onGuest: () => void): PrayersState {
  const toast = useToast();
  const remote = useRemote(`khataman-prayers:${id}:${who}`, async (signal) => (await getKhatamanPrayers(id, signal)).data);
  const [answered, setAnswered] = useState<KhatamanPrayers | null>(null);
  const waiting = usePendingOutbox('khataman_amen');
  const waitingHere = waiting.filter((e) => e.payload.id === id).length;
  const waitedBefore = useRef(0);
  const { retry } = remote;
  useEffect(() => {
    // Once the last waiting amen is sent, the prayers are read again: the server's own counts.
    if (waitedBefore.current > 0 && waitingHere === 0) {
      setAnswered(null);
      retry();
    }
    waitedBefore.current = waitingHere;
  }, [waitingHere, retry]);
  const read = answered ?? (remote.status === 'ready' ? remote.data : null);
  const view = read ? withWaitingAmens(read, id, waiting) : null;

  const amen = async (prayer: number, state: KhatamanAmenState) => {
    if (!signedIn) return onGuest();
    const key = crypto.randomUUID();
    try {
      setAnswered((await amenKhataman(id, prayer, state, { key })).data);
    } catch (error) {
      if (!(error instanceof NetworkError)) return void toast(error instanceof Error ? error.message : 'Gagal menyimpan, coba lagi.', { tone: 'danger' });
      try {
        await enqueue('khataman_amen', { id, prayer, state }, { id: key });
        toast('Aamiin-mu tersimpan dan terkirim saat ada sinyal.', { tone: 'success' });
      } catch (queued) {
        toast(queued instanceof OutboxPayloadError ? queued.message : 'Gagal menyimpan, coba lagi.', { tone: 'danger' });
      }
    }
  };
  const pray = async (text: string) => {
    try {
      const answer = await prayKhataman(id, text, crypto.randomUUID());
      setAnswered(answer.data);
      toast(answer.message, { tone: 'success' });
      return true;
    } catch (error) {
      const words = error instanceof NetworkError ? 'Doa belum terkirim: tidak ada sinyal. Tulisanmu tetap di sini, kirim lagi nanti.'
        : error instanceof ApiError ? error.message : 'Gagal menyimpan, coba lagi.';
      toast(words, { tone: 'danger', ms: 5000 });
      return false;
    }
  };
  return { view, amen, pray };
}

/** 'Amiinkan' with its count: pressed once the person said it. */
function AmenButton({ amens, amened, label, onAmen }: { amens: number; amened: boolean; label: string; onAmen: (state: KhatamanAmenState) => void }) {
  return (
    // What it amens is said aloud, not shown (the prayer is right above): its name still begins with what it shows.
    <button type="button" className={styles.amenButton} aria-pressed={amened} onClick={() => onAmen(amened ? 'unliked' : 'liked')}>
      <HandsIcon size={18} /> Amiinkan<span className="visually-hidden"> {label},</span> <span className={styles.amenCount}>{amens}</span><span className="visually-hidden"> aamiin</span>
    </button>
  );
}

/** Under the intention in the page's head. */
export function IntentionAmen({ prayers }: { prayers: PrayersState }) {
  if (!prayers.view) return null;
  const { amens, amened } = prayers.view.intention;
  return <AmenButton amens={amens} amened={amened} label="niat khataman" onAmen={(state) => void prayers.amen(INTENTION_PRAYER, state)} />;
}

/** 'Doa peserta': each participant's prayer to amen, and the person's own to write. */
export function KhatamanPrayerList({ prayers }: { prayers: PrayersState }) {
  const view = prayers.view;
  if (!view || (view.prayers.length === 0 && !view.can_pray)) return null;
  const own = view.prayers.find((p) => p.mine);
  return (
    <section className={`card ${styles.prayers}`} aria-labelledby="doa-peserta">
      <h2 id="doa-peserta" className="section-title">Doa peserta</h2>
      {view.can_pray ? <PrayerForm key={own?.text ?? ''} written={own?.text ?? ''} onPray={prayers.pray} /> : null}
      {view.prayers.length === 0 ? <p className={styles.rule}>Belum ada doa. Tuliskan doamu untuk khataman ini.</p> : (
        <ul className={styles.prayerList}>
          {view.prayers.map((p) => (
            <li key={p.id} className={styles.prayerRow} data-testid="khataman-prayer">
              <p className={styles.prayerName}>{p.mine ? `${p.name} (kamu)` : p.name}</p>
              <p className={styles.prayerText}>{p.text}</p>
              <AmenButton amens={p.amens} amened={p.amened} label={`doa ${p.name}`} onAmen={(state) => void prayers.amen(p.id, state)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PrayerForm({ written, onPray }: { written: string; onPray: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState(written);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onPray(text);
    setBusy(false);
  };
  return (
    <form className={styles.prayerForm} onSubmit={(event) => void submit(event)} aria-label="Doamu">
      <label htmlFor="doa-khataman" className={styles.rule}>{written ? 'Doamu (bisa diubah)' : 'Tulis doamu untuk khataman ini'}</label>
      <textarea id="doa-khataman" className="input" rows={3} maxLength={KHATAMAN_PRAYER_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="btn btn--small" disabled={busy || text.trim() === '' || text.trim() === written}>{written ? 'Simpan doa' : 'Kirim doa'}</button>
    </form>
  );
}
