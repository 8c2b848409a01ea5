import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { listAdminMosques, saveMosque } from '../../api/admin-mosque';
import { MosqueForm, type AdminMosque } from '../../contract/admin-mosque';
import { EmptyState } from '../../ui/empty-state';
import { MapPicker } from '../../ui/map-picker';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { SwitchField, TextAreaField } from './admin-fields';
import { AdminFailureBody } from './admin-gate';
import { FlyerPicker } from './flyer-picker';
import { UseMyLocation } from './use-my-location';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/** Where a new mosque's marker starts: Monas, Jakarta (the admin drags it to the mosque). */
const START = { lat: -6.175392, lng: 106.827153 };

/** /admin/masjid/baru and /admin/masjid/$id/ubah: a mosque's data, its place picked on the map. */
export function MosqueEditor({ id }: { id?: number }) {
  const remote = useRemote(`admin-mosque-edit:${id ?? 'new'}`, async (signal) => (id ? (await listAdminMosques({ signal })).find((m) => m.id === id) ?? null : null));
  const title = id ? 'Ubah Masjid' : 'Tambah Masjid';
  return (
    <PageLayout title={title}>
      <div className={styles.page}>
        {remote.status === 'loading' ? <><Skeleton height={260} radius={16} /><Skeleton height={320} radius={16} /></> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' && id && !remote.data ? <EmptyState title="Masjid tidak ditemukan" action={<Link to="/admin/masjid" className="btn">Kembali</Link>} /> : null}
        {remote.status === 'ready' && (!id || remote.data) ? <MosqueFormPanel mosque={remote.data} /> : null}
      </div>
    </PageLayout>
  );
}

function MosqueFormPanel({ mosque }: { mosque: AdminMosque | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [flyer, setFlyer] = useState<string | undefined>();
  const [flyerError, setFlyerError] = useState<string | undefined>();
  const initial = {
    nama: mosque?.nama ?? '', alamat: mosque?.alamat ?? '', kota: mosque?.kota ?? '',
    latitude: mosque?.latitude != null ? String(mosque.latitude) : '', longitude: mosque?.longitude != null ? String(mosque.longitude) : '',
    pengurus: mosque?.pengurus ?? '', telepon: mosque?.telepon ?? '', email: mosque?.email ?? '', deskripsi: mosque?.deskripsi ?? '',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the native tsc 7 needs this assertion where the linter's TypeScript 5.9 infers it
    open_kencleng: (mosque?.kencleng_slug ? 'Y' : 'N') as 'Y' | 'N',
  };
  const form = useAdminForm({
    initial, schema: MosqueForm, formId: `mosque:${mosque?.id ?? 'new'}`,
    toRequest: (values) => ({ ...values, ...(mosque ? { id: String(mosque.id) } : {}), ...(flyer ? { flyer } : {}) }),
    fields: [...Object.keys(initial), 'flyer'],
  });
  const { values, set, touch, error } = form;
  const picked = values.latitude !== '' && values.longitude !== '' && Number.isFinite(Number(values.latitude)) && Number.isFinite(Number(values.longitude))
    ? { lat: Number(values.latitude), lng: Number(values.longitude) } : null;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveMosque(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    void navigate({ to: '/admin/masjid/$id', params: { id: String(answer.data.id) } });
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label={mosque ? 'Ubah Masjid' : 'Tambah Masjid'} onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <TextField label="Nama Masjid" name="nama" max={120} value={values.nama} onChange={(x) => set('nama', x)} onBlur={() => touch('nama')} error={error('nama')} />
      <TextField label="Alamat" name="alamat" max={300} value={values.alamat} onChange={(x) => set('alamat', x)} onBlur={() => touch('alamat')} error={error('alamat')} />
      <TextField label="Kota" name="kota" max={80} value={values.kota} onChange={(x) => set('kota', x)} error={error('kota')} />
      <div className="field">
        <span className="field__label">Lokasi di Peta</span>
        <span className={styles.hint}>Geser penanda atau ketuk peta tepat di lokasi masjid.</span>
        <MapPicker label="Pilih lokasi masjid" value={picked ?? START}
          onChange={(at) => { set('latitude', String(at.lat)); set('longitude', String(at.lng)); }} />
        <UseMyLocation onFound={(at) => { set('latitude', String(at.lat)); set('longitude', String(at.lng)); }} />
        <div className={own.two}>
          <TextField label="Latitude" name="latitude" inputMode="decimal" value={values.latitude} onChange={(x) => set('latitude', x)} onBlur={() => touch('latitude')} error={error('latitude')} />
          <TextField label="Longitude" name="longitude" inputMode="decimal" value={values.longitude} onChange={(x) => set('longitude', x)} onBlur={() => touch('longitude')} error={error('longitude')} />
        </div>
      </div>
      <FlyerPicker current={mosque?.flyer ?? null} picked={flyer} error={flyerError ?? error('flyer')} onPick={(x) => { setFlyer(x); setFlyerError(undefined); }} onProblem={setFlyerError} />
      <TextField label="Pengurus" name="pengurus" max={200} value={values.pengurus} onChange={(x) => set('pengurus', x)} error={error('pengurus')} />
      <TextField label="Telepon" name="telepon" type="tel" max={40} value={values.telepon} onChange={(x) => set('telepon', x)} error={error('telepon')} />
      <TextField label="Email" name="email" type="email" max={120} value={values.email} onChange={(x) => set('email', x)} onBlur={() => touch('email')} error={error('email')} />
      <TextAreaField label="Deskripsi" name="deskripsi" rows={5} max={5000} value={values.deskripsi} onChange={(x) => set('deskripsi', x)} error={error('deskripsi')} />
      {mosque?.kencleng_slug ? <p className={styles.panelNote}>Kencleng digital masjid ini sudah dibuka.</p> : (
        <SwitchField label="Buka Kencleng Masjid" name="open_kencleng" checked={values.open_kencleng === 'Y'} onChange={(on) => set('open_kencleng', on ? 'Y' : 'N')}
          description="Masjid dapat menerima infaq online lewat kencleng digital." />
      )}
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Masjid'}</button>
    </form>
  );
}
