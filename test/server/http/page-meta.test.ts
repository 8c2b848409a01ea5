import { describe, expect, it } from 'vitest';
import { withPageMeta } from '../../../server/http/page-meta.ts';

// A shared khataman's card carries the title its opener typed: whatever they typed, the page stays whole.

const PAGE = '<!doctype html><html><head><title>Jariyah</title><meta name="description" content="Aplikasi" /></head><body><div id="root"></div></body></html>';

describe('a page with its own title and card', () => {
  it('writes the title and description into the page and the og: card', () => {
    const page = withPageMeta(PAGE, { title: 'Khataman Keluarga Rahman', description: '12 dari 30 juz selesai' });
    expect(page).toContain('<title>Khataman Keluarga Rahman</title>');
    expect(page).toContain('<meta name="description" content="12 dari 30 juz selesai" />');
    expect(page).toContain('<meta property="og:title" content="Khataman Keluarga Rahman" />');
    expect(page.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it("keeps a title with replacement patterns ($&, $', $`, $1) and markup as text", () => {
    const title = "Khatam $& $' $` $1 $$ </title><script>alert(1)</script>";
    const page = withPageMeta(PAGE, { title, description: "Juz 1 $' selesai" });
    const escaped = "Khatam $&amp; $&#39; $` $1 $$ &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;";
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(page).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(page).toContain('<meta name="description" content="Juz 1 $&#39; selesai" />');
    expect(page).not.toContain('<script>');
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });
});
