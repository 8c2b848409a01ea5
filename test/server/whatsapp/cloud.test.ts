import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { CLOUD_REFUSALS, startWhatsAppCloudStandIn } from '../../support/whatsapp-cloud-stand-in.ts';
import { loadConfig } from '../../../server/config.ts';
import { CloudWhatsAppGateway, WhatsAppCloudError } from '../../../server/whatsapp/cloud.ts';
import { configuredWhatsAppGateway, HttpWhatsAppGateway, LogWhatsAppGateway } from '../../../server/whatsapp/gateway.ts';
import { OTP_MESSAGES } from '../../../src/contract/auth.ts';
import { donateForm, insertPaymentMethods, insertProgram, notify } from '../donation-fixtures.ts';

/*
 * The WhatsApp Business Cloud API adapter against a local stand-in built from Meta's reference
 * (test/support/whatsapp-cloud-stand-in.ts): codes as the authentication template with its
 * copy-code button, receipts as text, the API's refusals and silence as clear errors.
 */

const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAJBtestsystemusertoken0123456789';
const cloudEnv = (baseUrl: string) => ({
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_CLOUD_ACCESS_TOKEN: TOKEN, WHATSAPP_CLOUD_OTP_TEMPLATE: 'kode_otp_jariyah',
  WHATSAPP_CLOUD_BASE_URL: baseUrl, WHATSAPP_TIMEOUT_SECONDS: '1',
});

describe('configuring the WhatsApp channel', () => {
  const silent = new LogWhatsAppGateway({ info: () => undefined, error: () => undefined }, false, () => new Date());

  it('takes the Cloud API when its phone number ID is set, with Indonesian templates and a current Graph version by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...cloudEnv('https://graph.facebook.com') });
    expect(config.whatsappCloud).toEqual({
      baseUrl: 'https://graph.facebook.com', apiVersion: 'v23.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN,
      otpTemplate: { name: 'kode_otp_jariyah', language: 'id' }, timeoutMs: 1000,
    });
    expect(configuredWhatsAppGateway(config, silent)).toBeInstanceOf(CloudWhatsAppGateway);
    expect(configuredWhatsAppGateway(loadConfig({ NODE_ENV: 'test', WHATSAPP_GATEWAY_URL: 'https://wa.example/send' }), silent)).toBeInstanceOf(HttpWhatsAppGateway);
    expect(configuredWhatsAppGateway(loadConfig({ NODE_ENV: 'test' }), silent)).toBe(silent);
  });

  it('names what is missing or wrong in one line', () => {
    const base = cloudEnv('https://graph.facebook.com');
    expect(() => loadConfig({ ...base, WHATSAPP_CLOUD_ACCESS_TOKEN: undefined })).toThrow(/^Invalid environment variable WHATSAPP_CLOUD_ACCESS_TOKEN: required with WHATSAPP_CLOUD_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...base, WHATSAPP_CLOUD_OTP_TEMPLATE: undefined })).toThrow(/^Invalid environment variable WHATSAPP_CLOUD_OTP_TEMPLATE: required/);
    expect(() => loadConfig({ ...base, WHATSAPP_CLOUD_PHONE_NUMBER_ID: '+62 812-3456' })).toThrow(/^Invalid environment variable WHATSAPP_CLOUD_PHONE_NUMBER_ID: must be the phone number ID/);
    expect(() => loadConfig({ ...base, WHATSAPP_CLOUD_OTP_TEMPLATE: 'Kode OTP' })).toThrow(/^Invalid environment variable WHATSAPP_CLOUD_OTP_TEMPLATE/);
    expect(() => loadConfig({ ...base, WHATSAPP_CLOUD_API_VERSION: '23' })).toThrow(/^Invalid environment variable WHATSAPP_CLOUD_API_VERSION/);
    expect(() => loadConfig({ ...base, WHATSAPP_GATEWAY_URL: 'https://wa.example/send' })).toThrow(/^Invalid environment variable WHATSAPP_GATEWAY_URL: set either it or WHATSAPP_CLOUD_PHONE_NUMBER_ID/);
  });
});

