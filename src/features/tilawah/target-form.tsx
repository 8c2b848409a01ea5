import { useState } from 'react';
import * as v from 'valibot';
import { useToast } from '../../ui/toast';
import { Skeleton } from '../../ui/skeleton';
import { calendarDay, dailyGoal, TargetSchema, TOTAL_PAGES, TOTAL_VERSES, type Target } from './reading-habit';
import { saveTarget, useReadingDays, useTarget } from './use-tilawah';
import styles from './tilawah.module.css';

type Kind = Target['kind'];
const limits: Record<Kind, { max: number; label: string; unit: string }> = {
  ayat: { max: TOTAL_VERSES, label: 'Ayat per hari', unit: 'ayat' },
  halaman: { max: TOTAL_PAGES, label: 'Halaman per hari', unit: 'halaman' },
  khatam: { max: 3650, label: 'Khatam dalam', unit: 'hari' },
};

/** 'Target harian': verses or pages a day, or 'khatam in N days' turned into a daily amount. Nothing nags. */
export function TargetForm({ onSaved, now = () => new Date() }: { onSaved: () => void; now?: () => Date }) {
  const current = useTarget();
  const days = useReadingDays();
  if (!current || !days) return <div className="page-body"><Skeleton height={240} radius={16} /></div>;
  return <TargetFields current={current} days={days} onSaved={onSaved} today={calendarDay(now())} />;
}

function TargetFields({ current, days, onSaved, today }: { current: Target; days: Parameters<typeof dailyGoal>[1]; onSaved: () => void; today: string }) {
  const toast = useToast();
  const [kind, setKind] = useState<Kind>(current.kind);
  const [amount, setAmount] = useState(String(current.kind === 'khatam' ? current.days : current.perDay));
  const [error, setError] = useState<string | null>(null);
  const value = Number(amount);
  const draft: unknown = kind === 'khatam' ? { kind, days: value, startedOn: current.kind === 'khatam' ? current.startedOn : today } : { kind, perDay: value };
  const parsed = v.safeParse(TargetSchema, draft);
  const preview = parsed.success && parsed.output.kind === 'khatam' ? dailyGoal(parsed.output, days, today) : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!parsed.success) {
      setError(`Isi angka bulat 1 sampai ${limits[kind].max.toLocaleString('id-ID')}.`);
      return;
    }
    await saveTarget(parsed.output);
    toast('Target disimpan.', { tone: 'success' });
    onSaved();
  };
  return (
    <form className={`page-body ${styles.targetForm}`} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.choices}>
        <legend className="section-title">Jenis target</legend>
        {(Object.keys(limits) as Kind[]).map((k) => (
          <label key={k} className={styles.choice}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => { setKind(k); setError(null); setAmount(k === 'khatam' ? '30' : k === 'ayat' ? '20' : '2'); }} />
            <span>{limits[k].label}{k === 'khatam' ? ' … hari' : ''}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{kind === 'khatam' ? 'Jumlah hari' : `Jumlah ${limits[kind].unit}`}</span>
        <span className={`field__control ${error ? 'field__control--invalid' : ''}`}>
          <input inputMode="numeric" value={amount} aria-invalid={error ? true : undefined} onChange={(e) => { setAmount(e.target.value.replace(/\D/g, '').slice(0, 4)); setError(null); }} />
          <span className={styles.unit}>{limits[kind].unit}</span>
        </span>
        {error ? <span className="field__error" role="alert">{error}</span> : null}
      </label>
      {preview ? <p className="alert alert--info">Artinya sekitar <strong>{preview.amount.toLocaleString('id-ID')} ayat</strong> sehari, dihitung dari ayat yang belum kamu baca.</p> : null}
      <p className={styles.hint}>Target hanya untuk menyemangati: tidak ada pengingat yang mengganggu. Hari berturut-turut dihitung dari hari target tercapai.</p>
      <button type="submit" className="btn btn--block">Simpan target</button>
    </form>
  );
}
