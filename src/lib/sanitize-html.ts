/*
 * Server HTML (program descriptions, updates) goes through here before it is shown. The seed is
 * ours, but the text may one day come from an admin form: only a small set of harmless tags
 * survives. Allowed: p, br, strong, em, ul, ol, li, h2, h3, and a with an http(s) href (opened in
 * a new tab, without an opener). Elements that carry code or foreign content are dropped with
 * what is inside them; any other element is unwrapped (its text stays). No attribute survives
 * except that href.
 */

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H2', 'H3', 'A']);
const DROPPED = new Set([
  'SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FORM', 'INPUT', 'BUTTON',
  'TEXTAREA', 'SELECT', 'TITLE', 'HEAD', 'LINK', 'META', 'BASE', 'FRAME', 'FRAMESET', 'AUDIO', 'VIDEO', 'IMG', 'CANVAS',
]);
/** Presentational synonyms kept under their semantic names. */
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3' };

/** An absolute http(s) URL, or null. */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    const name = RENAMED[tag] ?? (ALLOWED.has(tag) ? tag.toLowerCase() : null);
    if (!name) {
      copyChildren(element, to, doc);
      continue;
    }
    const clean = doc.createElement(name);
    if (name === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (!href) {
        copyChildren(element, to, doc);
        continue;
      }
      clean.setAttribute('href', href);
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (name !== 'br') copyChildren(element, clean, doc);
    to.appendChild(clean);
  }
}

/** The allowed subset of `html`, as an HTML string safe for innerHTML. */
export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): string {
  // <html> spelled out: browsers imply it, the server's DOMParser (linkedom, src/prerender.tsx) needs it.
  const source = parser.parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const target = parser.parseFromString('<!doctype html><html><body></body></html>', 'text/html');
  const holder = target.createElement('div');
  copyChildren(source.body, holder, target);
  return holder.innerHTML;
}
