import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in of the WhatsApp Business Cloud API's messages endpoint on 127.0.0.1, built from
 * Meta's published reference: "Sending Authentication Templates"
 * (developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates/auth-otp-template-messages)
 * for the template payload and the success answer, the text message's {type:'text', text:{body}},
 * and "WhatsApp error codes" with the Graph API's "Handling errors" guide for the error object.
 * It checks each request as the API would (token, path, payload), keeps what it took, and can be
 * told to refuse (any code) or to hang (a time-out).
 */

export type TakenMessage = { to: string; kind: 'template' | 'text'; code?: string; text?: string; template?: string; language?: string };
type Refusal = { status: number; code: number; message: string; type?: string; subcode?: number; details?: string };

const graphError = (r: Refusal) => ({
  error: {
    message: r.message, type: r.type ?? 'OAuthException', code: r.code, ...(r.subcode ? { error_subcode: r.subcode } : {}),
    error_data: { messaging_product: 'whatsapp', details: r.details ?? r.message }, fbtrace_id: 'AbCdEfGhIjK',
  },
});

/** The refusals tests ask for, shaped as the error code reference shows them. */
export const CLOUD_REFUSALS = {
  expiredToken: { status: 401, code: 190, message: 'Error validating access token: Session has expired', subcode: 463 },
  outsideWindow: { status: 400, code: 131047, type: 'OAuthException', message: 'Re-engagement message', details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.' },
  rateLimited: { status: 400, code: 130429, message: 'Rate limit hit', details: 'Cloud API message throughput has been reached.' },
} satisfies Record<string, Refusal>;

export async function startWhatsAppCloudStandIn(options: { phoneNumberId: string; accessToken: string; version?: string; templates?: Record<string, string[]> }) {
  const taken: TakenMessage[] = [];
  const state: { refuse: Refusal | null; hang: boolean } = { refuse: null, hang: false };
  const templates = options.templates ?? { kode_otp_jariyah: ['id'] };
  const version = options.version ?? 'v23.0';
  const hanging = new Set<http.ServerResponse>();

  const invalidParameter = (details: string): Refusal => ({ status: 400, code: 100, message: '(#100) Invalid parameter', details });

  function check(body: any): Refusal | TakenMessage {
    if (body?.messaging_product !== 'whatsapp') return invalidParameter('messaging_product must be whatsapp');
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual') return invalidParameter('recipient_type');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return invalidParameter('to must be a phone number');
    if (body.type === 'text') {
      const text = body.text?.body;
      if (typeof text !== 'string' || text.length === 0 || text.length > 4096) return invalidParameter('text.body must be 1 to 4096 characters');
      return { to: body.to, kind: 'text', text };
    }
    if (body.type !== 'template') return invalidParameter('type');
    const t = body.template;
    const languages = templates[t?.name];
    if (!languages || !languages.includes(t?.language?.code)) {
      return { status: 404, code: 132001, message: '(#132001) Template name does not exist in the translation', details: `template name (${t?.name}) does not exist in ${t?.language?.code}` };
    }
    const components = Array.isArray(t.components) ? t.components : [];
    const bodyParams = components.find((c: any) => c?.type === 'body')?.parameters;
    const button = components.find((c: any) => c?.type === 'button');
    const code = bodyParams?.[0]?.text;
    // The reference: the code appears twice, in the body and in the URL button at index "0", at most 15 characters.
    if (!Array.isArray(bodyParams) || bodyParams.length !== 1 || bodyParams[0].type !== 'text' || typeof code !== 'string' || code.length > 15
      || button?.sub_type !== 'url' || button.index !== '0' || button.parameters?.length !== 1 || button.parameters[0].type !== 'text' || button.parameters[0].text !== code) {
      return { status: 400, code: 132000, message: '(#132000) Number of parameters does not match the expected number of params', details: 'body and button must both carry the one-time password' };
    }
    return { to: body.to, kind: 'template', code, template: t.name, language: t.language.code };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.hang) {
        hanging.add(res);
        return;
      }
      if (req.method !== 'POST' || req.url !== `/${version}/${options.phoneNumberId}/messages`) {
        return send(400, graphError({ status: 400, code: 100, message: 'Unsupported post request.', type: 'GraphMethodException', subcode: 33 }));
      }
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return send(401, graphError({ status: 401, code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }));
      }
      if (state.refuse) return send(state.refuse.status, graphError(state.refuse));
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, graphError(invalidParameter('body is not JSON')));
      }
      const verdict = check(body);
      if ('status' in verdict) return send(verdict.status, graphError(verdict));
      taken.push(verdict);
      send(200, { messaging_product: 'whatsapp', contacts: [{ input: verdict.to, wa_id: verdict.to }], messages: [{ id: `wamid.${Buffer.from(String(taken.length)).toString('base64')}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    version,
    taken,
    /** The next requests are refused with this error (null: taken again). */
    refuse(refusal: Refusal | null) {
      state.refuse = refusal;
    },
    /** The next requests get no answer at all. */
    hang(on: boolean) {
      state.hang = on;
      if (!on) for (const res of hanging) res.destroy();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
