import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../src/api/client';
import { failureMessage, fieldsFrom, touchedError } from '../../../src/ui/form-error';

describe('the banner line of a failed call', () => {
  it("is a 422's first field message, else the server's message", () => {
    expect(failureMessage(new ApiError(422, 'Data yang dikirim tidak valid', { phone: 'Nomor HP tidak valid' }))).toBe('Nomor HP tidak valid');
    expect(failureMessage(new ApiError(422, 'Data yang dikirim tidak valid'))).toBe('Data yang dikirim tidak valid');
    expect(failureMessage(new ApiError(422, 'Data yang dikirim tidak valid', { phone: '' }))).toBe('Data yang dikirim tidak valid');
    expect(failureMessage(new ApiError(429, 'Terlalu banyak percobaan'))).toBe('Terlalu banyak percobaan');
  });
  it('is the network text offline, and a plain Indonesian line for anything unknown', () => {
    expect(failureMessage(new NetworkError())).toContain('koneksi internet');
    expect(failureMessage('boom')).toBe('Terjadi kesalahan, silakan coba lagi');
  });
});

describe('a form validator from a contract schema', () => {
  const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Nama wajib diisi')), age: v.number('Umur harus angka') });
  it('puts each refused field under its name, and nothing when the values pass', () => {
    expect(fieldsFrom(schema)({ value: { name: '', age: 'x' } })).toEqual({ fields: { name: 'Nama wajib diisi', age: 'Umur harus angka' } });
    expect(fieldsFrom(schema)({ value: { name: 'Aisyah', age: 30 } })).toBeUndefined();
  });
});

describe('the message under a field', () => {
  it('shows only once the field was touched, string or issue alike', () => {
    expect(touchedError({ isTouched: false, errors: ['Wajib diisi'] })).toBeUndefined();
    expect(touchedError({ isTouched: true, errors: [undefined, 'Wajib diisi'] })).toBe('Wajib diisi');
    expect(touchedError({ isTouched: true, errors: [{ message: 'Terlalu panjang' }] })).toBe('Terlalu panjang');
  });
});
