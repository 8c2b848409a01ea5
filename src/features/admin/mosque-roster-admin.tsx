import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../api/client';
import { addRosterSlot, getAdminRoster, removeRosterSlot } from '../../api/ramadan-roster';
import { jakartaDate } from '../../contract/jakarta-date';
import {
  ROSTER_NAME_MAX, ROSTER_ROLES, ROSTER_ROLE_LABELS, RosterSlotForm, rosterDateProblem, rosterMessages,
  type RosterAdminSlot, type RosterAdminView, type RosterRole,
} from '../../contract/ramadan-roster';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import { DateField } from './admin-fields';
import { formatLongDay } from './admin-format';
import { submitAttempt, useAttempts } from './attempt';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './mosque-admin.module.css';

/**
 * The contract's form with the server's date rule on top (not past, not too far). Today is
 * Jakarta's: the westernmost zone, so a mosque further east is never refused a day the server
 * would take; the server judges by the mosque's own today.
 */
const slotFormOn = (today: string) => v.object({
  ...RosterSlotForm.entries,
  date: v.pipe(RosterSlotForm.entries.date, v.check((date) => rosterDateProblem(date, today) === null, (issue) => rosterDateProblem(String(issue.input), today) ?? '')),
});

/** The slots by day, in the order the server gives them (day, then role). */
function byDay(slots: readonly RosterAdminSlot[]): { date: string; slots: RosterAdminSlot[] }[] {
  const days: { date: string; slots: RosterAdminSlot[] }[] = [];
  for (const s of slots) {
    const last = days.at(-1);
    if (last?.date === s.date) last.slots.push(s);
    else days.push({ date: s.date, slots: [s] });
  }
  return days;
}

/**
 * 'Petugas Ramadan' of one mosque: who leads tarawih, gives the kultum or kuliah subuh and brings
 * the takjil, day by day; a slot left without a name is open for the jamaah to take on the mosque
 * page. Every change answers the whole roster, which the list shows at once.
 */
export function MosqueRosterAdmin({ masjidId }: { masjidId: number }) {
  const remote = useRemote(`admin-mosque-roster:${masjidId}`, (signal) => getAdminRoster(masjidId, { signal }));
  const [answered, setAnswered] = useState<RosterAdminView | null>(null);
  const roster = answered ?? (remote.status === 'ready' ? remote.data : null);
  return (
    <section className={styles.panel} aria-labelledby="admin-petugas">
      <h2 id="admin-petugas" className={styles.panelTitle}>Petugas Ramadan</h2>
      <p className={styles.panelNote}>Isi nama petugas, atau biarkan kosong agar jamaah bisa mendaftar lewat halaman masjid. Jamaah yang mendaftar diingatkan lewat Pesan sehari sebelumnya.</p>
      {!roster && remote.status === 'loading' ? <Skeleton height={160} radius={12} /> : null}
      {!roster && remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
      {roster ? (
        <>
          <SlotForm masjidId={masjidId} onAdded={setAnswered} />
          <Slots slots={roster.slots} onChanged={setAnswered} />
        </>
      ) : null}
    </section>
  );
}

function SlotForm({ masjidId, onAdded }: { masjidId: number; onAdded: (view: RosterAdminView) => void }) {
  const toast = useToast();
  const today = jakartaDate(new Date());
  const schema = useMemo(() => slotFormOn(today), [today]);
  const initial = { date: today, role: 'imam_tarawih' as RosterRole, name: '' };
  const form = useAdminForm({ initial, schema, toRequest: (values) => ({ ...values, masjid_id: String(masjidId) }), formId: `roster-slot:${masjidId}` });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => addRosterSlot({ ...request, masjid_id: masjidId }, key));
    if (!answer) return;
    toast(rosterMessages.added, { tone: 'success' });
    // Date and role stay, so a month of nights goes in quickly.
    form.reset({ ...values, name: '' });
    onAdded(answer.data);
  };
  return (
    <form className={styles.form} noValidate aria-label="Tambah Petugas" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <div className={own.two}>
        <DateField label="Tanggal" name="date" min={today} value={values.date} onChange={(x) => set('date', x)} onBlur={() => touch('date')} error={error('date')} />
        <div className={`field ${own.fieldTop}`}>
          <label className="field__label" htmlFor={`roster-role-${masjidId}`}>Tugas</label>
          <select id={`roster-role-${masjidId}`} name="role" className={own.select} value={values.role}
            aria-invalid={error('role') ? true : undefined} onChange={(e) => set('role', e.target.value as RosterRole)}>
            {ROSTER_ROLES.map((r) => <option key={r} value={r}>{ROSTER_ROLE_LABELS[r]}</option>)}
          </select>
          {error('role') ? <span className="field__error" role="alert">{error('role')}</span> : null}
        </div>
      </div>
      <TextField label="Nama petugas (boleh kosong)" name="name" max={ROSTER_NAME_MAX} value={values.name} placeholder="Ust. Ahmad Fauzi"
        onChange={(x) => set('name', x)} onBlur={() => touch('name')} error={error('name')} />
      <button type="submit" className="btn btn--block btn--outline" disabled={form.busy}>{form.busy ? 'Menyimpan…' : 'Tambah'}</button>
    </form>
  );
}

