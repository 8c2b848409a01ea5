import { ApiError } from '../../api/client';
import { getProgramBySlug, programBySlugInPage } from '../../api/campaign';
import { useRemote } from '../../ui/use-remote';

/** A program (campaign or kencleng program) by its slug; a missing one is an ApiError 404. */
export function useProgram(slug: string) {
  return useRemote(`program:${slug}`, (signal) => getProgramBySlug(slug, { signal }), () => programBySlugInPage(slug));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
