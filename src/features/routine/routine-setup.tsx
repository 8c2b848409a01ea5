import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/client';
import { getCampaignBySlug } from '../../api/campaign';
import { createRoutine } from '../../api/routine';
import { programBySlug } from '../../contract/first-screen';
import type { ProgramRef } from '../../contract/program-ref';
import { nextRoutineDue, ROUTINE_HOUR, scheduleFrom } from '../../contract/routine';
import { formatAmountInput } from '../../lib/rupiah';
import { useCachedProfile } from '../../sync/use-outbox';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { usePublicRead } from '../../ui/use-remote';
import { AmountField } from './amount-field';
import { deviceTimeZone } from './device-zone';
import { dueDateText } from './routine-text';
import { ScheduleFields, scheduleFormFields, type ScheduleValue } from './schedule-fields';
import styles from './routine.module.css';

/** 'Jadikan Infaq Rutin': the program, a fixed amount, a schedule, and WhatsApp if wanted. */
export function RoutineSetup({ program }: { program: ProgramRef }) {
  const profile = useCachedProfile();
  const read = usePublicRead(programBySlug(program.slug), (signal) => getCampaignBySlug(program.slug, { signal }));
  if (profile === undefined || read.status === 'loading') return <div className={styles.stack} aria-busy="true"><Skeleton height={88} radius={16} /><Skeleton height={240} radius={16} /></div>;
  if (profile === null) {
    return (
      <EmptyState title="Masuk dulu, ya" text="Infaq Rutin tersimpan di akunmu, supaya pengingatnya datang di Pesan, notifikasi, dan WhatsApp."
        action={<Link to="/auth" className="btn">Masuk</Link>} />
    );
  }
  if (read.status === 'error') return <LoadFailed onRetry={read.retry} />;
  const campaign = read.data[0];
  if (!campaign) return <EmptyState title="Program tidak ditemukan" text="Program ini mungkin sudah tidak tersedia." />;
  return <SetupForm programId={campaign.programId} title={campaign.header} flyer={campaign.flyer} />;
}

function SetupForm({ programId, title, flyer }: { programId: string; title: string; flyer: string | null }) {
  const router = useRouter();
  const [amount, setAmount] = useState('');
  const [schedule, setSchedule] = useState<ScheduleValue>({ schedule: 'jumat', day: new Date().getDate(), weekday: 5 });
  const [whatsapp, setWhatsapp] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: pressing again after a lost answer does not make a second routine.
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const zone = deviceTimeZone();
  const parsedSchedule = scheduleFrom(schedule);
  const next = 'error' in parsedSchedule ? null : nextRoutineDue(parsedSchedule, Date.now(), zone);

  const submit = async () => {
    setFailure(null);
    const value = formatAmountInput(amount).value;
    if (value === 0) {
      setErrors({ amount: 'Isi nominal dulu, ya' });
      return;
    }
    setBusy(true);
    try {
      await createRoutine({ program: programId, amount: String(value), ...scheduleFormFields(schedule), time_zone: zone, whatsapp: whatsapp ? '1' : '0' }, attempt);
      router.history.push('/profile/infaq-rutin');
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) {
        setErrors(error.errors);
        setFailure(error.message);
        if (error.status !== 422) setAttempt(crypto.randomUUID());
      } else if (error instanceof NetworkError) setFailure('Menyimpan Infaq Rutin butuh koneksi internet. Sambungkan lalu tekan Simpan lagi.');
      else setFailure('Terjadi kesalahan, silakan coba lagi');
    }
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className={styles.panel}>
        <div className={styles.program}>
          {flyer ? <img className={styles.flyer} src={flyer} alt="" width={56} height={56} /> : <span className={styles.flyer} />}
          <div className={styles.programText}>
            <span className={styles.label}>Infaq Rutin untuk</span>
            <span className={styles.title} data-testid="routine-program">{title}</span>
          </div>
        </div>
      </div>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <section className={styles.panel} aria-labelledby="routine-amount">
        <h2 id="routine-amount" className={styles.panelTitle}>Nominal</h2>
        <AmountField text={amount} onChange={(x) => { setAmount(x); setErrors(({ amount: _, ...rest }) => rest); }} error={errors.amount} />
      </section>
      <section className={styles.panel} aria-labelledby="routine-schedule">
        <h2 id="routine-schedule" className={styles.panelTitle}>Jadwal</h2>
        <ScheduleFields value={schedule} onChange={setSchedule} />
        {errors.day || errors.weekday || errors.schedule ? <span className="field__error" role="alert">{errors.day ?? errors.weekday ?? errors.schedule}</span> : null}
        {next !== null ? <p className={styles.note} data-testid="routine-next">Pengingat pertama: {dueDateText(next, zone)}, pukul {String(ROUTINE_HOUR).padStart(2, '0')}.00.</p> : null}
      </section>
      <section className={styles.panel} aria-labelledby="routine-how">
        <h2 id="routine-how" className={styles.panelTitle}>Pengingat</h2>
        <p className={styles.note}>Saat jadwalnya tiba, kami kirim pesan di Pesan dan notifikasi berisi tautan donasi yang sudah terisi. Kamu tinggal memeriksa lalu membayar.</p>
        <label className={styles.check}>
          <input type="checkbox" checked={whatsapp} onChange={(e) => setWhatsapp(e.target.checked)} />
          <span>Ingatkan juga lewat WhatsApp</span>
        </label>
      </section>
      {errors.program ? <div className="alert alert--danger" role="alert">{errors.program}</div> : null}
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan Infaq Rutin'}</button>
    </form>
  );
}
