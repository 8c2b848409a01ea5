import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { programPath } from '../../contract/program-ref';

/**
 * A link to an in-app path owned by another feature's routes (the kencleng detail pages), followed
 * through the router like <Link> but without depending on that route's generated type.
 */
export function PathLink({ href, className, children, testId }: { href: string; className?: string; children: ReactNode; testId?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return <a href={href} className={className} onClick={onClick} data-testid={testId}>{children}</a>;
}

export const kenclengPath = (slug: string, sub = '') => programPath({ kind: 'kencleng', slug }, sub);
