import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { saveArticle } from '../../api/admin';
import { adminMessages, ArticleForm, EXCERPT_MAX, LONG_TEXT_MAX, TITLE_MAX } from '../../contract/admin';
import type { NewsItem, NewsType } from '../../contract/news';
import { CheckIcon } from '../../ui/more-icons';
import { PageLayout } from '../../ui/page-layout';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from './admin-fields';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

const TYPES: ReadonlyArray<{ value: NewsType; label: string }> = [{ value: 'berita', label: 'Berita' }, { value: 'blog', label: 'Blog' }];

/** /admin/berita/baru: 'Tulis Berita', published at once; then a link to the article. */
export function ArticleWriter() {
  const [published, setPublished] = useState<NewsItem | null>(null);
  return (
    <PageLayout title="Tulis Berita">
      <div className={styles.page}>
        {published ? <Published article={published} onAnother={() => setPublished(null)} /> : <ArticleFormPanel onPublished={setPublished} />}
      </div>
    </PageLayout>
  );
}

function ArticleFormPanel({ onPublished }: { onPublished: (article: NewsItem) => void }) {
  const form = useAdminForm({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the native tsc 7 needs this assertion where the linter's TypeScript 5.9 infers it
    initial: { type: 'berita' as NewsType, title: '', excerpt: '', body: '' },
    schema: ArticleForm,
    formId: 'article:new',
    toRequest: (values) => values,
  });
  const { values, set, touch, error } = form;
  const onSubmit = async () => {
    const answer = await form.submit((request, key) => saveArticle(request, key));
    if (answer) onPublished(answer.data);
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Tulis Berita" onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {form.failure ? <div className="alert alert--danger" role="alert">{form.failure}</div> : null}
      <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field__label" style={{ marginBottom: 'var(--space-2)' }}>Jenis</legend>
        <div className={styles.types}>
          {TYPES.map((t) => (
            <label key={t.value} className={styles.type}>
              <input type="radio" name="type" value={t.value} checked={values.type === t.value} onChange={() => set('type', t.value)} />
              {t.label}
            </label>
          ))}
        </div>
        {error('type') ? <span className="field__error" role="alert">{error('type')}</span> : null}
      </fieldset>
      <TextField label="Judul" name="title" max={TITLE_MAX} value={values.title} onChange={(x) => set('title', x)} onBlur={() => touch('title')} error={error('title')} />
      <TextAreaField label="Ringkasan" name="excerpt" hint="Satu atau dua kalimat yang tampil di daftar berita." rows={3} max={EXCERPT_MAX} value={values.excerpt}
        onChange={(x) => set('excerpt', x)} onBlur={() => touch('excerpt')} error={error('excerpt')} />
      <TextAreaField label="Isi Artikel" name="body" hint="Teks biasa; pisahkan paragraf dengan satu baris kosong." rows={10} max={LONG_TEXT_MAX} value={values.body}
        onChange={(x) => set('body', x)} onBlur={() => touch('body')} error={error('body')} />
      <button type="submit" className="btn btn--block" disabled={form.busy}>{form.busy ? 'Menerbitkan…' : 'Terbitkan'}</button>
    </form>
  );
}

function Published({ article, onAnother }: { article: NewsItem; onAnother: () => void }) {
  return (
    <div className={`${styles.panel} ${styles.done}`} role="status" data-testid="article-published">
      <span className={styles.doneIcon}><CheckIcon size={32} /></span>
      <h2 className={styles.panelTitle}>{adminMessages.articlePublished}</h2>
      <p className={styles.panelNote}>"{article.title}" sudah tampil di {article.type === 'blog' ? 'Blog' : 'Berita Terbaru'}.</p>
      <Link to="/news/$slug" params={{ slug: article.slug }} className="btn btn--block">Baca Artikel</Link>
      <button type="button" className="btn btn--ghost btn--block" onClick={onAnother}>Tulis Artikel Lain</button>
    </div>
  );
}
