import { useNavigate, useRouter } from '@tanstack/react-router';
import type { User } from '../../contract/user';
import { clearRedirectAfterLogin, readRedirectAfterLogin } from '../../db/return-paths';
import { startSession } from '../../sync/sign-out';
import { PageLayout } from '../../ui/page-layout';
import { LockIcon } from './lock-icon';
import { AuthScreen } from './auth-screen';
import { GuestLinks } from './guest-links';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PasswordForm } from './password-form';
import { RegisterForm } from './register-form';
import { VerificationStep } from './verification-step';
import { Welcome } from './welcome';

// The account pages, each a PageLayout around its form; the routes only pick one.

export function LoginPage({ state }: { state?: 'campaign' | 'fundraiser' | 'khataman' | 'qurban' | 'petugas' }) {
  const navigate = useNavigate();
  const router = useRouter();
  const onLoggedIn = async (user: User) => {
    // Anything another account left on this phone goes before this one's profile is stored.
    await startSession(user);
    const back = state ? await readRedirectAfterLogin() : undefined;
    if (back) {
      await clearRedirectAfterLogin();
      router.history.push(back);
    } else {
      await navigate({ to: '/profile' });
    }
  };
  return (
    <PageLayout title="Masuk">
      <AuthScreen title="Halo, Silahkan Masuk" lead={state ? 'Masuk dulu untuk melanjutkan, lalu kami antar kembali ke halaman tadi.' : 'Masuk dengan nomor Whatsapp dan kata sandi akunmu.'}>
        <LoginForm onLoggedIn={onLoggedIn} />
      </AuthScreen>
      {/* Sent here to log in for something else, the person wants only the form. */}
      {state ? null : <GuestLinks />}
    </PageLayout>
  );
}

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Daftar">
      <AuthScreen title="Buat Akunmu" lead="Daftar dengan nomor Whatsapp aktif. Kode verifikasi akan dikirim ke nomor itu.">
        <RegisterForm onCodeSent={() => void navigate({ to: '/auth/verification' })} />
      </AuthScreen>
    </PageLayout>
  );
}

export function RegisterVerificationPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Verifikasi">
      <VerificationStep purpose="register" onVerified={() => void navigate({ to: '/auth/register/password' })} />
    </PageLayout>
  );
}

export function RegisterPasswordPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Kata Sandi">
      <AuthScreen title="Buat Kata Sandi" lead="Nomormu sudah terverifikasi. Buat kata sandi minimal 8 karakter untuk masuk nanti." icon={<LockIcon />}>
        <PasswordForm purpose="register" onDone={() => void navigate({ to: '/auth/register/welcome' })} />
      </AuthScreen>
    </PageLayout>
  );
}

export function WelcomePage() {
  return (
    <PageLayout title="Selamat Datang">
      <Welcome />
    </PageLayout>
  );
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Lupa Kata Sandi">
      <AuthScreen title="Lupa Kata Sandi" lead="Masukkan nomor Whatsapp yang terdaftar. Kami kirim kode OTP untuk membuat kata sandi baru." icon={<LockIcon />}>
        <ForgotPasswordForm onCodeSent={() => void navigate({ to: '/forgot-password/verification', search: { state: 'forgot-password' } })} />
      </AuthScreen>
    </PageLayout>
  );
}

export function ForgotVerificationPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Verifikasi">
      <VerificationStep purpose="forgot-password" onVerified={() => void navigate({ to: '/forgot-password/new-password', search: { state: 'forgot-password' } })} />
    </PageLayout>
  );
}

export function NewPasswordPage() {
  const navigate = useNavigate();
  return (
    <PageLayout title="Kata Sandi Baru">
      <AuthScreen title="Buat Kata Sandi Baru" lead="Kata sandi baru minimal 8 karakter. Setelah disimpan, masuk lagi dengan kata sandi ini." icon={<LockIcon />}>
        <PasswordForm purpose="forgot-password" onDone={() => void navigate({ to: '/auth' })} />
      </AuthScreen>
    </PageLayout>
  );
}
