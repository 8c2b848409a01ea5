import { useState } from 'react';
import { OtpInput } from './otp-input';
import { useOtpCountdown } from './use-countdown';
import { WhatsAppIcon } from './more-icons';

/**
 * The verification step: five boxes, the mm:ss countdown from the issue time, and 'Kirim ulang
 * OTP' once it reaches zero. The server checks the code; `onVerify` answers an error text or null.
 */
export function OtpVerification({ title = 'Verifikasi akunmu', phone, issuedAt, onVerify, onResend, now }: {
  title?: string;
  phone: string; // without the leading 62
  issuedAt: number | undefined;
  onVerify: (code: string) => Promise<string | null>;
  onResend: () => Promise<string | null>;
  now?: () => number;
}) {
  const countdown = useOtpCountdown(issuedAt, now);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const verify = async (code: string) => {
    setBusy(true);
    setError(null);
    const failure = await onVerify(code);
    setBusy(false);
    if (failure) {
      setError(failure);
      setAttempt((n) => n + 1); // clears the boxes for another try
    }
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    const failure = await onResend();
    setBusy(false);
    if (failure) setError(failure);
    else {
      setResent(true);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 'var(--space-5)', justifyItems: 'center', textAlign: 'center', padding: 'var(--space-6) var(--space-4)' }}>
      <span style={{ display: 'grid', placeItems: 'center', width: 72, height: 72, borderRadius: 999, background: 'var(--c-primary-soft)', color: 'var(--c-primary)' }}>
        <WhatsAppIcon size={36} />
      </span>
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <h2 style={{ fontSize: 'var(--fs-xl)' }}>{title}</h2>
        <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>
          Masukkan 5 digit kode yang kami kirim lewat WhatsApp ke <strong style={{ color: 'var(--c-ink)' }}>+62{phone}</strong>
        </p>
      </div>
      {error ? <div className="alert alert--danger" role="alert" style={{ width: '100%' }}>{error}</div> : null}
      {resent && !error && !countdown.expired ? <div className="alert alert--success" role="status" style={{ width: '100%' }}>Kode OTP baru sudah dikirim.</div> : null}
      <OtpInput key={attempt} onComplete={(code) => void verify(code)} disabled={busy || countdown.expired} invalid={Boolean(error)} />
      {countdown.expired ? (
        <div style={{ display: 'grid', gap: 'var(--space-3)', justifyItems: 'center' }}>
          <p className="muted" style={{ fontSize: 'var(--fs-s)' }}>Kode OTP telah habis</p>
          <button type="button" className="btn btn--outline" onClick={() => void resend()} disabled={busy}>Kirim ulang OTP</button>
        </div>
      ) : (
        <p className="muted" style={{ fontSize: 'var(--fs-s)' }} aria-live="off">
          Kode berlaku <strong data-testid="otp-countdown" style={{ color: 'var(--c-primary)', fontVariantNumeric: 'tabular-nums' }}>{countdown.text}</strong>
        </p>
      )}
    </div>
  );
}
