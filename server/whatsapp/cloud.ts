import * as v from 'valibot';
import type { WhatsAppCloudSettings } from '../config.ts';
import type { WhatsAppGateway } from './gateway.ts';

/*
 * The official WhatsApp Business Cloud API (Meta), beside the generic HTTP gateway. One request
 * per message to POST {baseUrl}/{version}/{phone-number-id}/messages with the system user's
 * access token as a bearer token:
 * - a one-time code goes out as the business's approved AUTHENTICATION template with a copy-code
 *   button: the code is the body's one parameter and the URL button's (index 0) parameter, as in
 *   "Sending Authentication Templates"
 *   (developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates/auth-otp-template-messages);
 * - every other message (a receipt, a notice) goes out as a text message
 *   ({"type":"text","text":{"body":…}}). Meta delivers free-form text only within 24 hours of the
 *   person's last message to the business; outside it the API refuses with code 131047, which
 *   this adapter names in its error.
 * A success answers {"messaging_product":"whatsapp","contacts":[{input,wa_id}],"messages":[{id}]};
 * a refusal answers the Graph API error object {"error":{message,type,code,error_subcode,
 * error_data:{messaging_product,details},fbtrace_id}} ("WhatsApp error codes",
 * developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes/, and
 * the Graph API's "Handling errors" guide). Both are parsed here, never cast.
 */

const SentSchema = v.object({
  messaging_product: v.literal('whatsapp'),
  messages: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.nonEmpty()) })), v.minLength(1)),
});

const GraphErrorSchema = v.object({
  error: v.object({
    message: v.optional(v.string(), ''),
    type: v.optional(v.string()),
    code: v.optional(v.number()),
    error_subcode: v.optional(v.number()),
    error_data: v.optional(v.object({ details: v.optional(v.string()) })),
    fbtrace_id: v.optional(v.string()),
  }),
});

/** What an operator does about the codes seen most (the error code reference). */
const ADVICE: Record<number, string> = {
  190: 'the access token expired or was revoked: make a new system user token',
  10: 'the token lacks the whatsapp_business_messaging permission',
  200: 'the token lacks the whatsapp_business_messaging permission',
  100: 'a parameter was refused: check WHATSAPP_CLOUD_PHONE_NUMBER_ID and the template',
  131047: 'more than 24 hours since the person last wrote to the business: free-form text is refused',
  131026: 'the number cannot receive this message (no WhatsApp, or an old app)',
  132000: 'the template’s parameters do not match it',
  132001: 'the template does not exist in this language (WHATSAPP_CLOUD_OTP_TEMPLATE, WHATSAPP_CLOUD_TEMPLATE_LANGUAGE)',
  130429: 'the number’s message rate was reached: try again shortly',
  131056: 'too many messages to this person in a short time',
  4: 'the app’s request limit was reached: try again shortly',
  80007: 'the WhatsApp Business Account’s rate limit was reached',
};

/** A message the Cloud API did not take, with Meta's code kept for the log and the operator. */
export class WhatsAppCloudError extends Error {
  constructor(message: string, readonly status: number | null, readonly code: number | null, readonly traceId: string | null) {
    super(message);
    this.name = 'WhatsAppCloudError';
  }
}

export class CloudWhatsAppGateway implements WhatsAppGateway {
  constructor(private readonly settings: WhatsAppCloudSettings, private readonly fetchImpl: typeof fetch = fetch) {}

  /** A receipt or notice: a text message. Links stay plain (no preview fetched by Meta). */
  send(to: string, text: string): Promise<void> {
    return this.post({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body: text, preview_url: false } });
  }

  /** A one-time code: the authentication template, the code in its body and its copy-code button. */
  sendCode(to: string, code: string): Promise<void> {
    const parameter = [{ type: 'text', text: code }];
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: this.settings.otpTemplate.name,
        language: { code: this.settings.otpTemplate.language },
        components: [
          { type: 'body', parameters: parameter },
          { type: 'button', sub_type: 'url', index: '0', parameters: parameter },
        ],
      },
    });
  }

  private async post(payload: Record<string, unknown>): Promise<void> {
    const { baseUrl, apiVersion, phoneNumberId, accessToken, timeoutMs } = this.settings;
    const url = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(apiVersion)}/${encodeURIComponent(phoneNumberId)}/messages`;
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new WhatsAppCloudError(
        timedOut ? `WhatsApp Cloud API did not answer within ${timeoutMs} ms` : `WhatsApp Cloud API unreachable (${error instanceof Error ? error.message : String(error)})`,
        null, null, null,
      );
    }
    if (response.ok) {
      if (v.is(SentSchema, body)) return;
      throw new WhatsAppCloudError(`WhatsApp Cloud API answered ${response.status} without a message id`, response.status, null, null);
    }
    const refused = v.safeParse(GraphErrorSchema, body);
    if (!refused.success) throw new WhatsAppCloudError(`WhatsApp Cloud API answered ${response.status}`, response.status, null, null);
    const e = refused.output.error;
    const code = e.code ?? null;
    const advice = code !== null ? ADVICE[code] : undefined;
    const details = e.error_data?.details;
    throw new WhatsAppCloudError(
      `WhatsApp Cloud API refused the message (HTTP ${response.status}, code ${code ?? '?'}${e.error_subcode ? `/${e.error_subcode}` : ''}): `
        + `${e.message}${details && details !== e.message ? ` — ${details}` : ''}${advice ? ` (${advice})` : ''}`,
      response.status, code, e.fbtrace_id ?? null,
    );
  }
}
