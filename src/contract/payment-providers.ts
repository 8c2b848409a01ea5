/*
 * The payment gateways this server can talk to, and the channels the Midtrans adapter charges:
 * names both the server's configuration and the demo seed read (issue 39: the seed takes them
 * from here, not from the payments module's insides).
 */

/** The gateways this server can talk to; 'manual' methods are confirmed by staff. */
export const PAYMENT_PROVIDERS = ['simulator', 'midtrans'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Core API banks for `bank_transfer`; Mandiri is its bill payment (`echannel`); BSI has no Core API VA: not offered. */
export const MIDTRANS_VA_BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'] as const;
/** Every channel the Midtrans adapter can charge; a method with another channel is not served by Midtrans. */
export const MIDTRANS_CHANNELS: ReadonlySet<string> = new Set([...MIDTRANS_VA_BANKS, 'mandiri', 'qris', 'gopay', 'shopeepay']);
