import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { resendOtp, verifyOtp } from '../../api/auth';
import { ApiError } from '../../api/client';
import { editProfile, sendProfileOtp } from '../../api/user';
import { EmailEditSchema, userMessages, WhatsappEditSchema, type User } from '../../contract/user';
import { setNotice } from '../../db/notices';
import { forgetAccountOnDevice } from '../../sync/sign-out';
import { failureMessage, touchedError } from '../../ui/form-error';
import { PhoneIcon } from '../../ui/icons';
import { ChevronRightIcon, MailIcon, WhatsAppIcon } from '../../ui/more-icons';
import { OtpVerification } from '../../ui/otp-verification';
import { Skeleton } from '../../ui/skeleton';
import { TextField, WhatsappField } from '../../ui/text-field';
import { clearContactFlow, useContactFlow, writeContactFlow, type ContactFlow } from './contact-flow';
import type { ContactState } from './edit-keys';
import styles from './profile.module.css';

type Kind = ContactFlow['kind'];

/**
 * Changing the WhatsApp number or the email: read-only page → choosing (send a code to the
 * current number) → verification → edit; a new number gets its own code (verification-new)
 * before the server switches it, ends every session, and we go to /auth.
 */
export function ContactChange({ kind, state, user }: { kind: Kind; state?: ContactState; user: User }) {
  const edit = kind === 'phone' ? 'phone' : 'email';
  const navigate = useNavigate();
  const go = (next?: ContactState) => void navigate({ to: '/profile/personal', search: { edit, state: next }, replace: next !== 'choosing' });
  const flow = useContactFlow();

  if (!state) return <ContactReadOnly kind={kind} user={user} />;
  if (state === 'choosing') return <Choosing kind={kind} user={user} onSent={() => go('verification')} />;
  if (flow === undefined) return <div className="page-body"><Skeleton height={240} /></div>;
  if (!flow || flow.kind !== kind) return <Restart onRestart={() => go('choosing')} />;

  if (state === 'verification') {
    return (
      <OtpVerification title="Verifikasi nomor kamu" phone={user.whatsapp} issuedAt={flow.issuedAt}
        onVerify={async (code) => {
          try {
            const answer = await verifyOtp({ phoneNumber: user.whatsapp, code, purpose: 'change-phone-current' });
            // A correct code ends the countdown: only the proof is kept for the next step.
            await writeContactFlow({ kind, proof: answer.data.proof });
            go('edit');
            return null;
          } catch (error) {
            return codeError(error);
          }
        }}
        onResend={async () => {
          try {
            await resendOtp({ phoneNumber: user.whatsapp, purpose: 'change-phone-current' });
            await writeContactFlow({ kind, issuedAt: Date.now() });
            return null;
          } catch (error) {
            return failureMessage(error);
          }
        }} />
    );
  }

  if (state === 'edit') {
    if (!flow.proof) return <Restart onRestart={() => go('choosing')} />;
    return kind === 'phone'
      ? <NewPhoneForm user={user} proof={flow.proof} onCodeSent={async (newPhone) => { await writeContactFlow({ kind, newPhone, issuedAt: Date.now() }); go('verification-new'); }} onProofSpent={() => go('choosing')} />
      : <NewEmailForm user={user} proof={flow.proof} onSaved={async () => { await clearContactFlow(); await setNotice('profile-saved', userMessages.saved); void navigate({ to: '/profile/personal', replace: true }); }} onProofSpent={() => go('choosing')} />;
  }

  // verification-new: the code sent to the new number
  if (!flow.newPhone) return <Restart onRestart={() => go('choosing')} />;
  const newPhone = flow.newPhone;
  return (
    <OtpVerification title="Verifikasi nomor baru" phone={newPhone} issuedAt={flow.issuedAt}
      onVerify={async (code) => {
        try {
          const proof = await verifyOtp({ phoneNumber: newPhone, code, purpose: 'change-phone-new' });
          const answer = await editProfile({ editType: 'whatsapp', editValue: newPhone, proof: proof.data.proof }, crypto.randomUUID());
          if (answer.data.pending) return failureMessage(new Error('Verifikasi belum selesai, silakan coba lagi'));
          // The server ended every session: forget this account here and log in with the new number.
          await clearContactFlow();
          await forgetAccountOnDevice();
          await setNotice('profile-saved', userMessages.saved);
          await setNotice('auth-notice', userMessages.phoneChanged);
          void navigate({ to: '/auth', replace: true });
          return null;
        } catch (error) {
          return codeError(error);
        }
      }}
      onResend={async () => {
        try {
          await resendOtp({ phoneNumber: newPhone, purpose: 'change-phone-new' });
          await writeContactFlow({ ...flow, issuedAt: Date.now() });
          return null;
        } catch (error) {
          return failureMessage(error);
        }
      }} />
  );
}

const codeError = (error: unknown) => (error instanceof ApiError && error.errors.code ? error.errors.code : failureMessage(error));

