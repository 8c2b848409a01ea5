import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { stepUp } from '../../api/admin-mosque';
import { roleMessages, STEP_UP_MINUTES } from '../../contract/admin-mosque';
import { BottomSheet } from '../../ui/bottom-sheet';
import { TextField } from '../../ui/text-field';
import { submitFailure } from '../../lib/form-errors';
import styles from './admin.module.css';

/*
 * Money and role actions need the password given again (a short-lived step-up, not a second
 * login). A call refused for that (403 with an error on `password`) opens a sheet; once the
 * password is right, the same call goes again with the same idempotency key.
 */

type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;
const StepUpContext = createContext<WithStepUp>((call) => call());

export const needsStepUp = (error: unknown) => error instanceof ApiError && error.status === 403 && Boolean(error.errors.password);

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (e: unknown) => void; error: unknown } | null>(null);

  const withStepUp = useCallback<WithStepUp>(async (call) => {
    try {
      return await call();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject, error };
        setOpen(true);
      });
      return call();
    }
  }, []);

  const finish = (ok: boolean) => {
    const w = waiting.current;
    waiting.current = null;
    setOpen(false);
    if (ok) w?.resolve();
    else w?.reject(w.error);
  };

  return (
    <StepUpContext.Provider value={withStepUp}>
      {children}
      <BottomSheet open={open} title="Konfirmasi Kata Sandi" onClose={() => finish(false)}>
        <StepUpForm onDone={() => finish(true)} />
      </BottomSheet>
    </StepUpContext.Provider>
  );
}

export const useStepUp = () => useContext(StepUpContext);

function StepUpForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) return setError('Mohon diisi terlebih dahulu');
    setBusy(true);
    try {
      await stepUp(password);
      onDone();
    } catch (e) {
      const { fields, message } = submitFailure(e, ['password']);
      setError(fields.password ?? message ?? roleMessages.stepUpWrong);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.sheetBody} noValidate aria-label="Konfirmasi Kata Sandi" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <p className={styles.panelNote}>{roleMessages.stepUpNeeded}. Berlaku {STEP_UP_MINUTES} menit untuk pencatatan uang dan pengurus.</p>
      <TextField label="Kata Sandi" name="password" type="password" autoComplete="current-password" autoFocus value={password}
        onChange={(x) => { setPassword(x); setError(null); }} error={error ?? undefined} />
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Memeriksa…' : 'Lanjutkan'}</button>
    </form>
  );
}
