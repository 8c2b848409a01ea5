import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { cancelQurban } from '../../api/qurban';
import { formatRupiah } from '../../contract/rupiah';
import { QURBAN_PAYMENT_LABELS, type MyQurbanBooking, type QurbanAnimal, type QurbanView } from '../../contract/qurban';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { useToast } from '../../ui/toast';
import own from './mosque-qurban.module.css';
import { OFFLINE, QurbanPayForm, QurbanSaved, leftToPay } from './qurban-pay';

export { OFFLINE };

/**
 * 'Pesananmu' under the mosque's qurban: the reader's own bookings with what is paid on them
 * ('Bayar' at once or by deposits; 'Lunas' with its receipt), each unpaid one cancellable after a
 * question while its animal is not yet slaughtered, and the slaughter photo once there is one.
 * The server decides; a refusal is shown as it says and the page is read again.
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
  const [paying, setPaying] = useState<number | null>(null);
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
            <li key={b.id} className={own.mineEntry} data-testid="qurban-mine-item">
              <span className={own.mineItem}>
                <span>
                  {animal?.label ?? ''} · atas nama {b.atas_nama} ·{' '}
                  <span className={b.payment === 'lunas' ? own.paid : own.unpaid} data-testid="qurban-payment">{QURBAN_PAYMENT_LABELS[b.payment]}</span>
                </span>
                {animal && !animal.slaughtered_at && b.paid === 0 && b.pending === 0 ? (
                  <button type="button" className={`btn btn--ghost btn--small ${own.cancel}`} disabled={busy}
                    aria-label={`Batalkan pesanan ${animal.label} atas nama ${b.atas_nama}`} onClick={() => setAsking(b)}>
                    Batalkan
                  </button>
                ) : null}
              </span>
              {b.payment === 'menabung' ? <QurbanSaved booking={b} /> : null}
              {b.pending > 0 ? <span className={own.note}>{formatRupiah(b.pending)} menunggu pembayaran.</span> : null}
              {b.payment === 'lunas' && b.receipt_code ? (
                <Link to="/donation/$codeDonate" params={{ codeDonate: b.receipt_code }} className={own.receipt} data-testid="qurban-receipt">Lihat Bukti Pembayaran</Link>
              ) : null}
              {b.payment !== 'lunas' && leftToPay(b) > 0 && paying !== b.id ? (
                <button type="button" className="btn btn--small" onClick={() => setPaying(b.id)} aria-label={`Bayar qurban ${animal?.label ?? ''} atas nama ${b.atas_nama}`}>
                  {b.paid > 0 ? 'Setor Tabungan' : 'Bayar'}
                </button>
              ) : null}
              {paying === b.id ? <QurbanPayForm slug={slug} booking={b} label={animal?.label ?? ''} onClose={() => setPaying(null)} /> : null}
              {b.slaughter_photo ? (
                <a href={b.slaughter_photo} target="_blank" rel="noreferrer" className={own.photo}>
                  <img src={b.slaughter_photo} alt={`Foto penyembelihan ${animal?.label ?? ''}`} loading="lazy" />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={own.note}>Bayar lunas atau menabung sedikit demi sedikit. Kabar penyembelihan masuk ke Pesan.</p>
      <ConfirmSheet open={asking !== null} title="Batalkan pesanan qurban?"
        text={asking ? `${askedAnimal?.label ?? 'Bagian'} atas nama ${asking.atas_nama} akan dilepas dan bisa dipesan orang lain.` : ''}
        confirmLabel="Ya, Batalkan" busyLabel="Membatalkan…" busy={busy} danger
        onCancel={() => setAsking(null)} onConfirm={() => { if (asking) void cancel(asking); }} />
    </div>
  );
}
