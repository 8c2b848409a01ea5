import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { NetworkError } from '../../../../src/api/client';
import { storeDonate } from '../../../../src/api/transaction';
import { DonateRequestSchema, type DonateAnswer, type DonateRequest } from '../../../../src/contract/donation';
import { publicDonorName } from '../../../../src/contract/donor-name';
import { GUEST_OWNER, JariyahDatabase } from '../../../../src/db/database';
import { submitDonation } from '../../../../src/features/donation/submit-donation';

// 'Sembunyikan nama saya (Hamba Allah)' from the form to the wire: the choice is part of the
// request the form parses, of the attempt kept on the device for the retry after a network cut,
// and of what is sent.

const form = { price: '50.000', donorName: 'Rahmat Sulistyo', donorPhone: '081234567890', codePayment: 'QRIS', typePayment: 'QRIS', programId: 'ID-7' };
afterEach(() => vi.unstubAllGlobals());

describe("the donate request's anonim", () => {
  it('is false when a client leaves it out, true when ticked, and parses its own output the same (the kept attempt)', () => {
    expect(v.parse(DonateRequestSchema, form).anonim).toBe(false);
    const hidden = v.parse(DonateRequestSchema, { ...form, anonim: true });
    expect(hidden.anonim).toBe(true);
    expect(v.parse(DonateRequestSchema, hidden)).toEqual(hidden);
    expect(v.parse(DonateRequestSchema, { ...form, anonim: 'Y' }).anonim).toBe(true);
    const bad = v.safeParse(DonateRequestSchema, { ...form, anonim: 'ya dong' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0].message).toBe('Pilihan sembunyikan nama tidak valid');
  });

  it("names a hidden donor 'Hamba Allah' and a shown one by name (blank is 'Hamba Allah' too)", () => {
    expect(publicDonorName('Rahmat Sulistyo', true)).toBe('Hamba Allah');
    expect(publicDonorName('Rahmat Sulistyo', false)).toBe('Rahmat Sulistyo');
    expect(publicDonorName('  ', false)).toBe('Hamba Allah');
  });

  it('is sent when ticked and not at all when not (an old server reads the same form as before)', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init: RequestInit) => new Response(JSON.stringify({ status: 200, message: 'ok', data: { redirect_url: '/donation/JRYAAAAAAAAAA/checkout', codeDonate: 'JRYAAAAAAAAAA' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await storeDonate(v.parse(DonateRequestSchema, { ...form, anonim: true }), 'key-hidden-0001');
    await storeDonate(v.parse(DonateRequestSchema, form), 'key-shown-00001');
    const sent = fetchMock.mock.calls.map(([, init]) => init.body as FormData);
    expect(sent[0]!.get('anonim')).toBe('true');
    expect(sent[0]!.get('donorName')).toBe('Rahmat Sulistyo');
    expect(sent[1]!.has('anonim')).toBe(false);
  });

  it('stays with the attempt across a network cut, and ticking it afterwards is a new attempt', async () => {
    const database = new JariyahDatabase(`hide-name-${crypto.randomUUID()}`);
    const sent: { key: string; anonim: boolean }[] = [];
    let cut = true;
    const server = async (r: DonateRequest, key: string): Promise<DonateAnswer> => {
      sent.push({ key, anonim: r.anonim });
      if (cut) { cut = false; throw new NetworkError(); }
      return { codeDonate: 'JRYBBBBBBBBBB', redirect_url: '/donation/JRYBBBBBBBBBB/checkout' };
    };
    const hidden = v.parse(DonateRequestSchema, { ...form, anonim: true });
    await expect(submitDonation(hidden, 'Sumur Bor', { storeDonate: server, owner: GUEST_OWNER, database })).rejects.toBeInstanceOf(NetworkError);
    await submitDonation(hidden, 'Sumur Bor', { storeDonate: server, owner: GUEST_OWNER, database });
    expect(sent).toEqual([{ key: sent[0]!.key, anonim: true }, { key: sent[0]!.key, anonim: true }]);

    // Shown after a failed press, then hidden: the server would refuse the old key with another request.
    cut = true;
    const shown = v.parse(DonateRequestSchema, form);
    await expect(submitDonation(shown, 'Sumur Bor', { storeDonate: server, owner: GUEST_OWNER, database })).rejects.toBeInstanceOf(NetworkError);
    await submitDonation(hidden, 'Sumur Bor', { storeDonate: server, owner: GUEST_OWNER, database });
    expect(sent[3]!.anonim).toBe(true);
    expect(sent[3]!.key).not.toBe(sent[2]!.key);
  });
});
