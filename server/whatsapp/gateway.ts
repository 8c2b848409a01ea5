import type { Config } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import { CloudWhatsAppGateway } from './cloud.ts';

export type WhatsAppMessage = { to: string; text: string; sentAt: string };

/** Sends a WhatsApp text. `to` is the full international number without '+', e.g. 62812…. */
export interface WhatsAppGateway {
  send(to: string, text: string): Promise<void>;
  /**
   * A one-time code, where the channel has its own way for codes (the Cloud API's authentication
   * template with a copy-code button); `text` is the same code as a plain message, for the rest.
   */
  sendCode?(to: string, code: string, text: string): Promise<void>;
}

/** Sends a one-time code the best way the gateway knows. */
export function sendOneTimeCode(gateway: WhatsAppGateway, to: string, code: string, text: string): Promise<void> {
  return gateway.sendCode ? gateway.sendCode(to, code, text) : gateway.send(to, text);
}

/**
 * The default gateway, until a real one is configured: writes each message to the server's log
 * (read only by whoever runs the server) and, in development and tests, keeps it in the
 * development outbox (GET /dev/outbox, for this machine only) so codes can be read there.
 */
export class LogWhatsAppGateway implements WhatsAppGateway {
  readonly outbox: WhatsAppMessage[] = [];
  constructor(private readonly log: Logger, private readonly keepOutbox: boolean, private readonly now: () => Date) {}

  async send(to: string, text: string): Promise<void> {
    this.log.info('whatsapp message', { to, text });
    if (!this.keepOutbox) return;
    this.outbox.unshift({ to, text, sentAt: this.now().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, 500);
  }
}

/** The configured channel: the Cloud API, the generic HTTP gateway, or else `fallback` (the log). */
export function configuredWhatsAppGateway(config: Pick<Config, 'whatsappCloud' | 'whatsappGateway' | 'whatsappTimeoutMs'>, fallback: WhatsAppGateway): WhatsAppGateway {
  if (config.whatsappCloud) return new CloudWhatsAppGateway(config.whatsappCloud);
  if (config.whatsappGateway) return new HttpWhatsAppGateway(config.whatsappGateway.url, config.whatsappGateway.token, config.whatsappTimeoutMs);
  return fallback;
}

/** A real gateway over HTTP: POST {to, text} with a bearer token. */
export class HttpWhatsAppGateway implements WhatsAppGateway {
  constructor(private readonly url: string, private readonly token: string | undefined, private readonly timeoutMs = 10_000) {}

  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`WhatsApp gateway answered ${response.status}`);
  }
}
