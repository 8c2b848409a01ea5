import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { stepUp } from '../../api/admin-mosque';
import { roleMessages, STEP_UP_MINUTES } from '../../contract/admin-mosque';
import { BottomSheet } from '../../ui/bottom-sheet';
import { TextField } from '../../ui/text-field';
import { submitFailure } from '../../ui/form-error';
import styles from './admin.module.css';

/*
 * Money and role actions need the password given again (a short-lived step-up, not a second
 * login). The sheet asks for it before the first such call of a step-up period, so the call is
 * not first refused (a 403 in the console for nothing); the step-up's end is kept for this tab.
 * A call refused all the same (the period ended on the server, another account) opens the
 * sheet then; once the password is right, the same call goes again with the same idempotency key.
 */

const STEP_UP_UNTIL_KEY = 'jariyah:step-up-until';
/** Margin for the clock and the trip: a step-up about to end is asked for again. */
const STEP_UP_MARGIN_MS = 15_000;

function steppedUp(now = Date.now()): boolean {
  try {
    return Number(sessionStorage.getItem(STEP_UP_UNTIL_KEY)) - STEP_UP_MARGIN_MS > now;
  } catch {
    return false;
  }
}

function rememberStepUp(until: string): void {
  try {
    sessionStorage.setItem(STEP_UP_UNTIL_KEY, String(Date.parse(until)));
  } catch {
    // Storage closed to the page: the server's 403 asks again.
  }
}

type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;
const StepUpContext = createContext<WithStepUp>((call) => call());

export const needsStepUp = (error: unknown) => error instanceof ApiError && error.status === 403 && Boolean(error.errors.password);

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (e: unknown) => void; error: unknown } | null>(null);

  const askPassword = useCallback((error: unknown) => new Promise<void>((resolve, reject) => {
    waiting.current = { resolve, reject, error };
    setOpen(true);
  }), []);

  const withStepUp = useCallback<WithStepUp>(async (call) => {
    if (!steppedUp()) await askPassword(new ApiError(403, roleMessages.stepUpNeeded, { password: roleMessages.stepUpNeeded }));
    try {
      return await call();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      await askPassword(error);
      return call();
    }
  }, [askPassword]);

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
      const answer = await stepUp(password);
      rememberStepUp(answer.data.until);
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
