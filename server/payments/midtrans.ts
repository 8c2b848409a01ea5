import { MIDTRANS_VA_BANKS } from '../../src/contract/payment-providers.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import Midtrans from 'midtrans-client';
import * as v from 'valibot';
import {
  GatewayRefusal,
  type ChannelLimits, type GatewayState, type GatewayStatus, type PaymentInstruction, type PaymentProvider, type PaymentRequest,
} from './provider.ts';

// Midtrans Core API (https://docs.midtrans.com/reference): one charge per donation with the
// donation code as order_id, bank transfer VAs, QRIS, GoPay and ShopeePay; every state change is
// read back with the transaction status call. The official client does the HTTP.
// Sources, read 2026-11-26: Core API charge pages per channel (bank transfer, echannel, QRIS
// https://docs.midtrans.com/reference-link/qris, the qris object with acquirer "gopay" or
// "airpay shopee" https://docs.midtrans.com/reference-link/qris-object, GoPay and ShopeePay),
// "Integration: E-Wallet" https://docs.midtrans.com/docs/coreapi-e-money-integration (GoPay: a QR
// on a computer or tablet, the deeplink on a phone), "Transaction Status Cycle"
// https://docs.midtrans.com/docs/transaction-status-cycle (settlement → refund, chargeback,
// partial_refund, partial_chargeback, deny), "Error Code & Response Code"
// https://docs.midtrans.com/docs/error-code-and-response-code (401 key or environment, 402
// channel not activated, 400 validation), and the midtrans-client README (axios time-out and
// interceptors).

export type MidtransOptions = {
  serverKey: string;
  clientKey?: string;
  isProduction: boolean;
  /** Another Core API host (a proxy, or the test suite's local stand-in); unset: Midtrans's own. */
  apiBaseUrl?: string;
  /** How long one call may take before it counts as an outage; the client itself waits forever. */
  timeoutMs?: number;
};

/** A charge or status call that takes longer is given up: a donor's checkout and a notification must not hang on it. */
export const MIDTRANS_DEFAULT_TIMEOUT_MS = 8_000;


/**
 * Limits per channel. QRIS: at most Rp 10.000.000 per transaction (Bank Indonesia's QRIS cap,
 * as Midtrans's QRIS page and every QRIS acquirer list it); ShopeePay (its deeplink, or QRIS by
 * airpay shopee) expires within one day.
 */
export const MIDTRANS_CHANNEL_LIMITS: Readonly<Record<string, ChannelLimits>> = {
  qris: { maxAmount: 10_000_000 },
  shopeepay: { maxAmount: 10_000_000, maxExpiryMinutes: 24 * 60 },
};

/** order_id: at most 50 characters of letters, digits, '-', '_', '~' and '.'. */
export const MIDTRANS_ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;

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
const Rupiah = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/));
const StatusAnswer = v.object({
  transaction_id: v.string(),
  order_id: v.string(),
  transaction_status: v.string(),
  fraud_status: v.optional(v.string()),
  gross_amount: Rupiah,
  refund_amount: v.optional(Rupiah),
  refunds: v.optional(v.array(v.object({ refund_amount: Rupiah }))),
  chargeback_amount: v.optional(Rupiah),
});

/** Midtrans's transaction_status (and fraud_status for cards) as the donation's state; null: a status we do not know. */
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
    case 'refund':
    case 'chargeback': return 'refunded';
    case 'partial_refund':
    case 'partial_chargeback': return 'partly-refunded';
    default: return null;
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

/** The Midtrans answer's status_code ('402') or the HTTP status, whichever the client reports. */
function refusalOf(error: unknown): GatewayRefusal | null {
  if (!(error instanceof Midtrans.MidtransError)) return null;
  const status = String(error.httpStatusCode ?? '');
  const answer = error.ApiResponse as { status_message?: unknown; validation_messages?: unknown } | null;
  const said = [typeof answer?.status_message === 'string' ? answer.status_message : '', ...(Array.isArray(answer?.validation_messages) ? answer.validation_messages.map(String) : [])]
    .filter(Boolean).join('; ').slice(0, 300);
  if (status === '401') return new GatewayRefusal('wrong-key', `Midtrans 401: ${said}`);
  if (status === '402') return new GatewayRefusal('channel-inactive', `Midtrans 402: ${said}`);
  if (status === '400') return new GatewayRefusal('invalid', `Midtrans 400: ${said}`);
  return null;
}

/** A Rp amount as Midtrans writes it, in whole rupiah. */
const wholeRupiah = (amount: string | undefined) => (amount === undefined ? undefined : Math.round(Number(amount)));

export class MidtransPaymentProvider implements PaymentProvider {
  readonly name = 'midtrans' as const;
  private readonly core: InstanceType<typeof Midtrans.CoreApi>;

