import { useState } from 'react';
import { grantStaff, listStaff, revokeStaff } from '../../api/admin-mosque';
import { ApiError } from '../../api/client';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { useStepUp } from './step-up';
import { submitAttempt, useAttempts } from './attempt';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/** 'Pengurus' of one mosque (network admins only): who may keep its page; granting asks for the password. */
export function StaffAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const withStepUp = useStepUp();
  const remote = useRemote(`admin-staff:${masjidId}:${version}`, (signal) => listStaff(masjidId, { signal }));
  const attemptFor = useAttempts();
  // A reload or a lost answer retries with the same key: a role is granted (and logged) once.
  const run = async (actionId: string, call: (idempotencyKey: string) => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await submitAttempt(attemptFor(actionId), (key) => withStepUp(() => call(key)));
      toast(answer.message, { tone: 'success' });
      setPhone('');
      setError(undefined);
      setVersion((n) => n + 1);
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors.whatsapp ?? e.message) : 'Tidak dapat terhubung. Periksa koneksi internetmu.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="admin-pengurus">
      <h2 id="admin-pengurus" className={styles.panelTitle}>Pengurus</h2>
      <p className={styles.panelNote}>Pengurus dapat mengelola kegiatan, keuangan dan kencleng masjid ini saja.</p>
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className={own.rows} data-testid="admin-staff">
          {remote.data.map((s) => (
            <li key={s.user_id} className={own.row}>
              <span className={own.rowText}><strong>{s.nama}</strong><span>0{s.whatsapp}</span></span>
              <button type="button" className={own.linkButton} disabled={busy} onClick={() => void run(`revoke-staff:${masjidId}:${s.whatsapp}`, (key) => revokeStaff(masjidId, s.whatsapp, key))}>Hapus</button>
            </li>
          ))}
        </ul>
      ) : null}
      {remote.status === 'ready' && remote.data.length === 0 ? <p className={own.small}>Belum ada pengurus untuk masjid ini.</p> : null}
      <form className={styles.form} noValidate aria-label="Tambah Pengurus" onSubmit={(e) => { e.preventDefault(); if (phone.trim()) void run(`grant-staff:${masjidId}`, (key) => grantStaff(masjidId, phone, key)); else setError('Mohon diisi terlebih dahulu'); }}>
        <TextField label="Nomor WhatsApp" name="whatsapp" type="tel" inputMode="tel" placeholder="0812xxxxxxxx" value={phone} onChange={(x) => { setPhone(x); setError(undefined); }} error={error} />
        <button type="submit" className="btn btn--block" disabled={busy}>Tambah Pengurus</button>
      </form>
    </section>
  );
}
