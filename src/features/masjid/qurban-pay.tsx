import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { getAllPaymentMethods } from '../../api/asset';
import { payQurban } from '../../api/qurban';
import type { PaymentMethod } from '../../contract/payment-method';
import { QURBAN_DEPOSIT_MIN, type MyQurbanBooking } from '../../contract/qurban';
import { formatRupiah } from '../../contract/rupiah';
import { TextField, digitsOnly } from '../../ui/text-field';
import own from './mosque-qurban.module.css';

export const OFFLINE = 'Tidak ada koneksi internet. Coba lagi saat online, ya.';

/** What is still to pay on a booking: its price less what is paid and what waits on a checkout page. */
export const leftToPay = (b: MyQurbanBooking) => Math.max(0, b.price - b.paid - b.pending);

/** 'Terkumpul Rp1.500.000 dari Rp3.500.000' with its bar: a Tabungan Qurban's progress. */
export function QurbanSaved({ booking: b }: { booking: MyQurbanBooking }) {
  const percent = Math.min(100, Math.round((b.paid / b.price) * 100));
  return (
    <span className={own.saved} data-testid="qurban-saved">
      <span className={own.bar} role="progressbar" aria-label="Tabungan qurban terkumpul" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className={own.fill} style={{ width: `${percent}%` }} />
      </span>
      <span>Terkumpul {formatRupiah(b.paid)} dari {formatRupiah(b.price)} · sisa {formatRupiah(b.price - b.paid)}</span>
    </span>
  );
}

/**
 * 'Bayar' on the person's own booking: all that is left at once, or a deposit of a Tabungan
 * Qurban from Rp10.000; the payment is a donation, paid on its checkout page like any other.
 * The server checks the bounds against the booking as it stands and answers in Indonesian.
 */
export function QurbanPayForm({ slug, booking: b, label, onClose }: { slug: string; booking: MyQurbanBooking; label: string; onClose: () => void }) {
  const router = useRouter();
  const left = leftToPay(b);
  const [amount, setAmount] = useState(String(left));
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [method, setMethod] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; codePayment?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());

  useEffect(() => {
    const abort = new AbortController();
    getAllPaymentMethods({ signal: abort.signal })
      .then((a) => setMethods(a.data.filter((m) => m.type !== 'Manual')))
      .catch(() => { if (!abort.signal.aborted) setErrors({ form: OFFLINE }); });
    return () => abort.abort();
  }, []);

  const submit = async () => {
    if (!method) return setErrors({ codePayment: 'Pilih metode pembayaran' });
    setBusy(true);
    try {
      const answer = await payQurban({ slug, id: String(b.id), amount: digitsOnly(amount) || '0', codePayment: method }, key);
      router.history.push(answer.data.redirect_url);
    } catch (e) {
      setErrors(e instanceof ApiError ? { amount: e.errors.amount, codePayment: e.errors.codePayment, form: e.errors.amount || e.errors.codePayment ? undefined : e.message } : { form: OFFLINE });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={own.form} noValidate aria-label={`Bayar qurban ${label}`} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <TextField label="Nominal" name="amount" prefix="Rp" inputMode="numeric" value={amount} autoFocus
        onChange={(x) => { setAmount(digitsOnly(x)); setErrors({}); }} error={errors.amount} />
      <p className={own.note}>
        Bayar lunas {formatRupiah(left)}, atau menabung (Tabungan Qurban) mulai {formatRupiah(QURBAN_DEPOSIT_MIN)} per setoran.
      </p>
      <fieldset className={own.methods}>
        <legend>Metode pembayaran</legend>
        {methods === null && !errors.form ? <span className={own.note}>Memuat metode…</span> : null}
        {methods?.map((m) => (
          <label key={m.code} className={own.method}>
            <input type="radio" name="codePayment" value={m.code} checked={method === m.code} onChange={() => { setMethod(m.code); setErrors({}); }} />
            {m.channel_name}
          </label>
        ))}
        {errors.codePayment ? <span className="field__error" role="alert">{errors.codePayment}</span> : null}
      </fieldset>
      {errors.form ? <p className={own.unpaid} role="alert">{errors.form}</p> : null}
      <div className={own.actions}>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={onClose}>Batal</button>
        <button type="submit" className="btn" disabled={busy}>{busy ? 'Memproses…' : 'Lanjut Bayar'}</button>
      </div>
    </form>
  );
}
