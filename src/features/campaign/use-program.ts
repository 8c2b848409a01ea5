import { ApiError } from '../../api/client';
import { getCampaignBySlug, programAnswerInPage } from '../../api/campaign';
import { programBySlug } from '../../contract/first-screen';
import type { Campaign } from '../../contract/campaign';
import { usePublicRead, type CachedRead } from '../../ui/use-remote';

/**
 * A program (campaign or kencleng program) by its slug, under the same key as the page's
 * first-screen answer for it; a missing one is an ApiError 404.
 */
export function useProgram(slug: string): CachedRead<Campaign> {
  const remote = usePublicRead(programBySlug(slug), (signal) => getCampaignBySlug(slug, { signal }), () => programAnswerInPage(slug));
  if (remote.status !== 'ready') return remote;
  const program = remote.data[0];
  if (!program) return { status: 'error', error: new ApiError(404, 'Program tidak ditemukan'), retry: remote.retry, refresh: remote.refresh, freshness: remote.freshness };
  return { ...remote, data: program };
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
