// The WhatsApp channel: the log, a generic HTTP gateway, or the Cloud API.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { configuredWhatsAppGateway, LogWhatsAppGateway, sendOneTimeCode } from './gateway.ts';
export type { WhatsAppGateway, WhatsAppMessage } from './gateway.ts';
