import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { sendOtp } from '../../api/auth';
import { RegisterFormSchema } from '../../contract/auth';
import { FULLNAME_MAX } from '../../contract/user';
import { failureMessage, fieldsFrom, touchedError } from '../../ui/form-error';
import { TextField, WhatsappField } from '../../ui/text-field';
import { authStyles as styles } from './auth-screen';
import { writeAuthFlow } from './auth-flow';

/** 'Buat Akunmu': name and number; the server sends the code and the flow moves on. */
export function RegisterForm({ onCodeSent, now = Date.now }: { onCodeSent: () => void; now?: () => number }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { fullName: '', phoneNumber: '' },
    validators: { onChange: fieldsFrom(RegisterFormSchema) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const input = v.parse(RegisterFormSchema, value);
      try {
        const answer = await sendOtp({ phoneNumber: input.phoneNumber, purpose: 'register' });
        // The issue time is this device's clock at the answer, so a skewed server clock
        // cannot shorten or stretch the countdown.
        await writeAuthFlow({ purpose: 'register', phone: answer.data.phone, fullName: input.fullName, issuedAt: now() });
        onCodeSent();
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <form.Field name="fullName">
        {(field) => (
          <TextField label="Nama Lengkap" name="fullName" autoComplete="name" placeholder="Nama lengkap kamu" max={FULLNAME_MAX}
            value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <form.Field name="phoneNumber">
        {(field) => (
          <WhatsappField name="phoneNumber" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} />
        )}
      </form.Field>
      <p className="muted" style={{ fontSize: 'var(--fs-xs)' }}>Kami akan mengirim kode OTP lewat WhatsApp ke nomor ini.</p>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Mengirim kode…' : 'Selanjutnya'}</button>}
      </form.Subscribe>
      <p className={styles.foot}>
        Sudah punya akun? <Link to="/auth" className={styles.link}>Masuk</Link>
      </p>
    </form>
  );
}
