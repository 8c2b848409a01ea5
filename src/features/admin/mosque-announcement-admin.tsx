import { postMosqueAnnouncement } from '../../api/mosque-follow';
import { MosqueAnnouncementForm } from '../../contract/mosque-follow';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { TextAreaField } from './admin-fields';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

/**
 * 'Pengumuman Masjid' on one mosque's admin page: its staff write to the mosque's followers, who
 * read it in Pesan (and as a push, where turned on). The server checks the mosque is theirs.
 */
export function MosqueAnnouncementAdmin({ masjidId, nama }: { masjidId: number; nama: string }) {
  const toast = useToast();
  const initial = { title: '', body: '', link: '' };
  const form = useAdminForm({ initial, schema: MosqueAnnouncementForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `mosque-announcement:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => postMosqueAnnouncement(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset(initial);
  };
  return (
    <section className={styles.panel} aria-labelledby="admin-pengumuman-masjid">
      <h2 id="admin-pengumuman-masjid" className={styles.panelTitle}>Pengumuman Masjid</h2>
      <p className={styles.panelNote}>Masuk ke Pesan semua pengikut {nama}.</p>
      <form className={styles.form} noValidate aria-label="Kirim Pengumuman Masjid" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <TextField label="Judul" name="title" max={120} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
        <TextAreaField label="Isi Pengumuman" name="body" rows={4} max={1000} value={values.body}
          onChange={(x) => set('body', x)} onBlur={() => touch('body')} error={error('body')} />
        <TextField label="Tautan (opsional)" name="link" placeholder="/masjid/…" value={values.link} onChange={(x) => set('link', x)} onBlur={() => touch('link')} error={error('link')} />
        <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Mengirim…' : 'Kirim ke Pengikut'}</button>
      </form>
    </section>
  );
}
