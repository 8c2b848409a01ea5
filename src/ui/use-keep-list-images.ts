import { useEffect } from 'react';
import { keepListImages } from '../lib/keep-list-images';

/** keepListImages for the pictures a list shows now (and again as it grows). */
export function useKeepListImages(urls: ReadonlyArray<string | null | undefined>): void {
  const key = urls.join('\n');
  useEffect(() => {
    if (key) void keepListImages(key.split('\n'));
  }, [key]);
}
