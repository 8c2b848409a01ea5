import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { OFFLINE } from './qurban-mine';

/**
 * A tap that changes something of the signed-in person's (a roster slot, a kajian seat): a guest,
 * or a session found gone, is sent to log in and brought back to `back()`; the answer's message is
 * shown; a failure is told and changes nothing on the page, so the person may tap again.
 */
export function useSignedInTap(back: () => string) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const toLogin = async () => {
    // The Dexie-backed return path loads only on this tap: the page's first JS stays small.
    const { saveRedirectAfterLogin } = await import('../../db/return-paths');
    await saveRedirectAfterLogin(back());
    // The roster's word for 'log in, then back' serves a kajian seat too: the login route is on
    // the first screen, which has no bytes to spare for another.
    router.history.push('/auth?state=petugas');
  };
  const run = async <T,>(signedIn: boolean | null, call: (key: string) => Promise<{ data: T; message: string }>, done: (data: T) => void) => {
    if (signedIn === false) return void toLogin();
    setBusy(true);
    try {
      const answer = await call(crypto.randomUUID());
      toast(answer.message, { tone: 'success', ms: 5000 });
      done(answer.data);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return void toLogin();
      toast(e instanceof ApiError ? e.errors.id ?? e.message : OFFLINE, { tone: 'danger', ms: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
