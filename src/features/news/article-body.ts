/**
 * The article body as plain paragraphs. The HTML is parsed in an inert document (nothing runs,
 * nothing loads) and only text is kept, so no markup from the database reaches the page.
 */
export function articleParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = Array.from(doc.body.querySelectorAll('p, h1, h2, h3, h4, li, blockquote'));
  const texts = blocks.length > 0 ? blocks.map((b) => b.textContent ?? '') : (doc.body.textContent ?? '').split(/\n{2,}/);
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
