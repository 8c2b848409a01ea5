import { useState } from 'react';
import { signOut, unsentChangesBeforeSignOut } from './sign-out';

export type SignOutStep = 'idle' | 'checking' | 'confirm' | 'leaving';

/**
 * The screens' side of signing out: count what would be lost, ask when something would (the
 * caller shows UNSENT_CHANGES_WARNING in a ConfirmSheet while step is 'confirm'), sign out, then
 * hand over to `onSignedOut` (go to /auth, reload as a guest).
 */
export function useSignOut(onSignedOut: () => Promise<void> | void) {
  const [step, setStep] = useState<SignOutStep>('idle');
  const [asked, setAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const leave = async () => {
    setStep('leaving');
    try {
      await signOut();
    } catch {
      // Only the device's storage can fail here (the server part never throws): say so, stay.
      setFailure('Gagal keluar dari perangkat ini. Silakan coba lagi.');
      setStep('idle');
      return;
    }
    await onSignedOut();
  };

  const start = async () => {
    setFailure(null);
    setAsked(false);
    setStep('checking');
    // If the outbox cannot even be counted, ask anyway: never lose changes silently.
    const unsent = await unsentChangesBeforeSignOut().catch(() => 1);
    if (unsent > 0) {
      setAsked(true);
      setStep('confirm');
    } else {
      await leave();
    }
  };

  return {
    step,
    busy: step === 'checking' || step === 'leaving',
    /** The question stays up, busy, while the sign-out it led to runs. */
    asking: step === 'confirm' || (step === 'leaving' && asked),
    failure,
    start: () => void start(),
    confirm: () => void leave(),
    cancel: () => setStep('idle'),
  };
}
