import { ApiError } from '../../api/client';
import { getCampaignBySlug } from '../../api/campaign';
import { useRemote } from '../../ui/use-remote';

/**
 * A program (campaign or kencleng program) by its slug. Both kinds are answered by
 * get_campaign_by_slug; a missing one is an ApiError 404.
 */
export function useProgram(slug: string) {
  return useRemote(`program:${slug}`, async (signal) => {
    const answer = await getCampaignBySlug(slug, { signal });
    const program = answer.data[0];
    if (!program) throw new ApiError(404, 'Program tidak ditemukan');
    return program;
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
