import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to a program sub-page. The same components serve '/campaign/$slug/…' and
 * '/kencleng-masjid/$slug/…', so the target is a built path followed through the router.
 */
export function AppLink({ href, className, children, testId, label }: { href: string; className?: string; children: ReactNode; testId?: string; label?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return <a href={href} className={className} onClick={onClick} data-testid={testId} aria-label={label}>{children}</a>;
}
