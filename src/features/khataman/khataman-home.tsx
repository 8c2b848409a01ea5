import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { listKhatamanHosts, listMyKhatamans, openKhataman } from '../../api/khataman';
import { calendarDay } from '../../contract/calendar-day';
import {
  deadlineProblem, JUZ_COUNT, KHATAMAN_INTENTION_MAX, KHATAMAN_TITLE_MAX, khatamanMessages, khatamanPath, type KhatamanHost, type MyKhataman,
} from '../../contract/khataman';
import { saveRedirectAfterLogin } from '../../db/return-paths';
import { formatLongDate } from '../../lib/relative-time';
import { useCachedProfile } from '../../sync/use-outbox';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useRemote } from '../../ui/use-remote';
import styles from './khataman.module.css';

/**
 * 'Khataman Bersama': open a khataman, and the ones the person opened or reads in. A mosque's
 * staff may open one for their mosque (`forMosque` chosen first when they came from its panel).
 */
export function KhatamanHome({ forMosque }: { forMosque?: number }) {
  const profile = useCachedProfile();
  const router = useRouter();
  if (profile === undefined) return <div className="page-body" aria-busy="true"><Skeleton height={320} radius={16} /></div>;
  if (profile === null) {
    const toLogin = async () => {
      await saveRedirectAfterLogin('/khataman');
      router.history.push('/auth?state=khataman');
    };
    return (
      <div className="page-body">
        <Intro />
        <EmptyState title="Masuk untuk membuka khataman" text="Dengan akun, kamu bisa membuka khataman, mengambil juz, dan menandai bacaanmu."
          action={<button type="button" className="btn" onClick={() => void toLogin()}>Masuk</button>} />
      </div>
    );
  }
  return (
    <div className={`page-body ${styles.page}`}>
      <Intro />
      <OpenForm forMosque={forMosque} />
      <MyList />
    </div>
  );
}

function Intro() {
  return (
    <section className={styles.hero}>
      <p className={styles.kicker}>Khataman Bersama</p>
      <h2 className={styles.title}>Khatamkan Al-Qur&apos;an bersama</h2>
      <p className={styles.intention}>Buka khataman {JUZ_COUNT} juz, bagikan tautannya ke grup WhatsApp, dan setiap orang mengambil juz yang akan dibacanya. Kemajuan terlihat oleh semua.</p>
    </section>
  );
}

function OpenForm({ forMosque }: { forMosque?: number }) {
  const router = useRouter();
  const [host, setHost] = useState(forMosque === undefined ? '' : String(forMosque));
  const today = calendarDay(new Date(), 'Asia/Jakarta');
  const [title, setTitle] = useState('');
  const [intention, setIntention] = useState('');
  const [deadline, setDeadline] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // One key per filled form: a double tap or a retry opens one khataman.
  const [attempt] = useState(() => crypto.randomUUID());

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = khatamanMessages.titleRequired;
    else if (title.trim().length > KHATAMAN_TITLE_MAX) found.title = khatamanMessages.titleTooLong;
    if (intention.trim().length > KHATAMAN_INTENTION_MAX) found.intention = khatamanMessages.intentionTooLong;
    const late = deadline ? deadlineProblem(deadline, today) : 'Pilih tanggal batas khataman';
    if (late) found.deadline = late;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await openKhataman({ title: title.trim(), intention: intention.trim(), deadline, masjid_id: host }, attempt);
      router.history.push(khatamanPath(answer.data.id));
    } catch (error) {
      setErrors(error instanceof ApiError && Object.keys(error.errors).length > 0 ? error.errors : { _: error instanceof Error ? error.message : 'Gagal membuka khataman' });
      setBusy(false);
    }
  };
  return (
    <form className={`card ${styles.form}`} aria-label="Buka Khataman" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="section-title">Buka khataman baru</h2>
      {/* Asked of everyone signed in: the profile kept on the device may not know the person serves a mosque. */}
      <HostField value={host} onChange={setHost} error={errors.masjid_id} />
      <TextField label="Judul" name="title" value={title} onChange={setTitle} max={KHATAMAN_TITLE_MAX} error={errors.title}
        placeholder="mis. Khataman Keluarga Besar" />
      <TextField label="Niat (boleh kosong)" name="intention" value={intention} onChange={setIntention} max={KHATAMAN_INTENTION_MAX} error={errors.intention}
        placeholder="mis. untuk almarhum Bapak H. Ahmad" />
      <label className="field">
        <span className="field__label">Batas waktu</span>
        <span className={`field__control ${errors.deadline ? 'field__control--invalid' : ''}`}>
          <input type="date" name="deadline" min={today} value={deadline} onChange={(e) => setDeadline(e.target.value)} aria-invalid={errors.deadline ? true : undefined} />
        </span>
        {errors.deadline ? <span className="field__error" role="alert">{errors.deadline}</span> : null}
      </label>
      {errors._ ? <p className="alert alert--danger" role="alert">{errors._}</p> : null}
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Membuka…' : 'Buka Khataman'}</button>
    </form>
  );
}

/** 'Dibuka untuk': the person's own khataman, or one of the mosques they serve (shown on its page and wall). */
function HostField({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const remote = useRemote('khataman:hosts', async (signal) => (await listKhatamanHosts(signal)).data);
  const hosts: KhatamanHost[] = remote.status === 'ready' ? remote.data : [];
  if (hosts.length === 0) return null;
  return (
    <label className="field">
      <span className="field__label">Dibuka untuk</span>
      <span className={`field__control ${error ? 'field__control--invalid' : ''}`}>
        <select name="masjid_id" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined}>
          <option value="">Pribadi (keluarga, grup)</option>
          {hosts.map((h) => <option key={h.id} value={String(h.id)}>{h.nama}</option>)}
        </select>
      </span>
      {error ? <span className="field__error" role="alert">{error}</span>
        : <span className={styles.hostNote}>Khataman masjid tampil di halaman masjid dan di layar masjid.</span>}
    </label>
  );
}

function MyList() {
  const remote = useRemote('khataman:mine', async (signal) => (await listMyKhatamans(signal)).data);
  if (remote.status !== 'ready' || remote.data.length === 0) return null;
  return (
    <section aria-labelledby="khataman-kamu">
      <h2 id="khataman-kamu" className="section-title">Khataman kamu</h2>
      <ul className={styles.myList}>
        {remote.data.map((k: MyKhataman) => (
          <li key={k.id}>
            <Link to="/khataman/$id" params={{ id: k.id }} className={`card ${styles.myItem}`}>
              <span className={styles.myTitle}>{k.title}</span>
              <span className="muted">{k.read} dari {JUZ_COUNT} juz selesai · {k.mine > 0 ? `${k.mine} juz kamu · ` : ''}batas {formatLongDate(k.deadline)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
