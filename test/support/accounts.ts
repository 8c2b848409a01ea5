import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { STAFF } from './server-process.ts';
import { CLIENT_KEY_HEADER, KODE_HEADER, WEB_CLIENT_KEY } from '../../src/contract/envelope.ts';

/** A fresh number per run ('81' + 9 random digits), so reruns never collide. */
export const randomPhone = () => `81${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The newest five-digit code the dev WhatsApp outbox holds for this number. */
export async function codeFor(base: string, phone: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const messages = (await (await fetch(`${base}/dev/outbox`)).json()) as Array<{ to: string; text: string; sentAt: string }>;
    const message = messages.find((m) => m.to === `62${phone}` && Date.parse(m.sentAt) >= after);
    const code = message && /\b(\d{5})\b/.exec(message.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code for ${phone}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Types a code into the five boxes the way a user does: one digit after another. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code, { delay: 30 });
}

/** An API call as the web client makes it, from outside the browser. */
export async function api(base: string, controller: string, kode: string, form: Record<string, string>, cookie?: string) {
  const res = await fetch(`${base}/api/${controller}`, {
    method: 'POST',
    headers: { [KODE_HEADER]: kode, [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(form),
  });
  const setCookie = res.headers.get('set-cookie') ?? undefined;
  return { status: res.status, body: (await res.json()) as { data: unknown; message: string }, cookie: setCookie?.split(';')[0], setCookie };
}

/** Registers an account through the API (send, read the code, verify, register). */
/** Logs in through the /auth form, as a person would, and waits for the profile. */
export async function logInThroughForm(page: Page, base: string, phone: string, password: string): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByLabel('Nomor Whatsapp').fill(phone);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${base}/profile`);
}

export async function registerByApi(base: string, phone: string, fullname: string, password: string): Promise<void> {
  const sent = await api(base, 'auth', 'send_otp', { phoneNumber: phone, purpose: 'register' });
  if (sent.status !== 200) throw new Error(`send_otp ${sent.status}`);
  const code = await codeFor(base, phone);
  // The code is checked only with the ticket cookie of the browser that asked for it.
  const ticket = /jariyah_otp=[A-Za-z0-9_-]+/.exec(sent.setCookie ?? '')?.[0];
  const verified = await api(base, 'auth', 'verify_otp', { phoneNumber: phone, code, purpose: 'register' }, ticket);
  const proof = (verified.body.data as { proof: string }).proof;
  const registered = await api(base, 'auth', 'register', { whatsapp: phone, fullname, password, proof });
  if (registered.status >= 300) throw new Error(`register ${registered.status} ${registered.body.message}`);
}

/** The staff account, registered by whichever browser test needs it first. */
export async function ensureStaffAccount(base: string): Promise<typeof STAFF> {
  const login = await api(base, 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
  if (login.status !== 200) await registerByApi(base, STAFF.phone, STAFF.fullname, STAFF.password);
  return STAFF;
}

/**
 * A new mosque saved by the network's staff account, with a registered person (`staffPhone`)
 * granted as its staff, as a network admin does in the panel: the mosque's id and slug.
 */
export async function mosqueWithStaff(base: string, staffPhone: string, mosque: Record<string, string>): Promise<{ id: number; slug: string }> {
  await ensureStaffAccount(base);
  const login = await api(base, 'auth', 'login', { whatsapp: STAFF.phone, password: STAFF.password });
  const created = await api(base, 'admin', 'save_mosque', mosque, login.cookie);
  if (created.status !== 201) throw new Error(`save_mosque: ${JSON.stringify(created.body)}`);
  const { id, slug } = created.body.data as { id: number; slug: string };
  if ((await api(base, 'admin', 'step_up', { password: STAFF.password }, login.cookie)).status !== 200) throw new Error('step_up refused');
  const granted = await api(base, 'admin', 'grant_staff', { masjid_id: String(id), whatsapp: `0${staffPhone}` }, login.cookie);
  if (granted.status !== 200) throw new Error(`grant_staff: ${JSON.stringify(granted.body)}`);
  return { id, slug };
}

/** A small real PNG (a teal square with a lighter centre), built by hand so no image library is needed. */
export function smallPng(size = 24): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const centre = Math.abs(x - size / 2) < size / 4 && Math.abs(y - size / 2) < size / 4;
      row.set(centre ? [230, 244, 241] : [15, 118, 110], 1 + x * 3);
    }
    rows.push(row);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Saves a screenshot when SHOTS_DIR is set (for looking at the screens, not for asserting). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
