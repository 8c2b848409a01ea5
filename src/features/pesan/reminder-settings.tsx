import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { updateSettings } from '../../db/settings';
import { useSettings } from '../../db/use-settings';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../api/client';
import { PRAYER_LABELS, REMINDER_OFFSETS, REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/pesan';
import { useToast } from '../../ui/toast';
import {
  keepReminderChoices, NO_REMINDERS, NoPlace, PermissionRefused, PushUnavailable, pushSupport, readReminderChoices, refreshSubscription,
  saveReminderChoices, serverHasPush, type ReminderChoices,
} from './push-subscription';
import { CalendarFeedLinks } from './calendar-feed-links';
import { playReminderTone } from './reminder-tone';
import styles from './reminder-settings.module.css';

const offsetLabel = (m: number) => (m === 0 ? 'Tepat waktu' : `${m} menit sebelum`);

/** Why notifications cannot come here; each gets its own plain words. */
type Problem = 'unsupported' | 'ios-needs-install' | 'server-off' | 'refused' | 'failed';

const IN_APP_ONLY = 'Pengingat tetap muncul di Jariyah selama aplikasinya terbuka. Agar tetap berbunyi saat aplikasi tertutup, tambahkan jadwal ke kalender ponselmu.';

function ProblemNote({ problem }: { problem: Problem }) {
  if (problem === 'ios-needs-install') {
    return <p className={styles.note} role="note">Di iPhone dan iPad, notifikasi hanya bisa dari aplikasi yang sudah dipasang: ketuk <strong>Bagikan</strong> → <strong>Tambahkan ke Layar Utama</strong>, lalu buka Jariyah dari layar utama. {IN_APP_ONLY}</p>;
  }
  if (problem === 'refused') {
    return <p className={styles.warning} role="alert">Izin notifikasi ditolak, jadi pengingat belum bisa dikirim. Untuk mengizinkan: ketuk ikon gembok di sebelah alamat situs (atau buka Setelan → Aplikasi → Jariyah) → <strong>Notifikasi</strong> → <strong>Izinkan</strong>, lalu aktifkan lagi di sini. {IN_APP_ONLY}</p>;
  }
  const why = problem === 'unsupported' ? 'Browser ini belum mendukung notifikasi.'
    : problem === 'server-off' ? 'Notifikasi belum tersedia di server Jariyah ini.'
    : 'Notifikasi tidak bisa diaktifkan di perangkat ini: layanan notifikasi browser tidak tersedia atau tidak menjawab.';
  return <p className={styles.warning} role="alert">{why} {IN_APP_ONLY}</p>;
}

/** 'Pengingat & Notifikasi' in Pengaturan: prayers on/off with a lead time, donation news, the calendar and the in-app sound. */
export function ReminderSettings({ focus }: { focus?: ReminderPrayer }) {
  const toast = useToast();
  const stored = useLiveQuery(() => readReminderChoices(), [], NO_REMINDERS);
  const [pending, setPending] = useState<ReminderChoices | null>(null);
  const [problem, setProblem] = useState<Problem | null>(() => {
    const support = pushSupport();
    if (support !== 'supported') return support;
    return Notification.permission === 'denied' ? 'refused' : null;
  });
  const [busy, setBusy] = useState(false);
  const choices = pending ?? stored;
  // The method chosen above on this page (or a city picked since) goes to the server too.
  const { prayerMethod, reminderSound } = useSettings();
  useEffect(() => {
    refreshSubscription().catch(() => undefined);
  }, [prayerMethod]);
  // A server without VAPID keys is said at once, before anyone flips a switch in vain.
  useEffect(() => {
    if (problem !== null) return;
    let live = true;
    void serverHasPush().then((has) => {
      if (live && has === false) setProblem((p) => p ?? 'server-off');
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // From a bell on the schedule: that prayer's row comes into view, its switch focused. The router
  // puts a new page at the top once it has rendered, which can come after this effect, and notes
  // that arrive above the row (no push here, the calendar links) push it down; so the row is brought
  // back into view until the person scrolls or touches the page themselves.
  const focusRow = useRef<HTMLLIElement>(null);
  const router = useRouter();
  useEffect(() => {
    const row = focusRow.current;
    if (!focus || !row) return;
    const bring = () => row.scrollIntoView({ block: 'center' });
    bring();
    row.querySelector<HTMLInputElement>('input[role="switch"]')?.focus({ preventScroll: true });
    const afterRender = router.subscribe('onRendered', () => {
      afterRender();
      bring();
    });
    const layout = new ResizeObserver(bring);
    layout.observe(document.body);
    const intents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const release = () => {
      afterRender();
      layout.disconnect();
      for (const intent of intents) removeEventListener(intent, release, true);
    };
    for (const intent of intents) addEventListener(intent, release, { capture: true, passive: true });
    return release;
  }, [focus, router]);

  const save = async (next: ReminderChoices) => {
    setPending(next);
    setBusy(true);
    try {
      // Push already failed here: keep the choice at once rather than wait on push again at every tap.
      if (problem && problem !== 'refused') {
        await keepReminderChoices(next);
        toast('Pengingat disimpan di perangkat ini');
        return;
      }
      await saveReminderChoices(next);
      setProblem((p) => (p === 'failed' || p === 'refused' ? null : p));
      toast('Pengingat disimpan');
    } catch (error) {
      if (error instanceof PushUnavailable) {
        setProblem(error.reason === 'unsupported' ? pushSupport() === 'ios-needs-install' ? 'ios-needs-install' : 'unsupported' : error.reason);
        toast('Pengingat disimpan di perangkat ini');
      } else if (error instanceof PermissionRefused) {
        setProblem('refused');
        toast('Pengingat disimpan di perangkat ini');
      } else if (error instanceof NoPlace) toast('Buka Jadwal Sholat sekali dulu untuk menentukan lokasimu');
      else toast(error instanceof ApiError ? error.message : 'Pengingat disimpan di perangkat ini, dan dikirim ke server saat koneksi kembali.');
    } finally {
      setPending(null);
      setBusy(false);
    }
  };
  const setPrayer = (prayer: ReminderPrayer, minutes: (typeof REMINDER_OFFSETS)[number] | null) => {
    const prayers = { ...choices.prayers };
    if (minutes === null) delete prayers[prayer];
    else prayers[prayer] = minutes;
    void save({ ...choices, prayers });
  };
  const tryTone = () => void playReminderTone().catch(() => toast('Suara tidak bisa diputar di browser ini'));

  return (
    <section className={`card ${styles.card}`} aria-labelledby="pengingat">
      <h2 id="pengingat" className={styles.title}>Pengingat &amp; Notifikasi</h2>
      <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Kami ingatkan saat waktu sholat tiba, sesuai lokasi di Jadwal Sholat.</p>
      {problem ? (
        <>
          <ProblemNote problem={problem} />
          <CalendarFeedLinks prayers={choices.prayers} method={prayerMethod} prominent />
        </>
      ) : null}
      <ul className={styles.rows}>
        {REMINDER_PRAYERS.map((prayer) => {
          const minutes = choices.prayers[prayer];
          const on = minutes !== undefined;
          return (
            <li key={prayer} ref={prayer === focus ? focusRow : undefined} className={prayer === focus ? `${styles.row} ${styles.focused}` : styles.row} data-prayer={prayer}>
              <label className={styles.switch}>
                <span className={styles.name}>{PRAYER_LABELS[prayer]}</span>
                <input type="checkbox" role="switch" checked={on} disabled={busy} aria-label={`Pengingat ${PRAYER_LABELS[prayer]}`}
                  onChange={(e) => setPrayer(prayer, e.target.checked ? (minutes ?? 0) : null)} />
              </label>
              {on ? (
                <label className={styles.offset}>
                  <span>Ingatkan</span>
                  <select value={minutes} disabled={busy} aria-label={`Waktu pengingat ${PRAYER_LABELS[prayer]}`}
                    onChange={(e) => setPrayer(prayer, Number(e.target.value) as (typeof REMINDER_OFFSETS)[number])}>
                    {REMINDER_OFFSETS.map((m) => <option key={m} value={m}>{offsetLabel(m)}</option>)}
                  </select>
                </label>
              ) : null}
            </li>
          );
        })}
        <li className={styles.row}>
          <label className={styles.switch}>
            <span style={{ display: 'grid', gap: 2 }}>
              <span className={styles.name}>Kabar donasi</span>
              <span className="muted" style={{ fontSize: 'var(--fs-xs)' }}>Donasi lunas, kabar program, doa yang diaminkan, dan pengumuman</span>
            </span>
            <input type="checkbox" role="switch" checked={choices.donationNews} disabled={busy} aria-label="Notifikasi kabar donasi"
              onChange={(e) => void save({ ...choices, donationNews: e.target.checked })} />
          </label>
        </li>
        <li className={styles.row}>
          <label className={styles.switch}>
            <span style={{ display: 'grid', gap: 2 }}>
              <span className={styles.name}>Nada pengingat di aplikasi</span>
              <span className="muted" style={{ fontSize: 'var(--fs-xs)' }}>Bunyi singkat saat pengingat sholat muncul di Jariyah yang sedang terbuka</span>
            </span>
            <input type="checkbox" role="switch" checked={reminderSound} aria-label="Nada pengingat di aplikasi"
              onChange={(e) => {
                void updateSettings({ reminderSound: e.target.checked });
                if (e.target.checked) tryTone(); // the tap lets the browser play it, and the person hears what they chose
              }} />
          </label>
        </li>
      </ul>
      {problem ? null : <CalendarFeedLinks prayers={choices.prayers} method={prayerMethod} prominent={false} />}
    </section>
  );
}
