import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  clearWallFlash, clearWallJanazah, getAdminWall, moveWallPoster, removeWallPoster, saveWallFlash, saveWallJanazah, saveWallPoster, saveWallSettings,
} from '../../api/mosque-wall';
import { jakartaDate } from '../../contract/jakarta-date';
import {
  WALL_NIGHT_MODES, WALL_POSTERS_MAX, WALL_POSTER_IMAGE_MAX_BYTES, WALL_POSTER_IMAGE_TYPES, WALL_PRAYERS, WALL_PRAYER_LABELS, WALL_SCREENS,
  WALL_SCREEN_LABELS, WALL_TEXT_MAX, WallFlashForm, WallJanazahForm, WallPosterForm, WallSettingsForm, formOfSettings, janazahWhen, wallMessages,
  type WallContent, type WallNightMode, type WallScreen, type WallPoster, type WallPrayer,
} from '../../contract/wall-settings';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { DateField, SwitchField, TextAreaField } from './admin-fields';
import { formatDay, formatMoment } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { FlyerPicker } from './flyer-picker';
import { OwnChime } from './mosque-wall-chime';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

const NIGHT_LABELS: Record<WallNightMode, string> = { off: 'Tetap menyala', dim: 'Redupkan', sleep: 'Matikan layar' };
const bare = { border: 0, padding: 0, margin: 0 } as const;

/** The poster picker's limits, checked before the file is read. */
const posterImageProblem = (file: { type: string; size: number }) => {
  if (!(WALL_POSTER_IMAGE_TYPES as readonly string[]).includes(file.type)) return wallMessages.imageType;
  return file.size > WALL_POSTER_IMAGE_MAX_BYTES ? wallMessages.imageSize : null;
};

type Changed = () => void;

/**
 * 'Layar Masjid' of one mosque: which screens its wall shows, the chime and the night, its posters
 * with their dates, the pengumuman kilat and the kabar duka. An open screen picks a change up
 * within a minute; the server checks the mosque is theirs.
 */
