import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../../src/api/client';
import { REQUIRED } from '../../../../src/contract/fields';
import { adminMessages, ArticleForm, DisbursementForm, FLYER_MAX_BYTES, ProgramForm } from '../../../../src/contract/admin';
import { clientErrors, submitFailure, visibleError, withoutField } from '../../../../src/ui/form-error';
import { emptyProgram, flyerProblem, programRequest, PROGRAM_FIELDS } from '../../../../src/features/admin/program-values';

describe('program form messages from the contract', () => {
  it('an empty form asks for the title, the description and an end date', () => {
    expect(clientErrors(ProgramForm, programRequest(emptyProgram()))).toEqual({
      header: REQUIRED, deskripsi: REQUIRED, batas_tanggal: adminMessages.dateRequiredWhenEnding,
    });
    const filled = { ...emptyProgram(), header: 'Sumur Bor', deskripsi: 'Air bersih untuk warga.' };
    expect(clientErrors(ProgramForm, programRequest(filled))).toEqual({ batas_tanggal: adminMessages.dateRequiredWhenEnding });
  });
  it('a program without an end needs no date, and does not send the typed one', () => {
    const values = { ...emptyProgram(), header: 'Kas Masjid', deskripsi: 'Operasional.', all_time: 'Y' as const, batas_tanggal: '2025-02-30' };
    expect(clientErrors(ProgramForm, programRequest(values))).toEqual({});
    expect(programRequest(values).batas_tanggal).toBe('');
  });
  it('refuses an impossible date, a bad target and an over-long title', () => {
    const values = { ...emptyProgram(), header: 'x'.repeat(121), deskripsi: 'a', batas_tanggal: '2025-02-30', target: '12a' };
    expect(clientErrors(ProgramForm, programRequest(values))).toEqual({
      header: adminMessages.tooLong(120), target: 'Target tidak valid', batas_tanggal: adminMessages.dateInvalid,
    });
  });
  it('sends the slug when editing and a new flyer only when one was picked', () => {
    const values = { ...emptyProgram(), header: 'A', deskripsi: 'B', all_time: 'Y' as const };
    expect(programRequest(values, 'sumur-bor')).toMatchObject({ slug: 'sumur-bor' });
    expect('flyer' in programRequest(values)).toBe(false);
    expect(programRequest({ ...values, flyer: 'data:image/png;base64,AAAA' }).flyer).toBe('data:image/png;base64,AAAA');
  });
});

describe('flyer limits, checked before the file is read', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(flyerProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(flyerProblem({ type: 'image/webp', size: FLYER_MAX_BYTES })).toBeNull();
    expect(flyerProblem({ type: 'image/gif', size: 1000 })).toBe(adminMessages.flyerType);
    expect(flyerProblem({ type: 'image/jpeg', size: FLYER_MAX_BYTES + 1 })).toBe(adminMessages.flyerSize);
  });
});

describe('other admin forms', () => {
  it('a disbursement needs a title, an amount of at least 1 and a real date', () => {
    expect(clientErrors(DisbursementForm, { slug: 'sumur-bor', title: ' ', description: '', amount: '', disbursed_at: '2025-13-01' })).toEqual({
      title: REQUIRED, amount: 'Nominal tidak valid', disbursed_at: adminMessages.dateInvalid,
    });
    expect(clientErrors(DisbursementForm, { slug: 'sumur-bor', title: 'Pembelian pipa', description: '', amount: '250000', disbursed_at: '2025-01-12' })).toEqual({});
  });
  it('an article needs its title, excerpt and body', () => {
    expect(Object.keys(clientErrors(ArticleForm, { type: 'berita', title: '', excerpt: '', body: '' }))).toEqual(['title', 'excerpt', 'body']);
  });
});

describe('which message shows under a field', () => {
  const client = { title: REQUIRED };
  it('a client message once the field was left or a submit was tried', () => {
    expect(visibleError('title', { client, server: {}, touched: new Set(), submitted: false })).toBeUndefined();
    expect(visibleError('title', { client, server: {}, touched: new Set(['title']), submitted: false })).toBe(REQUIRED);
    expect(visibleError('title', { client, server: {}, touched: new Set(), submitted: true })).toBe(REQUIRED);
  });
  it("the server's message at once, until that field is edited", () => {
    const server = { amount: adminMessages.overDisbursed };
    expect(visibleError('amount', { client: {}, server, touched: new Set(), submitted: false })).toBe(adminMessages.overDisbursed);
    expect(visibleError('amount', { client: {}, server: withoutField(server, 'amount'), touched: new Set(), submitted: false })).toBeUndefined();
  });
});

describe('a failed submit', () => {
  it("puts a 422's messages under the form's fields, with no banner", () => {
    const error = new ApiError(422, 'Data yang dikirim tidak valid', { amount: adminMessages.overDisbursed });
    expect(submitFailure(error, ['title', 'amount'])).toEqual({ fields: { amount: adminMessages.overDisbursed }, message: null });
  });
  it('sends a message about a field the form does not have to the banner', () => {
    const error = new ApiError(422, 'Data yang dikirim tidak valid', { slug: 'Slug tidak valid', header: REQUIRED });
    expect(submitFailure(error, PROGRAM_FIELDS)).toEqual({ fields: { header: REQUIRED }, message: 'Slug tidak valid' });
  });
  it("shows the server's message for a refusal and the network text offline", () => {
    expect(submitFailure(new ApiError(403, adminMessages.forbidden), ['title'])).toEqual({ fields: {}, message: adminMessages.forbidden });
    expect(submitFailure(new NetworkError(), ['title']).message).toContain('koneksi internet');
  });
});
