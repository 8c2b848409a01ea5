import { useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { forgotPassword } from '../../api/auth';
import { ForgotPasswordFormSchema } from '../../contract/auth';
import { failureMessage, fieldsFrom, touchedError } from '../../ui/form-error';
import { WhatsappField } from '../../ui/text-field';
import { authStyles as styles } from './auth-screen';
import { writeAuthFlow } from './auth-flow';

/** 'Lupa Kata Sandi': the registered number; the server sends a code if it knows the number. */
export function ForgotPasswordForm({ onCodeSent, now = Date.now }: { onCodeSent: () => void; now?: () => number }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { whatsapp: '' },
    validators: { onChange: fieldsFrom(ForgotPasswordFormSchema) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const input = v.parse(ForgotPasswordFormSchema, value);
      try {
        const answer = await forgotPassword({ phoneNumber: input.whatsapp });
        await writeAuthFlow({ purpose: 'forgot-password', phone: answer.data.phone, issuedAt: now() });
        onCodeSent();
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <form.Field name="whatsapp">
        {(field) => (
          <WhatsappField name="whatsapp" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Mengirim kode…' : 'Kirim'}</button>}
      </form.Subscribe>
    </form>
  );
}