export function MosqueWallAdmin({ masjidId, slug }: { masjidId: number; slug: string }) {
  const [version, setVersion] = useState(0);
  const remote = useRemote(`admin-mosque-wall:${masjidId}:${version}`, (signal) => getAdminWall(masjidId, { signal }));
  const changed = () => setVersion((n) => n + 1);
  return (
    <section className={styles.panel} aria-labelledby="admin-layar">
      <h2 id="admin-layar" className={styles.panelTitle}>Layar Masjid</h2>
      <p className={styles.panelNote}>Yang tampil di TV ruang salat. Perubahan sampai ke layar yang menyala dalam satu menit.</p>
      <div className={own.links}>
        <Link to="/masjid/$slug/layar" params={{ slug }} className="btn btn--outline btn--small">Buka Layar</Link>
      </div>
      {remote.status === 'loading' ? <Skeleton height={240} radius={12} /> : null}
      {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {remote.status === 'ready' ? (
        <>
          <SettingsForm key={`settings:${version}`} masjidId={masjidId} wall={remote.data} onSaved={changed} />
          <Posters masjidId={masjidId} wall={remote.data} onChanged={changed} />
          <Flash key={`flash:${version}`} masjidId={masjidId} wall={remote.data} onChanged={changed} />
          <Janazah key={`janazah:${version}`} masjidId={masjidId} wall={remote.data} onChanged={changed} />
        </>
      ) : null}
    </section>
  );
}

function SettingsForm({ masjidId, wall, onSaved }: { masjidId: number; wall: WallContent; onSaved: Changed }) {
  const toast = useToast();
  const form = useAdminForm({ initial: formOfSettings(wall.settings), schema: WallSettingsForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `wall-settings:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveWallSettings(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    onSaved();
  };
  type SwitchName = `screen_${WallScreen}` | 'chime_at_adzan' | 'chime_at_iqamah';
  const flag = (name: SwitchName) => values[name] === 'Y';
  const toggle = (name: SwitchName) => (on: boolean) => set(name, on ? 'Y' : '');
  return (
    <form className={styles.form} noValidate aria-label="Atur Layar Masjid" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <h3 className={styles.panelTitle}>Tampilan</h3>
      {WALL_SCREENS.map((s) => (
        <SwitchField key={s} label={WALL_SCREEN_LABELS[s]} name={`screen_${s}`} checked={flag(`screen_${s}`)} onChange={toggle(`screen_${s}`)} />
      ))}
      <TextField label="Lama dzikir setelah salat (menit)" name="dzikir_minutes" value={values.dzikir_minutes} inputMode="numeric"
        onChange={(x) => set('dzikir_minutes', x)} onBlur={() => touch('dzikir_minutes')} error={error('dzikir_minutes')} />
      <h3 className={styles.panelTitle}>Bunyi</h3>
      <fieldset className={own.choice} style={bare} aria-label="Bunyi">
        <label><input type="radio" name="chime_sound" checked={values.chime_sound === 'off'} onChange={() => set('chime_sound', 'off')} />Tanpa bunyi</label>
        <label><input type="radio" name="chime_sound" checked={values.chime_sound === 'chime'} onChange={() => set('chime_sound', 'chime')} />Bunyi lonceng</label>
        <label><input type="radio" name="chime_sound" checked={values.chime_sound === 'own'} onChange={() => set('chime_sound', 'own')} />Bunyi sendiri</label>
      </fieldset>
      {error('chime_sound') ? <p className="field__error">{error('chime_sound')}</p> : null}
      {values.chime_sound === 'own' ? <OwnChime masjidId={masjidId} ownUrl={wall.settings.chime.own_url} onUploaded={() => set('chime_sound', 'own')} /> : null}
      {values.chime_sound !== 'off' ? (
        <>
          <SwitchField label="Saat adzan" name="chime_at_adzan" checked={flag('chime_at_adzan')} onChange={toggle('chime_at_adzan')} />
          <SwitchField label="Saat iqamah" name="chime_at_iqamah" checked={flag('chime_at_iqamah')} onChange={toggle('chime_at_iqamah')} />
        </>
      ) : null}
      <h3 className={styles.panelTitle}>Malam hari</h3>
      <fieldset className={own.choice} style={bare} aria-label="Layar di malam hari">
        {WALL_NIGHT_MODES.map((m) => (
          <label key={m}><input type="radio" name="night_mode" checked={values.night_mode === m} onChange={() => set('night_mode', m)} />{NIGHT_LABELS[m]}</label>
        ))}
      </fieldset>
      {error('night_mode') ? <p className="field__error">{error('night_mode')}</p> : null}
      {values.night_mode !== 'off' ? (
        <TextField label="Mulai setelah iqamah isya (menit)" name="night_after_isya_minutes" value={values.night_after_isya_minutes} inputMode="numeric"
          onChange={(x) => set('night_after_isya_minutes', x)} onBlur={() => touch('night_after_isya_minutes')} error={error('night_after_isya_minutes')} />
      ) : null}
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Simpan Pengaturan Layar'}</button>
    </form>
  );
}

/** Runs one of the list's buttons under its own attempt; a failure says so and leaves the list as it was. */
function useListAction(onChanged: Changed) {
  const toast = useToast();
  const attemptFor = useAttempts();
  return async (id: string, call: (key: string) => Promise<{ message: string }>, failed: string) => {
    try {
      const answer = await submitAttempt(attemptFor(id), call);
      toast(answer.message, { tone: 'success' });
      onChanged();
    } catch {
      toast(failed, { tone: 'danger' });
    }
  };
}

const posterDates = (p: WallPoster) => (p.starts_on === p.ends_on ? formatDay(p.starts_on) : `${formatDay(p.starts_on)} – ${formatDay(p.ends_on)}`);

function Posters({ masjidId, wall, onChanged }: { masjidId: number; wall: WallContent; onChanged: Changed }) {
  const toast = useToast();
  const run = useListAction(onChanged);
  const today = jakartaDate(new Date());
  const initial = { kind: 'text' as 'text' | 'image', title: '', body: '', image: '', starts_on: today, ends_on: today };
  // The one form adds a poster, or edits the one picked with 'Ubah' (an image left unpicked stays).
  const [editing, setEditing] = useState<WallPoster | null>(null);
  const form = useAdminForm({
    initial,
    schema: WallPosterForm,
    toRequest: (values) => ({ ...values, id: editing ? String(editing.id) : '', masjid_id: String(masjidId) }),
    formId: `wall-poster:${masjidId}:${editing?.id ?? 'new'}`,
  });
  const { values, set, touch, error } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const edit = (p: WallPoster) => {
    setEditing(p);
    form.reset({ kind: p.kind, title: p.title, body: p.body, image: '', starts_on: p.starts_on, ends_on: p.ends_on });
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const stopEditing = () => {
    setEditing(null);
    form.reset(initial);
  };
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveWallPoster(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    setEditing(null);
    form.reset({ ...initial, kind: values.kind });
    onChanged();
  };
  const move = (p: WallPoster, direction: 'up' | 'down') =>
    run(`move-wall-poster:${p.id}:${direction}`, (key) => moveWallPoster({ id: String(p.id), direction }, key), 'Urutan poster belum bisa diubah. Coba lagi, ya.');
  const remove = (p: WallPoster) =>
    run(`remove-wall-poster:${p.id}`, (key) => removeWallPoster({ id: String(p.id) }, key), 'Poster belum bisa dihapus. Coba lagi, ya.');
  return (
    <>
      <h3 className={styles.panelTitle}>Poster</h3>
      <p className={styles.panelNote}>Bergantian dengan jadwal salat, sesuai urutan dan tanggalnya. Paling banyak {WALL_POSTERS_MAX} poster.</p>
      {wall.posters.length === 0 ? <p className={styles.panelNote}>Belum ada poster.</p> : (
        <ul className={own.rows} data-testid="admin-wall-posters">
          {wall.posters.map((p, i) => (
            <li key={p.id} className={own.row}>
              {p.image_url ? <img className={own.thumb} src={p.image_url} alt="" /> : null}
              <span className={own.rowText}>
                <strong>{p.title || (p.kind === 'image' ? 'Poster gambar' : p.body.slice(0, 40))}</strong>
                <span>{posterDates(p)}{p.starts_on > today ? ' · belum tampil' : ''}</span>
              </span>
              <button type="button" className={`btn btn--outline btn--small ${own.move}`} aria-label={`Naikkan ${p.title || 'poster'}`} disabled={i === 0} onClick={() => void move(p, 'up')}>↑</button>
              <button type="button" className={`btn btn--outline btn--small ${own.move}`} aria-label={`Turunkan ${p.title || 'poster'}`} disabled={i === wall.posters.length - 1} onClick={() => void move(p, 'down')}>↓</button>
              <span className={own.rowLinks}>
                <button type="button" className={`${own.linkButton} ${own.editLink}`} aria-label={`Ubah ${p.title || 'poster'}`} onClick={() => edit(p)}>Ubah</button>
                <button type="button" className={own.linkButton} onClick={() => void remove(p)}>Hapus</button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form ref={formRef} className={styles.form} noValidate aria-label={editing ? 'Ubah Poster' : 'Tambah Poster'} onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {editing ? <p className={styles.panelNote} data-testid="wall-poster-editing">Mengubah poster: <strong>{editing.title || (editing.kind === 'image' ? 'Poster gambar' : editing.body.slice(0, 40))}</strong></p> : null}
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <fieldset className={own.choice} style={bare} aria-label="Jenis poster">
          <label><input type="radio" name="kind" checked={values.kind === 'text'} onChange={() => { set('kind', 'text'); set('image', ''); }} />Teks</label>
          <label><input type="radio" name="kind" checked={values.kind === 'image'} onChange={() => set('kind', 'image')} />Gambar</label>
        </fieldset>
        {values.kind === 'image' ? (
          <FlyerPicker label="Gambar Poster" current={editing?.image_url ?? null} picked={values.image || undefined} error={error('image')} check={posterImageProblem}
            onPick={(dataUrl) => set('image', dataUrl)} onProblem={(message) => toast(message, { tone: 'danger' })} />
        ) : null}
        <TextField label={values.kind === 'image' ? 'Judul (opsional)' : 'Judul'} name="title" max={WALL_TEXT_MAX.posterTitle} value={values.title}
          onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
        {values.kind === 'text' ? (
          <TextAreaField label="Isi Poster" name="body" rows={3} max={WALL_TEXT_MAX.posterBody} value={values.body}
            onChange={(x) => set('body', x)} onBlur={() => touch('body')} error={error('body')} />
        ) : null}
        <div className={own.two}>
          <DateField label="Mulai" name="starts_on" value={values.starts_on} onChange={(x) => set('starts_on', x)} onBlur={() => touch('starts_on')} error={error('starts_on')} />
          <DateField label="Sampai" name="ends_on" value={values.ends_on} onChange={(x) => set('ends_on', x)} onBlur={() => touch('ends_on')} error={error('ends_on')} />
        </div>
        <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : editing ? 'Simpan Poster' : 'Tambah Poster'}</button>
        {editing ? <button type="button" className="btn btn--block btn--ghost" onClick={stopEditing}>Batal</button> : null}
      </form>
    </>
  );
}

function Flash({ masjidId, wall, onChanged }: { masjidId: number; wall: WallContent; onChanged: Changed }) {
  const toast = useToast();
  const run = useListAction(onChanged);
  const initial = { text: '', until_date: '', until_time: '' };
  const form = useAdminForm({ initial, schema: WallFlashForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `wall-flash:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveWallFlash(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    onChanged();
  };
  return (
    <>
      <h3 className={styles.panelTitle}>Pengumuman Kilat</h3>
      <p className={styles.panelNote}>Teks singkat di layar selama hitung mundur iqamah.</p>
      {wall.flash ? (
        <div className={own.row} data-testid="admin-wall-flash">
          <span className={own.rowText}>
            <strong>{wall.flash.text}</strong>
            <span>{wall.flash.ends_at ? `Sampai ${formatMoment(wall.flash.ends_at)}` : 'Sampai dihapus'}</span>
          </span>
          <button type="button" className={own.linkButton}
            onClick={() => void run(`clear-wall-flash:${masjidId}`, (key) => clearWallFlash({ masjid_id: String(masjidId) }, key), 'Pengumuman kilat belum bisa dihapus. Coba lagi, ya.')}>Hapus</button>
        </div>
      ) : null}
      <form className={styles.form} noValidate aria-label="Pengumuman Kilat" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <TextField label="Teks" name="text" max={WALL_TEXT_MAX.flash} value={values.text} placeholder="Iqamah isya malam ini diundur 5 menit"
          onChange={(x) => set('text', x)} onBlur={() => touch('text')} error={error('text')} />
        <div className={own.two}>
          <DateField label="Sampai tanggal (opsional)" name="until_date" value={values.until_date} onChange={(x) => set('until_date', x)} error={error('until_date')} />
          <TextField label="Jam (opsional)" name="until_time" value={values.until_time} inputMode="numeric" placeholder="21:00"
            onChange={(x) => set('until_time', x)} onBlur={() => touch('until_time')} error={error('until_time')} />
        </div>
        <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Tampilkan di Layar'}</button>
      </form>
    </>
  );
}

function Janazah({ masjidId, wall, onChanged }: { masjidId: number; wall: WallContent; onChanged: Changed }) {
  const toast = useToast();
  const run = useListAction(onChanged);
  const initial = { name: '', after_prayer: 'dzuhur' as WallPrayer | '', time: '', date: jakartaDate(new Date()), place: '' };
  const form = useAdminForm({ initial, schema: WallJanazahForm, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `wall-janazah:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveWallJanazah(request, key));
    if (!answer) return;
    toast(answer.message, { tone: 'success' });
    onChanged();
  };
  const j = wall.janazah;
  return (
    <>
      <h3 className={styles.panelTitle}>Kabar Duka</h3>
      <p className={styles.panelNote}>Pemberitahuan salat jenazah, tampil sampai akhir tanggalnya.</p>
      {j ? (
        <div className={own.row} data-testid="admin-wall-janazah">
          <span className={own.rowText}>
            <strong>{j.name}</strong>
            <span>{formatDay(j.date)} · {janazahWhen(j)}{j.place ? ` · ${j.place}` : ''}</span>
          </span>
          <button type="button" className={own.linkButton}
            onClick={() => void run(`clear-wall-janazah:${masjidId}`, (key) => clearWallJanazah({ masjid_id: String(masjidId) }, key), 'Kabar duka belum bisa dihapus. Coba lagi, ya.')}>Hapus</button>
        </div>
      ) : null}
      <form className={styles.form} noValidate aria-label="Kabar Duka" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
        <TextField label="Nama almarhum/almarhumah" name="name" max={WALL_TEXT_MAX.janazahName} value={values.name}
          onChange={(x) => set('name', x)} onBlur={() => touch('name')} error={error('name')} />
        <div className="field">
          <span className="field__label" aria-hidden="true">Disalatkan setelah</span>
          <fieldset className={own.choice} style={bare} aria-label="Disalatkan setelah">
            {WALL_PRAYERS.map((p) => (
              <label key={p}><input type="radio" name="after_prayer" checked={values.after_prayer === p} onChange={() => { set('after_prayer', p); set('time', ''); }} />{WALL_PRAYER_LABELS[p]}</label>
            ))}
            <label><input type="radio" name="after_prayer" checked={values.after_prayer === ''} onChange={() => set('after_prayer', '')} />Jam lain</label>
          </fieldset>
        </div>
        {error('after_prayer') ? <p className="field__error">{error('after_prayer')}</p> : null}
        <div className={own.two}>
          <DateField label="Tanggal" name="date" value={values.date} onChange={(x) => set('date', x)} onBlur={() => touch('date')} error={error('date')} />
          {values.after_prayer === '' ? (
            <TextField label="Jam" name="time" value={values.time} inputMode="numeric" placeholder="13:30"
              onChange={(x) => set('time', x)} onBlur={() => touch('time')} error={error('time')} />
          ) : null}
        </div>
        <TextField label="Tempat (opsional)" name="place" max={WALL_TEXT_MAX.janazahPlace} value={values.place} placeholder="Ruang utama masjid"
          onChange={(x) => set('place', x)} error={error('place')} />
        <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Tampilkan Kabar Duka'}</button>
      </form>
    </>
  );
}
