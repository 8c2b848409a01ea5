import { cancelKenclengCount, confirmKenclengCount, listKenclengOpenings, openKenclengCount } from '../../api/kencleng-box';
import { KENCLENG_PHOTO_MAX_BYTES, KenclengCountForm, kenclengMessages, type KenclengOpening } from '../../contract/kencleng-box';
import { submitFailure } from '../../ui/form-error';
import { formatRupiah } from '../../lib/rupiah';
import { CameraIcon, CheckIcon } from '../../ui/more-icons';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AmountField } from './admin-fields';
import { submitAttempt, useAttempts } from './attempt';
import { useStepUp } from './step-up';
import { useAdminForm } from './use-admin-form';
import { PHOTO_TYPES, readAsDataUrl } from './photo-file';
import styles from './admin.module.css';
import mosqueStyles from './mosque-admin.module.css';
import own from './kencleng-admin.module.css';

const day = new Intl.DateTimeFormat('id-ID', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * 'Buka Kencleng': one staff member enters the box's count (and a photo of it, if they like);
 * another confirms it from their own account before it enters the books. `onSettled` tells the
 * page that the books changed (the Friday report reads them again).
 */
export function KenclengCountPanel({ masjidId, version, onSettled }: { masjidId: number; version: number; onSettled: () => void }) {
  const toast = useToast();
  const withStepUp = useStepUp();
  const attemptFor = useAttempts();
  const remote = useRemote(`admin-kencleng-openings:${masjidId}:${version}`, (signal) => listKenclengOpenings(masjidId, { signal }));
  const initial = { amount: '', note: '', photo: '' };
  const form = useAdminForm({ initial, schema: KenclengCountForm, toRequest: (values) => ({ masjid_id: String(masjidId), ...values }), formId: `kencleng-count:${masjidId}` });
  const { values, set, touch, error } = form;

  const onSubmit = async () => {
    const answer = await form.submit((request, key) => withStepUp(() => openKenclengCount(request, key)));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset(initial);
    onSettled();
  };

  const settle = async (opening: KenclengOpening, action: 'confirm' | 'cancel') => {
    try {
      const attempt = attemptFor(`kencleng-${action}:${opening.id}`);
      const answer = action === 'confirm'
        ? await withStepUp(() => submitAttempt(attempt, (key) => confirmKenclengCount(opening.id, key)))
        : await submitAttempt(attempt, (key) => cancelKenclengCount(opening.id, key));
      toast(answer.message, { tone: 'success' });
    } catch (e) {
      toast(submitFailure(e, []).message ?? 'Belum berhasil. Coba lagi, ya.', { tone: 'danger' });
    }
    onSettled();
  };

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return toast(kenclengMessages.photoType, { tone: 'danger' });
    if (file.size > KENCLENG_PHOTO_MAX_BYTES) return toast(kenclengMessages.photoSize, { tone: 'danger' });
    try {
      set('photo', await readAsDataUrl(file));
    } catch {
      toast('Foto tidak dapat dibaca, coba gambar lain', { tone: 'danger' });
    }
  };

  const openings = remote.status === 'ready' ? remote.data : [];
  const pending = openings.filter((o) => o.status === 'pending');
  const settled = openings.filter((o) => o.status !== 'pending').slice(0, 10);

  return (
    <section className={styles.panel} aria-labelledby="admin-buka-kencleng">
      <h2 id="admin-buka-kencleng" className={styles.panelTitle}>Buka Kencleng</h2>
      <p className={styles.panelNote}>Satu pengurus menghitung isi kotak, pengurus lain mengonfirmasi dari akunnya sendiri. Uangnya masuk ke laporan keuangan setelah dikonfirmasi.</p>
      <form className={styles.form} noValidate aria-label="Catat Hitungan Kencleng" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <AmountField label="Jumlah uang di kotak" name="amount" value={values.amount} onChange={(x) => set('amount', x)} onBlur={() => touch('amount')} error={error('amount')} />
        <TextField label="Catatan (opsional)" name="note" max={300} value={values.note} onChange={(x) => set('note', x)} error={error('note')} />
        <div className={`field ${own.photo}`}>
          <span className="field__label">Foto hitungan (opsional)</span>
          {values.photo ? <img className={own.photoPreview} src={values.photo} alt="Pratinjau foto hitungan" /> : null}
          <div className={own.buttons}>
            <label className={`btn btn--outline btn--small ${styles.filePick}`}>
              <CameraIcon size={18} /> {values.photo ? 'Ganti Foto' : 'Pilih Foto'}
              <input type="file" name="photo" accept={PHOTO_TYPES.join(',')} aria-label="Pilih foto hitungan"
                onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; void pickPhoto(file); }} />
            </label>
            {values.photo ? <button type="button" className={mosqueStyles.linkButton} onClick={() => set('photo', '')}>Hapus foto</button> : null}
          </div>
          {error('photo') ? <span className="field__error" role="alert">{error('photo')}</span> : null}
        </div>
        <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Hitungan'}</button>
      </form>

      <h3 className={styles.sectionTitle}>Menunggu konfirmasi</h3>
      {remote.status === 'ready' && pending.length === 0 ? <p className={styles.panelNote}>Tidak ada hitungan yang menunggu.</p> : null}
      {pending.length > 0 ? (
        <ul className={mosqueStyles.rows} data-testid="kencleng-pending">
          {pending.map((o) => (
            <li key={o.id} className={`${mosqueStyles.row} ${own.opening}`}>
              <span className={mosqueStyles.rowText}>
                <strong>{formatRupiah(o.amount)}</strong>
                <span>Dihitung {o.counted_by} · {day.format(new Date(`${o.opened_on}T00:00:00Z`))}{o.note ? ` · ${o.note}` : ''}</span>
                {o.photo ? <a href={o.photo} target="_blank" rel="noreferrer">Lihat foto</a> : null}
                {o.counted_by_me ? <span className={own.waiting}>Menunggu pengurus lain mengonfirmasi</span> : null}
              </span>
              <span className={own.actions}>
                {o.counted_by_me ? null : (
                  <button type="button" className="btn btn--small" onClick={() => void settle(o, 'confirm')} aria-label={`Konfirmasi ${formatRupiah(o.amount)}`}>
                    <CheckIcon size={16} />Konfirmasi
                  </button>
                )}
                <button type="button" className={mosqueStyles.linkButton} onClick={() => void settle(o, 'cancel')} aria-label={`Batalkan ${formatRupiah(o.amount)}`}>Batalkan</button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {settled.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>Riwayat</h3>
          <ul className={mosqueStyles.rows} data-testid="kencleng-history">
            {settled.map((o) => (
              <li key={o.id} className={mosqueStyles.row}>
                <span className={mosqueStyles.rowText}>
                  <strong>{o.status === 'confirmed' ? 'Masuk laporan' : 'Dibatalkan'}</strong>
                  <span>
                    {day.format(new Date(`${o.opened_on}T00:00:00Z`))} · dihitung {o.counted_by}
                    {o.status === 'confirmed' && o.confirmed_by ? `, disaksikan ${o.confirmed_by}` : ''}
                  </span>
                </span>
                <span className={mosqueStyles.amount} data-kind={o.status === 'confirmed' ? 'income' : undefined}>{formatRupiah(o.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
