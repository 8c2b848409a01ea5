import { escapeHtml } from '../lib/plain-text.ts';
import { brand } from '../../src/contract/brand.ts';

/*
 * A shared link's preview card. WhatsApp (and every other link preview) reads the page's <title>
 * and its description and og: metas from the HTML and runs no JavaScript, so a page whose card
 * names what is shared (a khataman's title and progress) gets them written by the server.
 */

export type PageMetaText = { title: string; description: string };

/** The meta of a path's page, or undefined to leave the app's own. */
export type PageMeta = (urlPath: string) => Promise<PageMetaText | undefined>;

/** The page with its title and description replaced and the og: card beside them. */
export function withPageMeta(page: string, meta: PageMetaText): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const card = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ].join('');
  // Replaced through functions: a replacement string reads `$&` or `$'` in a title someone typed as
  // the matched text or the rest of the page.
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `${card}</head>`);
}
