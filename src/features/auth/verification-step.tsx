import { Link } from '@tanstack/react-router';
import { resendOtp, verifyOtp } from '../../api/auth';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../ui/form-error';
import { OtpVerification } from '../../ui/otp-verification';
import { Skeleton } from '../../ui/skeleton';
import { useAuthFlow, writeAuthFlow, type AuthFlow } from './auth-flow';

/**
 * The code step of register and forgot password. The server checks the code and answers a
 * proof, which is kept for the next step; the code itself is never stored.
 */
export function VerificationStep({ purpose, onVerified, now = Date.now }: { purpose: AuthFlow['purpose']; onVerified: () => void; now?: () => number }) {
  const flow = useAuthFlow();
  if (flow === undefined) return <div className="page-body"><Skeleton height={240} /></div>;
  if (!flow || flow.purpose !== purpose) return <FlowMissing purpose={purpose} />;

  const onVerify = async (code: string) => {
    try {
      const answer = await verifyOtp({ phoneNumber: flow.phone, code, purpose });
      await writeAuthFlow({ ...flow, proof: answer.data.proof });
      onVerified();
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.errors.code) return error.errors.code;
      return failureMessage(error);
    }
  };
  const onResend = async () => {
    try {
      await resendOtp({ phoneNumber: flow.phone, purpose });
      await writeAuthFlow({ ...flow, issuedAt: now(), proof: undefined });
      return null;
    } catch (error) {
      return failureMessage(error);
    }
  };
  return <OtpVerification phone={flow.phone} issuedAt={flow.issuedAt} onVerify={onVerify} onResend={onResend} now={now} />;
}

/** Opened without a pending flow (a new tab, a finished flow): lead back to its start. */
export function FlowMissing({ purpose }: { purpose: AuthFlow['purpose'] }) {
  return (
    <div className="page-body" style={{ textAlign: 'center', paddingTop: 'var(--space-8)' }}>
      <p className="muted">Sesi verifikasi tidak ditemukan atau sudah selesai. Silakan mulai lagi.</p>
      {purpose === 'register'
        ? <Link to="/auth/register" className="btn btn--block">Daftar Sekarang</Link>
        : <Link to="/forgot-password" className="btn btn--block">Lupa Kata Sandi</Link>}
    </div>
  );
}