function Slots({ slots, onChanged }: { slots: readonly RosterAdminSlot[]; onChanged: (view: RosterAdminView) => void }) {
  const toast = useToast();
  const attemptFor = useAttempts();
  const [asking, setAsking] = useState<RosterAdminSlot | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const remove = async (slot: RosterAdminSlot) => {
    setBusy(slot.id);
    try {
      const answer = await submitAttempt(attemptFor(`remove-roster-slot:${slot.id}`), (key) => removeRosterSlot(slot.id, key));
      toast(rosterMessages.removed, { tone: 'success' });
      setAsking(null);
      onChanged(answer.data);
    } catch (e) {
      toast(e instanceof ApiError ? e.message : 'Jadwal petugas belum bisa dihapus. Coba lagi, ya.', { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  if (slots.length === 0) return <p className={styles.panelNote}>Belum ada jadwal petugas.</p>;
  return (
    <>
      <div className={own.rosterDays} data-testid="admin-roster">
        {byDay(slots).map((day) => (
          <div key={day.date}>
            <h3 className={own.rosterDay}>{formatLongDay(day.date)}</h3>
            <ul className={own.rows}>
              {day.slots.map((s) => (
                <li key={s.id} className={own.row} data-testid="admin-roster-slot">
                  <span className={own.rowText}>
                    <strong>{ROSTER_ROLE_LABELS[s.role]}</strong>
                    {s.name ? <span className={own.rosterName}>{s.name}</span> : <span>Kosong, menunggu jamaah</span>}
                    {s.volunteer ? (
                      <span className={own.rosterBy}>
                        <span className={styles.status} data-tone="open">lewat aplikasi</span>
                        {s.nomor_hp ? <span>+62 {s.nomor_hp}</span> : null}
                      </span>
                    ) : null}
                  </span>
                  <button type="button" className={own.linkButton} disabled={busy === s.id}
                    aria-label={`Hapus ${ROSTER_ROLE_LABELS[s.role]} ${formatLongDay(s.date)}${s.name ? `, ${s.name}` : ''}`}
                    onClick={() => (s.volunteer ? setAsking(s) : void remove(s))}>Hapus</button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <ConfirmSheet open={asking !== null} title="Hapus petugas yang mendaftar?"
        text={asking ? `${asking.name ?? 'Jamaah'} mendaftar lewat aplikasi sebagai ${ROSTER_ROLE_LABELS[asking.role]} untuk ${formatLongDay(asking.date)}. Jadwalnya akan dihapus dan ia tidak diingatkan lagi.` : ''}
        confirmLabel="Ya, Hapus" busyLabel="Menghapus…" busy={busy !== null} danger onConfirm={() => asking && void remove(asking)} onCancel={() => setAsking(null)} />
    </>
  );
}
