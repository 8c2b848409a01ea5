import { getMosqueBySlug, mosqueBySlugCall } from '../../api/masjid';
import { usePublicRead } from '../../ui/use-remote';

/**
 * The mosque's name for the page's bar, from the same cached read as the page's body (one request
 * for both); 'Informasi' until it is known or when the mosque is not found.
 */
export function useMosqueTitle(slug: string): string {
  const remote = usePublicRead(mosqueBySlugCall(slug), (signal) => getMosqueBySlug(slug, { signal }));
  return (remote.status === 'ready' ? remote.data[0]?.header : undefined) ?? 'Informasi';
}
