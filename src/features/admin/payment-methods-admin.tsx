import { useState } from 'react';
import { listPaymentMethods, savePaymentMethod } from '../../api/admin-mosque';
import { ApiError } from '../../api/client';
import type { AdminPaymentMethod } from '../../contract/admin-mosque';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AmountField, SwitchField } from './admin-fields';
import { AdminFailureBody } from './admin-gate';
import { useStepUp } from './step-up';
import { submitAttempt, useAttempts } from './attempt';
import styles from './admin.module.css';

/** /admin/pembayaran: each payment method on or off, its minimum, and a manual transfer's account. */
export function PaymentMethodsAdmin() {
  const remote = useRemote('admin-payment-methods', (signal) => listPaymentMethods({ signal }));
  return (
    <PageLayout title="Metode Pembayaran">
      <div className={styles.page}>
        {remote.status === 'loading' ? [0, 1, 2].map((i) => <Skeleton key={i} height={160} radius={16} />) : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' ? remote.data.map((m) => <MethodPanel key={m.id} method={m} />) : null}
      </div>
    </PageLayout>
  );
}

function MethodPanel({ method }: { method: AdminPaymentMethod }) {
  const toast = useToast();
  const withStepUp = useStepUp();
  const attemptFor = useAttempts();
  const [active, setActive] = useState(method.active);
  const [minimum, setMinimum] = useState(String(method.minimum));
  const [accountNumber, setAccountNumber] = useState(method.account_number ?? '');
  const [accountName, setAccountName] = useState(method.account_name ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await submitAttempt(attemptFor(`payment-method:${method.id}`), (key) => withStepUp(() => savePaymentMethod({
        id: String(method.id), active: active ? 'Y' : 'N', minimum, account_number: accountNumber, account_name: accountName,
      }, key)));
      toast(answer.message, { tone: 'success' });
    } catch (e) {
      if (e instanceof ApiError) setErrors({ ...e.errors, _: e.message });
      else setErrors({ _: 'Tidak dapat terhubung. Periksa koneksi internetmu.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label={method.channel_name} onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <h2 className={styles.panelTitle}>{method.channel_name} <span className={styles.count}>· {method.type}</span></h2>
      {errors._ ? <div className="alert alert--danger" role="alert">{errors._}</div> : null}
      <SwitchField label="Aktif" name="active" checked={active} onChange={setActive} description="Tampil sebagai pilihan di halaman donasi." />
      <AmountField label="Minimal Donasi" name="minimum" value={minimum} onChange={setMinimum} error={errors.minimum} />
      {method.type === 'Manual' ? (
        <>
          <TextField label="Nomor Rekening" name="account_number" max={40} value={accountNumber} onChange={setAccountNumber} error={errors.account_number} />
          <TextField label="Atas Nama" name="account_name" max={120} value={accountName} onChange={setAccountName} error={errors.account_name} />
        </>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
    </form>
  );
}
