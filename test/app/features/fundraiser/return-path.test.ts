import { describe, expect, it } from 'vitest';
import { pathAfterFundraiserRegister } from '../../../../src/features/fundraiser/return-path';
import { AppPathSchema } from '../../../../src/db/return-paths';
import * as v from 'valibot';

describe('after registering as a fundraiser', () => {
  it('returns to the saved path without its trailing /fundraiser', () => {
    expect(pathAfterFundraiserRegister('/campaign/sumur-wakaf/fundraiser')).toBe('/campaign/sumur-wakaf');
    expect(pathAfterFundraiserRegister('/kencleng-masjid/al-ikhlas/fundraiser/')).toBe('/kencleng-masjid/al-ikhlas');
    expect(pathAfterFundraiserRegister('/campaign/x/fundraiser?ref=AB')).toBe('/campaign/x?ref=AB');
    expect(pathAfterFundraiserRegister('/campaign/fundraiser-hebat')).toBe('/campaign/fundraiser-hebat');
  });
  it('goes to the profile when nothing was saved', () => {
    expect(pathAfterFundraiserRegister(undefined)).toBe('/profile');
  });
  it('only ever stores paths inside the app', () => {
    expect(v.is(AppPathSchema, '/campaign/x')).toBe(true);
    expect(v.is(AppPathSchema, '//evil.example/x')).toBe(false);
    expect(v.is(AppPathSchema, 'https://evil.example')).toBe(false);
  });
});
