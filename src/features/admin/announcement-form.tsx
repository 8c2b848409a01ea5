import { useState } from 'react';
import { postAnnouncement } from '../../api/pesan';
import { AnnouncementForm } from '../../contract/pesan';
import { CheckIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from './admin-fields';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

/**
 * /admin/pengumuman: an announcement of the mosque network, into every Pesan inbox (and pushed
 * to those who turned on news). Staff only on the server (today's role check).
 */
export function AnnouncementWriter() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <PageLayout title="Kirim Pengumuman">
      <div className={styles.page}>
        {sent ? (
          <div className={`${styles.panel} ${styles.done}`} role="status" data-testid="announcement-sent">
            <span className={styles.doneIcon}><CheckIcon size={32} /></span>
            <h2 className={styles.panelTitle}>Pengumuman terkirim</h2>
            <p className={styles.panelNote}>"{sent}" sudah masuk ke Pesan semua pengguna.</p>
            <button type="button" className="btn btn--ghost btn--block" onClick={() => setSent(null)}>Kirim Pengumuman Lain</button>
          </div>
        ) : <AnnouncementPanel onSent={setSent} />}
      </div>
    </PageLayout>
  );
}

function AnnouncementPanel({ onSent }: { onSent: (title: string) => void }) {
  const form = useAdminForm({ initial: { title: '', body: '', link: '' }, schema: AnnouncementForm, formId: 'announcement', toRequest: (values) => values });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => postAnnouncement(request, key));
    if (answer) onSent(values.title.trim());
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Kirim Pengumuman" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <TextField label="Judul" name="title" max={120} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
      <TextAreaField label="Isi Pengumuman" name="body" rows={5} max={1000} value={values.body}
        onChange={(x) => set('body', x)} onBlur={() => touch('body')} error={error('body')} />
      <TextField label="Tautan (opsional)" name="link" placeholder="/infaq" value={values.link} onChange={(x) => set('link', x)} onBlur={() => touch('link')} error={error('link')} />
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Mengirim…' : 'Kirim ke Semua'}</button>
    </form>
  );
}
