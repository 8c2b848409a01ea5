import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/client';
import { getUser } from '../../api/user';
import type { User } from '../../contract/user';
import { clearCachedProfile, readCachedProfile } from '../../db/cached-profile';
import { startSession } from '../../sync/sign-out';
import { useCachedProfile } from '../../sync/use-outbox';
import { useOutboxReplay } from '../../sync/use-outbox';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; user: User; refresh: () => Promise<void> }
  | { status: 'offline' }; // never loaded on this device and no network now

/**
 * The logged-in user for the profile pages: the cached copy at once (so they open offline),
 * refreshed from get_user. A guest (no account on this device) goes to /auth without asking the
 * server; so does a 401 (a session that ended).
 */
export function useProfile(): ProfileState {
  const navigate = useNavigate();
  const cached = useCachedProfile();
  const [failedOffline, setFailedOffline] = useState(false);
  useOutboxReplay();

  const refresh = useCallback(async () => {
    if (!(await readCachedProfile())) {
      await navigate({ to: '/auth', replace: true });
      return;
    }
    try {
      const answer = await getUser();
      // The session may belong to another account than the cached profile (a login elsewhere).
      await startSession(answer.data.data);
      setFailedOffline(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await clearCachedProfile();
        await navigate({ to: '/auth', replace: true });
      } else {
        setFailedOffline(true);
      }
    }
  }, [navigate]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (cached) return { status: 'ready', user: cached, refresh };
  if (cached === null && failedOffline) return { status: 'offline' };
  return { status: 'loading' };
}
