import { useRouter } from '@tanstack/react-router';

/**
 * One step back inside the app. A page opened from a shared link has no entry of ours before it
 * (the router numbers its own entries; the first is 0), and the browser's own back would leave
 * the app, or land on the site the link came from: it goes to `fallback` instead, replacing the
 * entry so that back from there does not return here.
 */
export function useBack(fallback = '/'): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: fallback, replace: true });
  };
}