describe('the Cloud API adapter against its stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startWhatsAppCloudStandIn({ phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN });
    const config = loadConfig({ NODE_ENV: 'test', ...cloudEnv(standIn.baseUrl) });
    t = await createTestApp({ whatsapp: configuredWhatsAppGateway(config, new LogWhatsAppGateway({ info: () => undefined, error: () => undefined }, false, () => new Date())) });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.refuse(null);
    standIn.hang(false);
  });

  it('sends a one-time code as the authentication template with the copy-code button, and that code signs the owner in', async () => {
    const sent = await t.call('auth', 'send_otp', { form: { phoneNumber: '081234560001', purpose: 'register' } });
    expect(sent.status, sent.text).toBe(200);
    const message = standIn.taken.at(-1)!;
    expect(message).toMatchObject({ to: '6281234560001', kind: 'template', template: 'kode_otp_jariyah', language: 'id' });
    expect(message.code).toMatch(/^\d{5}$/);
    expect(t.outbox).toEqual([]); // the code went to WhatsApp only
    const verified = await t.call('auth', 'verify_otp', { form: { phoneNumber: '081234560001', code: message.code!, purpose: 'register' } });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data.proof).toEqual(expect.any(String));
  });

  it('sends a receipt as a text message with its link', async () => {
    const methods = await insertPaymentMethods(t.db);
    const program = await insertProgram(t.db, { header: 'Sumur Wakaf' });
    const made = await t.call('transaction', 'storeDonate', { form: donateForm(program.id, methods.qris.code, 'QRIS', { price: '1000', donorPhone: '081234560002' }) });
    expect(made.status, made.text).toBe(200);
    const code = made.body.data.codeDonate as string;
    expect((await notify(t, { event_id: 'evt-cloud-1', codeDonate: code, status: 'paid', amount: 1000 })).status).toBe(200);
    await expect.poll(() => standIn.taken.find((m) => m.kind === 'text' && m.text?.includes(code))).toBeDefined();
    const receipt = standIn.taken.find((m) => m.kind === 'text' && m.text?.includes(code))!;
    expect(receipt.to).toBe('6281234560002');
    expect(receipt.text).toContain('Sumur Wakaf');
    expect(receipt.text).toContain(`http://localhost/donation/${code}`);
  });

  it('answers the person plainly when the API refuses a code, and logs Meta’s code without the token', async () => {
    standIn.refuse(CLOUD_REFUSALS.expiredToken);
    const sent = await t.call('auth', 'send_otp', { form: { phoneNumber: '081234560003', purpose: 'register' } });
    expect(sent.status).toBe(503);
    expect(sent.body.message).toBe(OTP_MESSAGES.sendFailed);
    const logged = JSON.stringify(t.logs.filter((l) => l.level === 'error'));
    expect(logged).toMatch(/code 190\/463/);
    expect(logged).toMatch(/make a new system user token/);
    expect(logged).not.toContain(TOKEN);
  });

  it('names each refusal with its code and what to do, and a silent API as a time-out', async () => {
    const gateway = new CloudWhatsAppGateway({
      baseUrl: standIn.baseUrl, apiVersion: 'v23.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN,
      otpTemplate: { name: 'kode_otp_jariyah', language: 'id' }, timeoutMs: 300,
    });
    standIn.refuse(CLOUD_REFUSALS.outsideWindow);
    const outside = await gateway.send('6281234560004', 'Terima kasih').catch((e: unknown) => e);
    expect(outside).toBeInstanceOf(WhatsAppCloudError);
    expect(outside).toMatchObject({ status: 400, code: 131047, traceId: 'AbCdEfGhIjK' });
    expect((outside as Error).message).toMatch(/code 131047\): Re-engagement message — Message failed to send because more than 24 hours/);
    expect((outside as Error).message).toMatch(/free-form text is refused/);

    standIn.refuse(null);
    const wrongTemplate = new CloudWhatsAppGateway({ ...gatewaySettings(standIn.baseUrl), otpTemplate: { name: 'tidak_ada', language: 'id' } });
    await expect(wrongTemplate.sendCode('6281234560004', '12345')).rejects.toThrow(/code 132001\).*WHATSAPP_CLOUD_OTP_TEMPLATE/);
    const wrongToken = new CloudWhatsAppGateway({ ...gatewaySettings(standIn.baseUrl), accessToken: 'EAAJBwrongwrongwrongwrong' });
    await expect(wrongToken.send('6281234560004', 'x')).rejects.toThrow(/HTTP 401, code 190\)/);

    standIn.hang(true);
    const started = Date.now();
    await expect(gateway.sendCode('6281234560004', '12345')).rejects.toThrow('WhatsApp Cloud API did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    standIn.hang(false);

    const unreachable = new CloudWhatsAppGateway({ ...gatewaySettings('http://127.0.0.1:1'), timeoutMs: 2_000 });
    await expect(unreachable.send('6281234560004', 'x')).rejects.toThrow(/^WhatsApp Cloud API unreachable/);
  });
});

const gatewaySettings = (baseUrl: string) => ({
  baseUrl, apiVersion: 'v23.0', phoneNumberId: PHONE_NUMBER_ID, accessToken: TOKEN, otpTemplate: { name: 'kode_otp_jariyah', language: 'id' }, timeoutMs: 2_000,
});
