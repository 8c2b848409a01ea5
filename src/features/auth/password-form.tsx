import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { newPassword, register } from '../../api/auth';
import { ApiError } from '../../api/client';
import { PasswordFormSchema } from '../../contract/auth';
import { setNotice } from '../../db/notices';
import { startSession } from '../../sync/sign-out';
import { authMessages } from '../../contract/auth';
import { failureMessage, fieldsFrom, touchedError } from '../../ui/form-error';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { authStyles as styles } from './auth-screen';
import { clearAuthFlow, useAuthFlow, type AuthFlow } from './auth-flow';
import { FlowMissing } from './verification-step';

/**
 * Kata Sandi and Ulangi Kata Sandi. Register creates the account with the proof from the code
 * step; forgot password sets the new password with its proof. Either way the flow is cleared.
 */
export function PasswordForm({ purpose, onDone }: { purpose: AuthFlow['purpose']; onDone: () => void }) {
  const flow = useAuthFlow();
  const [failure, setFailure] = useState<{ text: string; restart: boolean } | null>(null);
  const form = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    validators: { onChange: fieldsFrom(PasswordFormSchema) },
    onSubmit: async ({ value }) => {
      if (!flow?.proof) return;
      setFailure(null);
      const { password } = v.parse(PasswordFormSchema, value);
      try {
        if (purpose === 'register') {
          const answer = await register({ whatsapp: flow.phone, fullname: flow.fullName ?? '', password, proof: flow.proof });
          await startSession(answer.data.user);
        } else {
          await newPassword({ whatsapp: flow.phone, password, proof: flow.proof });
          await setNotice('auth-notice', authMessages.passwordChanged);
        }
        await clearAuthFlow();
        onDone();
      } catch (error) {
        // A used or expired proof cannot be retried: offer to verify the number again.
        setFailure({ text: failureMessage(error), restart: error instanceof ApiError && error.status === 403 });
      }
    },
  });
  if (flow === undefined) return <div className="page-body"><Skeleton height={200} /></div>;
  if (!flow || flow.purpose !== purpose || !flow.proof) return <FlowMissing purpose={purpose} />;
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      {failure ? (
        <div className="alert alert--danger" role="alert">
          {failure.text}{' '}
          {failure.restart ? <Link to={purpose === 'register' ? '/auth/register' : '/forgot-password'} style={{ fontWeight: 700, color: 'inherit', textDecoration: 'underline' }}>Ulangi</Link> : null}
        </div>
      ) : null}
      <form.Field name="password">
        {(field) => (
          <TextField label="Kata Sandi" name="password" type="password" autoComplete="new-password" placeholder="Minimal 8 karakter"
            value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <form.Field name="confirmPassword">
        {(field) => (
          <TextField label="Ulangi Kata Sandi" name="confirmPassword" type="password" autoComplete="new-password" placeholder="Ketik ulang kata sandi"
            value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Menyimpan…' : 'Simpan'}</button>}
      </form.Subscribe>
    </form>
  );
}
