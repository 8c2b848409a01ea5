// Builds the seeded HTML texts from plain sentences, escaping them on the way.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);
}

export const paragraphs = (items: readonly string[]) => items.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
export const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
export const heading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
