import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { login } from '../../api/auth';
import { LoginFormSchema } from '../../contract/auth';
import type { User } from '../../contract/user';
import { takeNotice } from '../../db/notices';
import { failureMessage, fieldsFrom, touchedError } from '../../ui/form-error';
import { TextField, WhatsappField } from '../../ui/text-field';
import { authStyles as styles } from './auth-screen';

/** /auth: number and password; a failure shows the server's message in the red banner. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => Promise<void> | void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    void takeNotice('auth-notice').then((text) => text && setNotice(text));
  }, []);
  const form = useForm({
    defaultValues: { whatsapp: '', password: '' },
    validators: { onChange: fieldsFrom(LoginFormSchema) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const input = v.parse(LoginFormSchema, value);
      try {
        const answer = await login(input);
        await onLoggedIn(answer.data.user);
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      {notice ? <div className="alert alert--success" role="status">{notice}</div> : null}
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <form.Field name="whatsapp">
        {(field) => (
          <WhatsappField name="whatsapp" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField label="Kata Sandi" name="password" type="password" autoComplete="current-password" placeholder="Kata sandi kamu"
            value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <div className={styles['row-end']}>
        <Link to="/forgot-password" className={styles.link}>Lupa Kata Sandi?</Link>
      </div>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Memproses…' : 'Masuk'}</button>}
      </form.Subscribe>
      <p className={styles.foot}>
        Belum punya akun? <Link to="/auth/register" className={styles.link}>Daftar Sekarang</Link>
      </p>
    </form>
  );
}
