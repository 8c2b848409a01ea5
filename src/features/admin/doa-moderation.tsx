import { useState } from 'react';
import { getPrayerCampaign } from '../../api/campaign';
import { hideDoa } from '../../api/admin-mosque';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { useAdminScope } from './admin-scope';
import { submitAttempt, useAttempts } from './attempt';
import type { DoaItem } from '../../contract/campaign';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/** Donor prayers of a program; a network admin hides one that breaks the rules (for everyone, logged). */
export function DoaModeration({ programId }: { programId: string }) {
  const scope = useAdminScope();
  const toast = useToast();
  const attemptFor = useAttempts();
  const [version, setVersion] = useState(0);
  const [asking, setAsking] = useState<DoaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const remote = useRemote(`admin-prayers:${programId}:${version}`, (signal) => getPrayerCampaign(programId, { limit: 50 }, { signal }).then((a) => a.data));
  if (scope.role !== 'admin') return null;
  const hide = async (p: DoaItem) => {
    setBusy(true);
    try {
      const answer = await submitAttempt(attemptFor(`hide-prayer:${p.id}`), (key) => hideDoa(p.id, 'Melanggar aturan', key));
      toast(answer.message, { tone: 'success' });
      setVersion((n) => n + 1);
    } catch {
      toast('Doa belum bisa disembunyikan. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="admin-doa">
      <h2 id="admin-doa" className={styles.panelTitle}>Doa Donatur</h2>
      {remote.status === 'ready' && remote.data.length === 0 ? <p className={styles.panelNote}>Belum ada doa.</p> : null}
      {remote.status === 'ready' && remote.data.length > 0 ? (
        <ul className={own.rows}>
          {remote.data.map((p) => (
            <li key={p.id} className={own.row}>
              <span className={own.rowText}><strong>{p.donatur}</strong><span>{p.doa}</span></span>
              <button type="button" className={own.linkButton} onClick={() => setAsking(p)}>Sembunyikan</button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmSheet open={asking !== null} title="Sembunyikan doa ini?" text="Doa ini tidak akan tampil lagi untuk siapa pun. Tindakan ini tercatat di riwayat perubahan."
        confirmLabel="Ya, Sembunyikan" busyLabel="Menyembunyikan…" busy={busy} danger onConfirm={() => asking && void hide(asking)} onCancel={() => setAsking(null)} />
    </section>
  );
}
