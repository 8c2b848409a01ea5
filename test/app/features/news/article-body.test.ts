import { describe, expect, it } from 'vitest';
import { articleParagraphs } from '../../../../src/features/news/article-body';

describe('article text', () => {
  it('keeps the paragraphs and their words, and no markup', () => {
    const html = '<p>Kencleng adalah <strong>kotak amal</strong>.</p>\n<h2>Digital</h2><p>Kini   hadir <a href="/x">online</a>.</p>';
    expect(articleParagraphs(html)).toEqual(['Kencleng adalah kotak amal.', 'Digital', 'Kini hadir online.']);
  });

  it('drops scripts and handlers instead of running or showing them as markup', () => {
    const paragraphs = articleParagraphs('<p>Aman<img src=x onerror="alert(1)"></p><script>alert(2)</script>');
    expect(paragraphs).toEqual(['Aman']);
  });

  it('splits plain text on blank lines', () => {
    expect(articleParagraphs('Satu.\n\nDua.')).toEqual(['Satu.', 'Dua.']);
  });
});
