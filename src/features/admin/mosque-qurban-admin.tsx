import { useState } from 'react';
import { ApiError } from '../../api/client';
import { getAdminQurban, offerQurban, slaughterQurban } from '../../api/qurban';
import {
  QURBAN_KINDS, QURBAN_KIND_LABELS, QURBAN_PAYMENT_LABELS, QURBAN_PHOTO_MAX_BYTES, QURBAN_SEASON, QURBAN_TEXT_MAX, QurbanOfferForm, qurbanMessages, qurbanPriceLine,
  type QurbanAdminAnimal, type QurbanKind,
} from '../../contract/qurban';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { AmountField } from './admin-fields';
import { formatMoment } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import { PHOTO_TYPES, readAsDataUrl } from './photo-file';
import { QurbanMeatAdmin } from './qurban-meat-admin';
import { formatRupiah } from '../../contract/rupiah';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';
import kencleng from './kencleng-admin.module.css';

const bare = { border: 0, padding: 0, margin: 0 } as const;
type Changed = () => void;

/**
 * 'Qurban' of one mosque: the animals offered for this Idul Adha, each with whose shares it
 * carries (numbers masked), the day's 'disembelih' that tells every shareholder in Pesan, and the
 * meat handed out (qurban-meat-admin.tsx).
 * Payment is settled with the mosque for now: every booking shows 'Belum dibayar'.
 */
export function MosqueQurbanAdmin({ masjidId }: { masjidId: number }) {
  const [version, setVersion] = useState(0);
  const remote = useRemote(`admin-mosque-qurban:${masjidId}:${version}`, (signal) => getAdminQurban(masjidId, { signal }));
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <section className={styles.panel} aria-labelledby="admin-qurban">
        <h2 id="admin-qurban" className={styles.panelTitle}>Qurban Idul Adha {QURBAN_SEASON} H</h2>
        <p className={styles.panelNote}>Hewan yang ditawarkan di halaman masjid. Jamaah memesan bagian dari akunnya; pembayaran diselesaikan langsung dengan pengurus.</p>
        {remote.status === 'loading' ? <Skeleton height={160} radius={12} /> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' ? (
          <>
            {remote.data.animals.length === 0 ? <p className={styles.panelNote}>Belum ada hewan qurban yang ditawarkan.</p> : (
              <ul className={own.rows} data-testid="admin-qurban-animals">
                {remote.data.animals.map((a) => <AnimalRow key={a.id} animal={a} onChanged={changed} />)}
              </ul>
            )}
            <OfferForm masjidId={masjidId} onOffered={changed} />
          </>
        ) : null}
      </section>
      <QurbanMeatAdmin masjidId={masjidId} />
    </>
  );
}

function AnimalRow({ animal: a, onChanged }: { animal: QurbanAdminAnimal; onChanged: Changed }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState('');
  const [busy, setBusy] = useState(false);
  const taken = a.shares - a.shares_left;
  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return toast(qurbanMessages.photoType, { tone: 'danger' });
    if (file.size > QURBAN_PHOTO_MAX_BYTES) return toast(qurbanMessages.photoSize, { tone: 'danger' });
    setPhoto(await readAsDataUrl(file));
  };
  const slaughter = async () => {
    setBusy(true);
    try {
      const answer = await submitAttempt(attemptFor(`slaughter-qurban:${a.id}`), (key) => slaughterQurban({ id: String(a.id), note, photo }, key));
      toast(answer.message, { tone: 'success' });
      onChanged();
    } catch (error) {
      toast(error instanceof ApiError ? error.errors.photo ?? error.message : 'Belum bisa disimpan. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`${own.row} ${own.stacked}`} data-testid="admin-qurban-animal">
      <span className={own.rowText}>
        <strong>{a.label}</strong>
        <span>{qurbanPriceLine(a)} · {a.kind === 'sapi' ? `${taken} dari 7 bagian terisi` : taken ? 'Sudah dipesan' : 'Belum dipesan'}</span>
        {a.slaughtered_at ? <span className={own.done}>Disembelih {formatMoment(a.slaughtered_at)}{a.slaughter_note ? ` · ${a.slaughter_note}` : ''}</span> : null}
        {a.slaughter_photo ? <a href={a.slaughter_photo} target="_blank" rel="noreferrer">Lihat foto penyembelihan</a> : null}
      </span>
      {a.bookings.length > 0 ? (
        <ol className={own.shares} aria-label={`Pemesan ${a.label}`}>
          {a.bookings.map((b) => (
            <li key={b.id}>
              {b.atas_nama}
              <span>+62 {b.nomor_hp} · {QURBAN_PAYMENT_LABELS[b.payment]}{b.payment === 'menabung' ? ` ${formatRupiah(b.paid)}` : ''}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {a.slaughtered_at ? null : open ? (
        <div className={styles.form}>
          <TextField label="Catatan (opsional)" name={`note-${a.id}`} max={QURBAN_TEXT_MAX.note} value={note} placeholder="Daging dibagikan ba’da dzuhur" onChange={setNote} />
          {photo ? <img className={kencleng.photoPreview} src={photo} alt={`Pratinjau foto ${a.label}`} /> : null}
          <label className="btn btn--outline btn--small">
            {photo ? 'Ganti Foto' : 'Tambah Foto (opsional)'}
            <input type="file" name={`photo-${a.id}`} accept={PHOTO_TYPES.join(',')} aria-label={`Pilih foto penyembelihan ${a.label}`} hidden
              onChange={(e) => void choosePhoto(e.target.files?.[0])} />
          </label>
          <div className={own.two}>
            <button type="button" className="btn btn--outline" onClick={() => setOpen(false)} disabled={busy}>Batal</button>
            <button type="button" className="btn" onClick={() => void slaughter()} disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan Disembelih'}</button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn--outline btn--small" onClick={() => setOpen(true)}>Tandai Disembelih</button>
      )}
    </li>
  );
}

function OfferForm({ masjidId, onOffered }: { masjidId: number; onOffered: Changed }) {
  const toast = useToast();
  const initial = { kind: 'sapi' as QurbanKind, price: '', count: '1' };
  const form = useAdminForm({ initial, schema: QurbanOfferForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `qurban-offer:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => offerQurban(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    form.reset({ ...initial, kind: values.kind });
    onOffered();
  };
  return (
    <form className={styles.form} noValidate aria-label="Tawarkan Hewan Qurban" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      <h3 className={styles.panelTitle}>Tawarkan Hewan</h3>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <fieldset className={own.choice} style={bare} aria-label="Jenis hewan">
        {QURBAN_KINDS.map((k) => (
          <label key={k}><input type="radio" name="kind" checked={values.kind === k} onChange={() => set('kind', k)} />{QURBAN_KIND_LABELS[k]}</label>
        ))}
      </fieldset>
      {error('kind') ? <p className="field__error">{error('kind')}</p> : null}
      <div className={own.two}>
        <AmountField label={values.kind === 'sapi' ? 'Harga per bagian (1/7)' : 'Harga per ekor'} name="price" value={values.price}
          onChange={(x) => set('price', x)} onBlur={() => touch('price')} error={error('price')} />
        <TextField label="Jumlah ekor" name="count" value={values.count} inputMode="numeric"
          onChange={(x) => set('count', x)} onBlur={() => touch('count')} error={error('count')} />
      </div>
      <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Tawarkan'}</button>
    </form>
  );
}