function ContactReadOnly({ kind, user }: { kind: Kind; user: User }) {
  const value = kind === 'phone' ? (user.whatsapp ? `+62${user.whatsapp}` : null) : user.email;
  return (
    <div className="page-body">
      <TextField label={kind === 'phone' ? 'Nomor Whatsapp' : 'Email'} name={kind} readOnly value={value ?? '(Belum Lengkap)'} />
      <div className="alert alert--info">
        Untuk mengubah {kind === 'phone' ? 'nomor Whatsapp' : 'email'}, kamu perlu verifikasi terlebih dahulu lewat kode OTP ke nomor Whatsapp kamu.
        {' '}Mengubah nomor Whatsapp juga mengubah nomor yang kamu pakai untuk masuk.
      </div>
      <Link to="/profile/personal" search={{ edit: kind === 'phone' ? 'phone' : 'email', state: 'choosing' }} className="btn btn--block">Ubah</Link>
    </div>
  );
}

function Choosing({ kind, user, onSent }: { kind: Kind; user: User; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendProfileOtp();
      await writeContactFlow({ kind, issuedAt: Date.now() });
      onSent();
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };
  return (
    <div className="page-body">
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <h2 style={{ fontSize: 'var(--fs-xl)' }}>Pilih metode verifikasi</h2>
        <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Kami kirim kode OTP untuk memastikan ini benar kamu.</p>
      </div>
      {failure ? <div className="alert alert--danger" role="alert">{failure}</div> : null}
      <div className={styles.choices}>
        {user.whatsapp ? (
          <button type="button" className={styles.choice} onClick={() => void send()} disabled={busy}>
            <WhatsAppIcon size={22} />
            <span style={{ flex: 1, textAlign: 'left' }}>{busy ? 'Mengirim kode…' : `Whatsapp ke 62${user.whatsapp}`}</span>
            <ChevronRightIcon size={18} />
          </button>
        ) : null}
      </div>
      <Link to="/profile" style={{ textAlign: 'center', fontWeight: 600, fontSize: 'var(--fs-s)' }}>Kontak saya sudah tidak aktif</Link>
    </div>
  );
}

function Restart({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="page-body" style={{ textAlign: 'center' }}>
      <p className="muted">Verifikasi sudah tidak berlaku. Silakan ulangi dari awal.</p>
      <button type="button" className="btn btn--block" onClick={onRestart}>Ulangi verifikasi</button>
    </div>
  );
}

function NewPhoneForm({ user, proof, onCodeSent, onProofSpent }: { user: User; proof: string; onCodeSent: (phone: string) => Promise<void>; onProofSpent: () => void }) {
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const FormSchema = v.object({ value: WhatsappEditSchema });
  const form = useForm({
    defaultValues: { value: '' },
    validators: { onChange: FormSchema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const phone = v.parse(FormSchema, value).value;
      if (phone === user.whatsapp) {
        setFailure({ text: userMessages.phoneSame, restart: false });
        return;
      }
      try {
        const answer = await editProfile({ editType: 'whatsapp', editValue: phone, proof }, crypto.randomUUID());
        await onCodeSent(answer.data.pending ? answer.data.phone : phone);
      } catch (error) {
        setFailure(saveFailureOf(error));
      }
    },
  });
  return (
    <form className="page-body" noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Masukkan nomor Whatsapp baru. Kami kirim kode OTP ke nomor itu untuk memastikan nomornya aktif.</p>
      <SaveFailure failure={failure} onRestart={onProofSpent} />
      <form.Field name="value">
        {(field) => (
          <WhatsappField name="whatsapp" value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} end={<PhoneIcon size={18} />} />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Mengirim kode…' : 'Simpan'}</button>}
      </form.Subscribe>
    </form>
  );
}

function NewEmailForm({ user, proof, onSaved, onProofSpent }: { user: User; proof: string; onSaved: () => Promise<void>; onProofSpent: () => void }) {
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const FormSchema = v.object({ value: EmailEditSchema });
  const form = useForm({
    defaultValues: { value: user.email ?? '' },
    validators: { onChange: FormSchema },
    onSubmit: async ({ value }) => {
      setFailure(null);
      try {
        await editProfile({ editType: 'email', editValue: v.parse(FormSchema, value).value, proof }, crypto.randomUUID());
        await onSaved();
      } catch (error) {
        setFailure(saveFailureOf(error));
      }
    },
  });
  return (
    <form className="page-body" noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      <SaveFailure failure={failure} onRestart={onProofSpent} />
      <form.Field name="value">
        {(field) => (
          <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" placeholder="nama@contoh.com"
            value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} error={touchedError(field.state.meta)} end={<MailIcon size={18} />} />
        )}
      </form.Field>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => <button type="submit" className="btn btn--block" disabled={submitting}>{submitting ? 'Menyimpan…' : 'Simpan'}</button>}
      </form.Subscribe>
    </form>
  );
}

type SaveFailureState = { text: string; restart: boolean };

/** A 403 means the verification proof is used up or expired: only a new verification helps. */
const saveFailureOf = (error: unknown): SaveFailureState => ({ text: failureMessage(error), restart: error instanceof ApiError && error.status === 403 });

function SaveFailure({ failure, onRestart }: { failure: SaveFailureState | null; onRestart: () => void }) {
  if (!failure) return null;
  return (
    <div className="alert alert--danger" role="alert">
      {failure.text}{' '}
      {failure.restart ? <button type="button" className="btn btn--ghost btn--small" onClick={onRestart}>Ulangi verifikasi</button> : null}
    </div>
  );
}