  constructor(options: MidtransOptions) {
    this.core = new Midtrans.CoreApi({ isProduction: options.isProduction, serverKey: options.serverKey, clientKey: options.clientKey ?? '' });
    const http = this.core.httpClient.http_client;
    http.defaults.timeout = options.timeoutMs ?? MIDTRANS_DEFAULT_TIMEOUT_MS;
    const base = options.apiBaseUrl?.replace(/\/+$/, '');
    if (base) {
      // The client's README offers axios interceptors for this; the client's own host is swapped for ours on each call.
      const own = this.core.apiConfig.getCoreApiBaseUrl();
      http.interceptors.request.use((config) => (config.url?.startsWith(own) ? { ...config, url: base + config.url.slice(own.length) } : config));
    }
  }

  channelLimits(channel: string | null): ChannelLimits {
    return MIDTRANS_CHANNEL_LIMITS[channel ?? ''] ?? {};
  }

  /** The charge body for one donation; throws GatewayRefusal('invalid') for what Midtrans would refuse anyway. */
  chargeRequest(request: PaymentRequest, orderedAt: Date): Record<string, unknown> {
    const channel = request.method.channel ?? '';
    if (!MIDTRANS_ORDER_ID.test(request.code)) throw new GatewayRefusal('invalid', `order_id ${request.code} is not allowed by Midtrans`);
    if (!Number.isSafeInteger(request.total) || request.total < 1) throw new GatewayRefusal('invalid', `gross_amount ${request.total} is not whole rupiah`);
    const limits = this.channelLimits(channel);
    if (limits.maxAmount !== undefined && request.total > limits.maxAmount) {
      throw new GatewayRefusal('invalid', `gross_amount ${request.total} is over ${channel}'s limit of ${limits.maxAmount}`);
    }
    let minutes = Math.max(1, Math.floor((request.expiresAt.getTime() - orderedAt.getTime()) / 60_000));
    if (limits.maxExpiryMinutes !== undefined) minutes = Math.min(minutes, limits.maxExpiryMinutes);
    const donor = request.donor;
    const base = {
      transaction_details: { order_id: request.code, gross_amount: request.total },
      // One item of the whole total: item_details must sum to gross_amount.
      item_details: [{ id: request.code, price: request.total, quantity: 1, name: 'Donasi' }],
      custom_expiry: { order_time: midtransTime(orderedAt), expiry_duration: minutes, unit: 'minute' },
      ...(donor ? {
        customer_details: {
          first_name: donor.name.slice(0, 255),
          phone: `0${donor.phone}`,
          ...(donor.email ? { email: donor.email } : {}),
        },
      } : {}),
    };
    if ((MIDTRANS_VA_BANKS as readonly string[]).includes(channel)) return { ...base, payment_type: 'bank_transfer', bank_transfer: { bank: channel } };
    if (channel === 'mandiri') return { ...base, payment_type: 'echannel', echannel: { bill_info1: 'Donasi:', bill_info2: request.code } };
    if (channel === 'qris') return { ...base, payment_type: 'qris', qris: { acquirer: 'gopay' } };
    if (channel === 'gopay') {
      return { ...base, payment_type: 'gopay', gopay: request.returnUrl ? { enable_callback: true, callback_url: request.returnUrl } : { enable_callback: false } };
    }
    if (channel === 'shopeepay') {
      // ShopeePay's deeplink opens only on a phone; from a computer it is paid as a QRIS by its own acquirer.
      if (request.device === 'computer') return { ...base, payment_type: 'qris', qris: { acquirer: 'airpay shopee' } };
      return { ...base, payment_type: 'shopeepay', shopeepay: request.returnUrl ? { callback_url: request.returnUrl } : {} };
    }
    throw new Error(`Midtrans does not serve channel "${channel}" (method ${request.method.code})`);
  }

  async instruct(request: PaymentRequest): Promise<PaymentInstruction> {
    if (request.method.type === 'Manual') return {};
    const body = this.chargeRequest(request, request.orderedAt ?? new Date());
    let raw: Record<string, unknown>;
    try {
      raw = await this.core.charge(body);
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
    const answer = v.parse(ChargeAnswer, raw);
    const instruction: PaymentInstruction = { gatewayTransactionId: answer.transaction_id };
    // Permata answers permata_va_number, the other banks va_numbers, Mandiri bill_key.
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
    const refunded = answer.refunds?.length
      ? answer.refunds.reduce((sum, r) => sum + (wholeRupiah(r.refund_amount) ?? 0), 0)
      : wholeRupiah(answer.refund_amount ?? answer.chargeback_amount);
    return {
      state,
      grossAmount: Math.round(Number(answer.gross_amount)),
      transactionId: answer.transaction_id,
      rawStatus: answer.transaction_status,
      ...(refunded !== undefined ? { reversedAmount: refunded } : {}),
    };
  }
}
