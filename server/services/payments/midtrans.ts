import { createHash, timingSafeEqual } from 'node:crypto';
import Midtrans from 'midtrans-client';
import * as v from 'valibot';
import type { GatewayState, GatewayStatus, PaymentInstruction, PaymentProvider, PaymentRequest } from './provider.ts';

// Midtrans Core API (https://docs.midtrans.com/reference): one charge per donation with the
// donation code as order_id, bank transfer VAs, QRIS, GoPay and ShopeePay; every state change is
// read back with the transaction status call. The official client does the HTTP.

export type MidtransOptions = {
  serverKey: string;
  clientKey?: string;
  isProduction: boolean;
  /** Another Core API host (a proxy, or the test suite's local stand-in); unset: Midtrans's own. */
  apiBaseUrl?: string;
};

/** Core API banks for `bank_transfer`; Mandiri is its bill payment (`echannel`); BSI has no Core API VA: not offered. */
export const MIDTRANS_VA_BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'] as const;
/** Every channel this adapter can charge; a method with another channel is not served by Midtrans. */
export const MIDTRANS_CHANNELS: ReadonlySet<string> = new Set([...MIDTRANS_VA_BANKS, 'mandiri', 'qris', 'gopay', 'shopeepay']);

const Action = v.object({ name: v.string(), url: v.string() });
const ChargeAnswer = v.object({
  transaction_id: v.string(),
  order_id: v.string(),
  va_numbers: v.optional(v.array(v.object({ bank: v.string(), va_number: v.string() }))),
  permata_va_number: v.optional(v.string()),
  bill_key: v.optional(v.string()),
  biller_code: v.optional(v.string()),
  qr_string: v.optional(v.string()),
  actions: v.optional(v.array(Action)),
});
const StatusAnswer = v.object({
  transaction_id: v.string(),
  order_id: v.string(),
  transaction_status: v.string(),
  fraud_status: v.optional(v.string()),
  gross_amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
});

/** Midtrans's transaction_status (and fraud_status for cards) as the donation's state; null: a status we do not act on. */
export function midtransState(transactionStatus: string, fraudStatus?: string): GatewayState | null {
  switch (transactionStatus) {
    case 'settlement': return 'paid';
    case 'capture': return fraudStatus === 'accept' || fraudStatus === undefined ? 'paid' : 'pending';
    case 'pending':
    case 'authorize': return 'pending';
    case 'expire': return 'expired';
    case 'cancel':
    case 'deny':
    case 'failure': return 'failed';
    case 'refund': return 'refunded';
    default: return null; // partial_refund, chargeback…: left to staff, logged by the caller
  }
}

/** SHA-512 hex of order_id + status_code + gross_amount + server key, as Midtrans signs its notifications. */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

export function verifyMidtransSignature(n: { order_id: string; status_code: string; gross_amount: string; signature_key: string }, serverKey: string): boolean {
  const given = n.signature_key.trim().toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(midtransSignature(n.order_id, n.status_code, n.gross_amount, serverKey), 'hex'), Buffer.from(given, 'hex'));
}

/** 'yyyy-MM-dd HH:mm:ss +0700': custom_expiry's order_time, in Jakarta time. */
export function midtransTime(at: Date): string {
  const jakarta = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return `${jakarta.slice(0, 10)} ${jakarta.slice(11, 19)} +0700`;
}

const actionUrl = (actions: v.InferOutput<typeof Action>[] | undefined, name: string) => actions?.find((a) => a.name === name)?.url;

export class MidtransPaymentProvider implements PaymentProvider {
  readonly name = 'midtrans' as const;
  private readonly core: InstanceType<typeof Midtrans.CoreApi>;

  constructor(options: MidtransOptions) {
    this.core = new Midtrans.CoreApi({ isProduction: options.isProduction, serverKey: options.serverKey, clientKey: options.clientKey ?? '' });
    const base = options.apiBaseUrl?.replace(/\/+$/, '');
    // The client builds every Core API address from this one method; this instance alone uses another host.
    if (base) this.core.apiConfig.getCoreApiBaseUrl = () => base;
  }

  /** The charge body for one donation. */
  chargeRequest(request: PaymentRequest, orderedAt: Date): Record<string, unknown> {
    const channel = request.method.channel ?? '';
    const minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - orderedAt.getTime()) / 60_000));
    const base = {
      transaction_details: { order_id: request.code, gross_amount: request.total },
      item_details: [{ id: request.code, price: request.total, quantity: 1, name: 'Donasi' }],
      custom_expiry: { order_time: midtransTime(orderedAt), expiry_duration: minutes, unit: 'minute' },
    };
    if ((MIDTRANS_VA_BANKS as readonly string[]).includes(channel)) return { ...base, payment_type: 'bank_transfer', bank_transfer: { bank: channel } };
    if (channel === 'mandiri') return { ...base, payment_type: 'echannel', echannel: { bill_info1: 'Donasi:', bill_info2: request.code } };
    if (channel === 'qris') return { ...base, payment_type: 'qris', qris: { acquirer: 'gopay' } };
    if (channel === 'gopay') {
      return { ...base, payment_type: 'gopay', gopay: request.returnUrl ? { enable_callback: true, callback_url: request.returnUrl } : { enable_callback: false } };
    }
    if (channel === 'shopeepay') return { ...base, payment_type: 'shopeepay', shopeepay: request.returnUrl ? { callback_url: request.returnUrl } : {} };
    throw new Error(`Midtrans does not serve channel "${channel}" (method ${request.method.code})`);
  }

  async instruct(request: PaymentRequest): Promise<PaymentInstruction> {
    if (request.method.type === 'Manual') return {};
    const answer = v.parse(ChargeAnswer, await this.core.charge(this.chargeRequest(request, request.orderedAt ?? new Date())));
    const instruction: PaymentInstruction = { gatewayTransactionId: answer.transaction_id };
    const va = answer.va_numbers?.[0]?.va_number ?? answer.permata_va_number ?? answer.bill_key;
    if (va) instruction.vaNumber = va;
    if (answer.biller_code) instruction.billerCode = answer.biller_code;
    if (answer.qr_string) instruction.qrisPayload = answer.qr_string;
    const qrImage = actionUrl(answer.actions, 'generate-qr-code');
    if (qrImage) instruction.qrImageUrl = qrImage;
    const deeplink = actionUrl(answer.actions, 'deeplink-redirect');
    if (deeplink) instruction.deeplinkUrl = deeplink;
    return instruction;
  }

  async status(code: string): Promise<GatewayStatus | null> {
    let raw: Record<string, unknown>;
    try {
      raw = await this.core.transaction.status(code);
    } catch (error) {
      if (error instanceof Midtrans.MidtransError && String(error.httpStatusCode) === '404') return null;
      throw error;
    }
    const answer = v.parse(StatusAnswer, raw);
    const state = midtransState(answer.transaction_status, answer.fraud_status);
    if (answer.order_id !== code || state === null) {
      throw new Error(`Midtrans status for ${code} not understood: ${answer.transaction_status} (order ${answer.order_id})`);
    }
    return { state, grossAmount: Math.round(Number(answer.gross_amount)), transactionId: answer.transaction_id, rawStatus: answer.transaction_status };
  }
}
