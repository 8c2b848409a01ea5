import { useToast } from './toast';

/**
 * Copies text to the clipboard and says so; where the browser refuses (no permission, an old
 * WebView), says how to copy by hand instead.
 */
export function useCopyText(done: string): (text: string) => Promise<void> {
  const toast = useToast();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(done);
    } catch {
      toast('Gagal menyalin. Tekan lama alamatnya untuk menyalin.');
    }
  };
}
