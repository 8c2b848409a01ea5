// The admin forms take plain text; the public pages render stored HTML through the shared
// sanitiser. These two functions are the bridge: text → escaped paragraphs, and back.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Line endings to \n, trailing spaces off each line, outer blank lines gone. */
function tidy(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trim();
}

/**
 * Plain text → HTML: a blank line starts a new paragraph, a single newline is a line break,
 * and every character the writer typed is escaped (a typed `<b>` shows as text).
 */
export function textToHtml(text: string): string {
  return tidy(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Stored HTML → the plain text the edit form shows, so that textToHtml(htmlToText(x)) keeps the
 * paragraphs. Seeded texts also hold headings and lists: a heading becomes its own paragraph, a
 * list item its own line starting with '- '.
 */
export function htmlToText(html: string): string {
  // Older rows may hold plain text already.
  if (!/<\/?[a-z][^<>]*>/i.test(html)) return tidy(html);
  // Every pattern here is linear in the input: a tag pattern stops at the next '<' instead of
  // scanning to the end for a '>' that never comes (a text of unclosed '<a' took seconds), and the
  // whitespace around newlines is trimmed line by line rather than matched with \s*\n\s*.
  const text = html
    .replace(/\r\n?/g, '\n')
    // Newlines inside the markup are only source formatting.
    .split('\n').map((line) => line.trim()).filter(Boolean).join(' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(\s[^<>]*)?>/gi, '\n- ')
    .replace(/<\/(p|h[1-6]|ul|ol|div|blockquote)\s*>/gi, '\n\n')
    .replace(/<(p|h[1-6]|ul|ol|div|blockquote)(\s[^<>]*)?>/gi, '\n\n')
    .replace(/<[^<>]*>/g, '');
  return decodeEntities(text).split('\n').map((line) => line.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
