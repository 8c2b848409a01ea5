import { describe, expect, it } from 'vitest';
import { DOMParser as ServerDOMParser } from 'linkedom';
import { safeHref, sanitizeHtml } from '../../../src/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const html = '<h2>Judul</h2><h3>Sub</h3><p>Satu <strong>dua</strong> <em>tiga</em><br>empat</p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with what is inside them', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p>a<svg><script>alert(1)</script></svg></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p><img src="x" onerror="alert(1)">teks</p>')).toBe('<p>teks</p>');
  });

  it('removes every attribute, event handlers included', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">hai</p>')).toBe('<p>hai</p>');
  });

  it('unwraps unknown elements but keeps their text, and renames b/i', () => {
    expect(sanitizeHtml('<div><span>halo</span> <b>tebal</b> <i>miring</i></div>')).toBe('halo <strong>tebal</strong> <em>miring</em>');
  });

  it('keeps only http(s) links, opened safely in a new tab', () => {
    expect(sanitizeHtml('<a href="https://contoh.id/a?b=1" onclick="x()">tautan</a>'))
      .toBe('<a href="https://contoh.id/a?b=1" target="_blank" rel="noopener noreferrer nofollow">tautan</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">jahat</a>')).toBe('jahat');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">jahat</a>')).toBe('jahat');
    expect(sanitizeHtml('<a href="/relatif">rel</a>')).toBe('rel');
    expect(sanitizeHtml('<a href="data:text/html,x">d</a>')).toBe('d');
  });

  it('escapes text, so markup-looking text stays text', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; &lt;script&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;script&gt;</p>');
  });

  it('drops comments and survives broken markup', () => {
    expect(sanitizeHtml('<!-- rahasia --><p>a<p>b')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('')).toBe('');
  });

  it('safeHref accepts only absolute http(s) URLs', () => {
    expect(safeHref('http://a.id')).toBe('http://a.id/');
    expect(safeHref('mailto:a@b.id')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('keeps and drops the same with the server\'s parser (linkedom: the server renders program pages with it)', () => {
    const server = new ServerDOMParser() as unknown as DOMParser;
    const inputs = [
      '<h2>Judul</h2><p>Satu <strong>dua</strong> <em>tiga</em><br>empat</p><ul><li>a</li></ul>',
      '<p>ok</p><script>alert(1)</script><style>p{}</style>',
      '<p>a<svg><script>alert(1)</script></svg></p>',
      '<p><img src="x" onerror="alert(1)">teks</p>',
      '<div onclick="x()"><span>halo</span> <b>tebal</b> <i>miring</i></div>',
      '<a href="https://contoh.id/a?b=1" onclick="x()">tautan</a><a href="javascript:alert(1)">jahat</a>',
      'teks polos &amp; <p>tanpa penutup',
    ];
    const tree = (html: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
    for (const html of inputs) {
      const onServer = sanitizeHtml(html, server);
      expect(onServer).not.toMatch(/script|onerror|onclick|javascript|<img|<svg/i);
      // The same elements, text and attributes (in whatever order each writes them).
      expect(tree(onServer).isEqualNode(tree(sanitizeHtml(html))), html).toBe(true);
    }
  });
});
