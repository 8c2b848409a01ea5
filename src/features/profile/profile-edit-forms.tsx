import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  ADDRESS_MAX, AddressEditSchema, BirthdateEditSchema, FULLNAME_MAX, FullnameEditSchema, GENDERS, GREETINGS, userMessages, type User,
} from '../../contract/user';
import { jakartaDate } from '../../contract/jakarta-date';
import { setNotice } from '../../db/notices';
import { saveProfileText } from '../../sync/profile-edits';
import type { OfflineEditType } from '../../sync/profile-cache';
import { failureMessage, touchedError } from '../../ui/form-error';
import { CalendarIcon } from '../../ui/more-icons';
import { TextField } from '../../ui/text-field';
import { formatBirthdate } from './calendar';
import { Calendar } from './calendar-view';
import styles from './profile.module.css';

type EditProps = { user: User; onSaved: () => void };

/** Saves through the outbox path (direct online, queued offline) and sets the one-shot flag. */
function useSave(editType: OfflineEditType, onSaved: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (editValue: string) => {
    setFailure(null);
    try {
      await saveProfileText({ editType, editValue });
      await setNotice('profile-saved', userMessages.saved);
      onSaved();
    } catch (error) {
      setFailure(failureMessage(error)); // the form keeps what was typed
    }
  };
  return { failure, save };
}

function TextEdit({ editType, label, name, schema, max, initial, onSaved, autoComplete }: {
  editType: 'fullname' | 'address'; label: string; name: string; schema: typeof FullnameEditSchema | typeof AddressEditSchema; max: number; initial: string; onSaved: () => void; autoComplete: string;
}) {
  const { failure, save } = useSave(editType, onSaved);
  const FormSchema = v.object({ value: schema });
  const form = useForm({
    defaultValues: { value: initial },
    validators: { onChange: FormSchema },
    onSubmit: async ({ value }) => save(v.parse(FormSchema, value).value),
  });
  return (
    <form className="page-body" noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <form.Field name="value">
        {(field) => (
          <TextField label={label} name={name} max={max} autoComplete={autoComplete} value={field.state.value}
            onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} autoFocus />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Menyimpan…' : 'Simpan'}</button>}
      </form.Subscribe>
    </form>
  );
}

export function FullnameEdit({ user, onSaved }: EditProps) {
  return <TextEdit editType="fullname" label="Nama Lengkap" name="fullname" schema={FullnameEditSchema} max={FULLNAME_MAX} initial={user.nama} onSaved={onSaved} autoComplete="name" />;
}

export function AddressEdit({ user, onSaved }: EditProps) {
  return <TextEdit editType="address" label="Alamat" name="address" schema={AddressEditSchema} max={ADDRESS_MAX} initial={user.alamat ?? ''} onSaved={onSaved} autoComplete="street-address" />;
}

/** Tanggal Lahir: a read-only field showing 'j F Y' and the calendar below it; stored Y-m-d. */
export function BirthdateEdit({ user, onSaved, now = () => new Date() }: EditProps & { now?: () => Date }) {
  const { failure, save } = useSave('birthdate', onSaved);
  const [value, setValue] = useState(user.tgl_lahir ?? '');
  const [touched, setTouched] = useState(false);
  const today = jakartaDate(now());
  const checked = v.safeParse(BirthdateEditSchema, value);
  const error = touched && !checked.success ? checked.issues[0].message : undefined;
  const [busy, setBusy] = useState(false);
  return (
    <form className="page-body" noValidate onSubmit={async (e) => {
      e.preventDefault();
      setTouched(true);
      if (!checked.success || value > today) return;
      setBusy(true);
      await save(checked.output);
      setBusy(false);
    }}>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <TextField label="Tanggal Lahir" name="birthdate" readOnly value={value ? formatBirthdate(value) : ''} placeholder="Pilih tanggal di kalender"
        error={error} end={<CalendarIcon size={20} />} />
      <Calendar value={value} maxYmd={today} onSelect={(ymd) => { setValue(ymd); setTouched(true); }} />
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
    </form>
  );
}

function ChoiceEdit<T extends string>({ editType, legend, options, initial, onSaved }: { editType: 'gender' | 'greeting'; legend: string; options: readonly T[]; initial: T | null; onSaved: () => void }) {
  const { failure, save } = useSave(editType, onSaved);
  const [value, setValue] = useState<T | null>(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form className="page-body" noValidate onSubmit={async (e) => {
      e.preventDefault();
      setTouched(true);
      if (!value) return;
      setBusy(true);
      await save(value);
      setBusy(false);
    }}>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} className="field">
        <legend className="field__label" style={{ marginBottom: 'var(--space-2)' }}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name={editType} value={option} checked={value === option} onChange={() => setValue(option)} />
              {option}
            </label>
          ))}
        </div>
        {touched && !value ? <span className="field__error" role="alert">Mohon diisi terlebih dahulu</span> : null}
      </fieldset>
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
    </form>
  );
}

export function GenderEdit({ user, onSaved }: EditProps) {
  return <ChoiceEdit editType="gender" legend="Jenis Kelamin" options={GENDERS} initial={user.kelamin} onSaved={onSaved} />;
}

export function GreetingEdit({ user, onSaved }: EditProps) {
  return <ChoiceEdit editType="greeting" legend="Sapaan" options={GREETINGS} initial={user.sapaan} onSaved={onSaved} />;
}
