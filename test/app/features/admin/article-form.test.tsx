import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { REQUIRED } from '../../../../src/contract/fields';
import { ArticleWriter } from '../../../../src/features/admin/article-form';
import { ToastProvider } from '../../../../src/ui/toast';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderWriter() {
  const root = createRootRoute({ component: () => <ToastProvider><ArticleWriter /></ToastProvider> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/admin/berita/baru'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByLabelText('Judul');
}

const envelope = (status: number, message: string, data: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, message, data, ...(errors ? { errors } : {}) }), { status, headers: { 'content-type': 'application/json' } });

const article = { id: 9, type: 'blog', slug: 'kajian-subuh', title: 'Kajian Subuh', excerpt: 'Ringkas', image: null, author: 'Pengurus', published_at: '2025-01-12T07:00:00.000Z' };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Tulis Berita', () => {
  it('shows the contract messages under empty fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderWriter();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' })));
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed through a failed call, retries with the same key, and links to the article', async () => {
    const keys: Array<string | null> = [];
    const bodies: Array<Record<string, string>> = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(envelope(422, 'Data yang dikirim tidak valid', null, { title: 'Judul sudah dipakai' })),
      () => Promise.resolve(envelope(201, 'Artikel berhasil diterbitkan', article)),
    ];
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      bodies.push(Object.fromEntries(init.body as FormData) as Record<string, string>);
      return answers[keys.length - 1]!();
    }));
    await renderWriter();
    fireEvent.click(screen.getByLabelText('Blog'));
    type('Judul', 'Kajian Subuh');
    type('Ringkasan', 'Ringkas');
    type('Isi Artikel', 'Paragraf satu.\n\nParagraf dua.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' })));
    expect(await screen.findByText(/Tidak dapat terhubung/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Judul').value).toBe('Kajian Subuh');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Isi Artikel').value).toBe('Paragraf satu.\n\nParagraf dua.');

    // The server's field message shows under its field; the text stays.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' })));
    expect(await screen.findByText('Judul sudah dipakai')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Ringkasan').value).toBe('Ringkas');
    // Editing the field takes its server message away.
    type('Judul', 'Kajian Subuh Ahad');
    expect(screen.queryByText('Judul sudah dipakai')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' })));
    const link = await screen.findByRole('link', { name: 'Baca Artikel' });
    expect(link.getAttribute('href')).toBe('/news/kajian-subuh');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,100}$/);
    expect(new Set(keys).size).toBe(1);
    expect(bodies[2]).toMatchObject({ type: 'blog', title: 'Kajian Subuh Ahad', excerpt: 'Ringkas' });
  });

  it('sends the same key after a reload when the answer to the first press was lost, then a new one', async () => {
    const keys: Array<string | null> = [];
    vi.stubGlobal('fetch', vi.fn((_url: URL, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      return keys.length === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(envelope(201, 'Artikel berhasil diterbitkan', article));
    }));
    const fillAndPublish = async () => {
      type('Judul', 'Kajian Subuh');
      type('Ringkasan', 'Ringkas');
      type('Isi Artikel', 'Paragraf satu.');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' })));
    };
    await renderWriter();
    await fillAndPublish();
    expect(await screen.findByText(/Tidak dapat terhubung/)).toBeTruthy();

    // The page is reloaded: a new writer reads the open attempt back from the device.
    cleanup();
    await renderWriter();
    await fillAndPublish();
    await screen.findByRole('link', { name: 'Baca Artikel' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // That success closed the attempt: the next article is a new one.
    cleanup();
    await renderWriter();
    await fillAndPublish();
    await screen.findByRole('link', { name: 'Baca Artikel' });
    expect(keys[2]).toMatch(/^[A-Za-z0-9-]{8,100}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
