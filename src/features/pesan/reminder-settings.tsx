import { useEffect, useState } from 'react';
import { useSettings } from '../../db/use-settings';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../api/client';
import { PRAYER_LABELS, REMINDER_OFFSETS, REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/pesan';
import { useToast } from '../../ui/toast';
import {
  NO_REMINDERS, NoPlace, PermissionRefused, pushSupport, readReminderChoices, refreshSubscription, saveReminderChoices, type ReminderChoices,
} from './push-subscription';
import styles from './reminder-settings.module.css';

const offsetLabel = (m: number) => (m === 0 ? 'Tepat waktu' : `${m} menit sebelum`);

/** 'Pengingat & Notifikasi' in Pengaturan: prayers on/off with a lead time, and donation news. */
export function ReminderSettings() {
  const toast = useToast();
  const stored = useLiveQuery(() => readReminderChoices(), [], NO_REMINDERS);
  const [pending, setPending] = useState<ReminderChoices | null>(null);
  const [refused, setRefused] = useState(() => typeof Notification !== 'undefined' && Notification.permission === 'denied');
  const [busy, setBusy] = useState(false);
  const support = pushSupport();
  const choices = pending ?? stored;
  // The method chosen above on this page (or a city picked since) goes to the server too.
  const { prayerMethod } = useSettings();
  useEffect(() => {
    refreshSubscription().catch(() => undefined);
  }, [prayerMethod]);

  const save = async (next: ReminderChoices) => {
    setPending(next);
    setBusy(true);
    try {
      await saveReminderChoices(next);
      toast('Pengingat disimpan');
    } catch (error) {
      if (error instanceof PermissionRefused) setRefused(true);
      else if (error instanceof NoPlace) toast('Buka Jadwal Sholat sekali dulu untuk menentukan lokasimu');
      else toast(error instanceof ApiError ? error.message : 'Gagal menyimpan pengingat. Periksa koneksi internetmu.');
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

  return (
    <section className={`card ${styles.card}`} aria-labelledby="pengingat">
      <h2 id="pengingat" className={styles.title}>Pengingat &amp; Notifikasi</h2>
      {support === 'ios-needs-install' ? (
        <p className={styles.note} role="note">Di iPhone dan iPad, notifikasi hanya bisa dari aplikasi yang sudah dipasang: ketuk <strong>Bagikan</strong> → <strong>Tambahkan ke Layar Utama</strong>, lalu buka Jariyah dari layar utama.</p>
      ) : support === 'unsupported' ? (
        <p className={styles.note} role="note">Browser ini belum mendukung notifikasi. Coba buka Jariyah di Chrome.</p>
      ) : (
        <>
          <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Kami kirim pengingat saat waktu sholat tiba, sesuai lokasi di Jadwal Sholat.</p>
          {refused ? (
            <p className={styles.warning} role="alert">Izin notifikasi ditolak, jadi pengingat belum bisa dikirim. Untuk mengizinkan: ketuk ikon gembok di sebelah alamat situs (atau buka Setelan → Aplikasi → Jariyah) → <strong>Notifikasi</strong> → <strong>Izinkan</strong>, lalu aktifkan lagi di sini.</p>
          ) : null}
          <ul className={styles.rows}>
            {REMINDER_PRAYERS.map((prayer) => {
              const minutes = choices.prayers[prayer];
              const on = minutes !== undefined;
              return (
                <li key={prayer} className={styles.row}>
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
          </ul>
        </>
      )}
    </section>
  );
}
