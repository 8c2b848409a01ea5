import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ContactChange } from '../../../../src/features/profile/contact-change';
import { clearContactFlow, writeContactFlow } from '../../../../src/features/profile/contact-flow';
import type { User } from '../../../../src/contract/user';

const user: User = {
  nama: 'Nur Aisyah', whatsapp: '81234567890', email: 'lama@contoh.com', tgl_lahir: null, alamat: null, kelamin: null, sapaan: null,
  avatar: null, created_date: '2026-11-01T02:00:00.000Z', role: 'user',
};

const envelope = (status: number, message: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, message, data: null, ...(errors ? { errors } : {}) }), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await writeContactFlow({ kind: 'email', proof: 'bukti-sekali-pakai' });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearContactFlow();
});

async function renderEmailEdit() {
  const root = createRootRoute({ component: () => <ContactChange kind="email" state="edit" user={user} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/profile/personal?edit=email&state=edit'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByLabelText('Email');
  return router;
}

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' })));
}

describe('changing the email after the code', () => {
  it('offers a new verification when the server says the proof is spent, and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(envelope(403, 'Verifikasi sudah tidak berlaku, ulangi dari awal'))));
    const router = await renderEmailEdit();
    await submit('baru@contoh.com');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Verifikasi sudah tidak berlaku, ulangi dari awal');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('baru@contoh.com');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ulangi verifikasi' })));
    expect(router.state.location.search).toMatchObject({ edit: 'email', state: 'choosing' });
  });

  it('shows any other refusal without sending the user back to verify', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(envelope(422, 'Data yang dikirim tidak valid', { editValue: 'Email sudah dipakai akun lain' }))));
    await renderEmailEdit();
    await submit('dipakai@contoh.com');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Ulangi verifikasi' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('dipakai@contoh.com');
  });
});
