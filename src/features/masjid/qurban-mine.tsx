import { useState } from 'react';
import { ApiError } from '../../api/client';
import { cancelQurban } from '../../api/qurban';
import { QURBAN_PAYMENT_LABELS, type MyQurbanBooking, type QurbanAnimal, type QurbanView } from '../../contract/qurban';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { useToast } from '../../ui/toast';
import own from './mosque-qurban.module.css';

export const OFFLINE = 'Tidak ada koneksi internet. Coba lagi saat online, ya.';

/**
 * 'Pesananmu' under the mosque's qurban: the reader's own bookings, each cancellable after a
 * question while its animal is not yet slaughtered. The server decides; a refusal (already
 * slaughtered, already cancelled elsewhere) is shown as it says and the page is read again.
 */
export function QurbanMine({ slug, view, onChanged, onStale }: {
  slug: string;
  view: QurbanView;
  onChanged: (next: QurbanView) => void;
  onStale: () => void;
}) {
  const toast = useToast();
  const [asking, setAsking] = useState<MyQurbanBooking | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per booking's cancel: a retry after a lost signal is the same tap, an answer ends it.
  const [attempt, setAttempt] = useState<{ id: number; key: string } | null>(null);
  const animalOf = (b: MyQurbanBooking): QurbanAnimal | undefined => view.animals.find((a) => a.id === b.animal_id);

  const cancel = async (b: MyQurbanBooking) => {
    const key = attempt?.id === b.id ? attempt.key : crypto.randomUUID();
    setAttempt({ id: b.id, key });
    setBusy(true);
    try {
      const answer = await cancelQurban({ slug, id: String(b.id) }, key);
      setAttempt(null);
      setAsking(null);
      toast(answer.message, { tone: 'success', ms: 5000 });
      onChanged(answer.data);
    } catch (e) {
      // The sheet closes so the answer is seen (a toast sits under a modal sheet). Without a
      // signal the attempt's key is kept: tapping again later is the same cancel.
      setAsking(null);
      if (e instanceof ApiError) {
        setAttempt(null);
        // The booking may have changed elsewhere (slaughtered, cancelled on another phone).
        if (e.status === 422) onStale();
      }
      toast(e instanceof ApiError ? e.errors.id ?? e.message : OFFLINE, { tone: 'danger', ms: 5000 });
    } finally {
      setBusy(false);
    }
  };

  const askedAnimal = asking ? animalOf(asking) : undefined;
  return (
    <div className={own.mine} data-testid="qurban-mine">
      <strong>Pesananmu</strong>
      <ul className={own.mineList}>
        {view.mine.map((b) => {
          const animal = animalOf(b);
          return (
            <li key={b.id} className={own.mineItem} data-testid="qurban-mine-item">
              <span>{animal?.label ?? ''} · atas nama {b.atas_nama} · <span className={own.unpaid}>{QURBAN_PAYMENT_LABELS[b.payment]}</span></span>
              {animal && !animal.slaughtered_at ? (
                <button type="button" className={`btn btn--ghost btn--small ${own.cancel}`} disabled={busy}
                  aria-label={`Batalkan pesanan ${animal.label} atas nama ${b.atas_nama}`} onClick={() => setAsking(b)}>
                  Batalkan
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={own.note}>Pembayaran diselesaikan langsung dengan pengurus masjid. Kabar penyembelihan masuk ke Pesan.</p>
      <ConfirmSheet open={asking !== null} title="Batalkan pesanan qurban?"
        text={asking ? `${askedAnimal?.label ?? 'Bagian'} atas nama ${asking.atas_nama} akan dilepas dan bisa dipesan orang lain.` : ''}
        confirmLabel="Ya, Batalkan" busyLabel="Membatalkan…" busy={busy} danger
        onCancel={() => setAsking(null)} onConfirm={() => { if (asking) void cancel(asking); }} />
    </div>
  );
}
