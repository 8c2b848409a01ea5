import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import styles from './campaign.module.css';

/** Server HTML, shown only after the sanitiser has kept the harmless tags. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
