import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from 'uqr';
import { buildQrisPayload } from '../../server/payments/qris.ts';
import {
  CHANNEL_INACTIVE, CHARGE_ANSWERS, DUPLICATE_ORDER, NOTIFICATION, STATUS_CODES, STATUS_NOT_FOUND, UNAUTHORIZED, VALIDATION_ERROR, type Json,
} from './midtrans-fixtures.ts';

/**
 * A local stand-in of the Midtrans Core API on 127.0.0.1, for tests: it answers the requests the
 * official client makes (POST /v2/charge, GET /v2/{id}/status) with the documented answers
 * (midtrans-fixtures.ts), keeps the transactions it made, serves an e-wallet "app" page behind
 * the deeplink (pay, then back to the callback URL), and sends signed HTTP notifications the
 * way Midtrans does. Tests move transactions with settle/expire/cancel/deny/refund/partialRefund/
 * chargeback/partialChargeback (every move of Midtrans's status cycle, settlement → deny too).
 *
 * As strict as the reference: order_id (50 characters of letters, digits and - _ ~ .), whole
 * gross_amount, item_details summing to it, custom_expiry's format, QRIS at most Rp 10.000.000,
 * ShopeePay expiring within a day, and channels not activated (402) are refused as Midtrans
 * refuses them. `production: true` answers GoPay's deeplink as production does (gojek://…).
 * `hang()` stops answering API calls (a gateway that never answers); `failStatus(503)` makes the
 * status call fail.
 */
export type StandInTransaction = {
  orderId: string;
  transactionId: string;
  paymentType: string;
  grossAmount: string;
  status: string;
  charge: Json;
  callbackUrl: string | null;
  /** Whole rupiah taken back by partial refunds or chargebacks. */
  reversedAmount: number;
};

const STAND_IN_MERCHANT = {
  acquirerGuid: 'COM.GO-JEK.WWW', merchantPan: '9360091400000000001', nmid: 'ID1020000000001', name: 'Midtrans', city: 'Jakarta Selatan', postalCode: '12340', mcc: '8661',
};

/** The QR image Midtrans's generate-qr-code serves, drawn here as an SVG. */
function qrSvg(payload: string): string {
  const qr = encode(payload, { ecc: 'M', border: 2 });
  const n = qr.data.length;
  let path = '';
  qr.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`;
  }));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="${n * 8}" height="${n * 8}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;
const ORDER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;
const EXPIRY_UNITS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };
const QRIS_MAX = 10_000_000;
const SHOPEEPAY_MAX_EXPIRY_SECONDS = 86_400;

/** What Midtrans's validation would say about a charge body; empty when it passes. */
function chargeRuleBreaks(body: Json): string[] {
  const breaks: string[] = [];
  const details = body.transaction_details as { order_id?: unknown; gross_amount?: unknown } | undefined;
  if (typeof details?.order_id !== 'string' || !ORDER_ID.test(details.order_id)) breaks.push('transaction_details.order_id may only contain alphanumeric, -, _, ~ and . and at most 50 characters');
  const gross = details?.gross_amount;
  if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1) breaks.push('transaction_details.gross_amount must be a whole number of rupiah');
  const items = body.item_details as { price?: unknown; quantity?: unknown }[] | undefined;
  if (items !== undefined) {
    const sum = Array.isArray(items) ? items.reduce((total, item) => total + (Number.isInteger(item.price) && Number.isInteger(item.quantity) ? Number(item.price) * Number(item.quantity) : Number.NaN), 0) : Number.NaN;
    if (sum !== gross) breaks.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  const expiry = body.custom_expiry as { order_time?: unknown; expiry_duration?: unknown; unit?: unknown } | undefined;
  let expirySeconds: number | null = null;
  if (expiry !== undefined) {
    if (expiry.order_time !== undefined && (typeof expiry.order_time !== 'string' || !ORDER_TIME.test(expiry.order_time))) breaks.push('custom_expiry.order_time must be yyyy-MM-dd HH:mm:ss Z');
    if (!Number.isInteger(expiry.expiry_duration) || Number(expiry.expiry_duration) < 1) breaks.push('custom_expiry.expiry_duration must be a positive integer');
    const unit = EXPIRY_UNITS[String(expiry.unit)];
    if (!unit) breaks.push('custom_expiry.unit must be second, minute, hour or day');
    else expirySeconds = Number(expiry.expiry_duration) * unit;
  }
  const acquirer = (body.qris as { acquirer?: unknown } | undefined)?.acquirer;
  if (body.payment_type === 'qris') {
    if (acquirer !== undefined && acquirer !== 'gopay' && acquirer !== 'airpay shopee') breaks.push('qris.acquirer must be gopay or airpay shopee');
    if (typeof gross === 'number' && gross > QRIS_MAX) breaks.push('transaction_details.gross_amount exceeds the QRIS limit of 10000000');
  }
  const shopee = body.payment_type === 'shopeepay' || (body.payment_type === 'qris' && acquirer === 'airpay shopee');
  if (shopee && expirySeconds !== null && expirySeconds > SHOPEEPAY_MAX_EXPIRY_SECONDS) breaks.push('custom_expiry for ShopeePay must not exceed 1 day');
  return breaks;
}

/** The dashboard's name of the channel a charge uses, as `inactiveChannels` names it. */
function channelOf(body: Json): string {
  if (body.payment_type === 'bank_transfer') return String((body.bank_transfer as { bank?: unknown } | undefined)?.bank);
  if (body.payment_type === 'echannel') return 'mandiri';
  if (body.payment_type === 'qris' && (body.qris as { acquirer?: unknown } | undefined)?.acquirer === 'airpay shopee') return 'shopeepay';
  return String(body.payment_type);
}

export type MidtransStandIn = Awaited<ReturnType<typeof startMidtransStandIn>>;

const midtransTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

export async function startMidtransStandIn(options: {
  serverKey: string;
  notificationUrl?: string;
  production?: boolean;
  inactiveChannels?: string[];
  /** Send the 'pending' notification before answering the charge (Midtrans may be that fast); its HTTP statuses land in `earlyNotifications`. */
  notifyBeforeAnswer?: boolean;
}) {
  const transactions = new Map<string, StandInTransaction>();
  const byTransactionId = new Map<string, StandInTransaction>();
  const requests: { method: string; path: string; body: Json | null }[] = [];
  const earlyNotifications: number[] = [];
  const state = { notificationUrl: options.notificationUrl ?? null, origin: '', hanging: false, statusFailure: null as number | null, production: options.production ?? false };
  const inactive = new Set(options.inactiveChannels ?? []);
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;

  const find = (id: string) => transactions.get(id) ?? byTransactionId.get(id);

  function charge(body: Json): { status: number; answer: Json } {
    const details = body.transaction_details as { order_id?: unknown; gross_amount?: unknown } | undefined;
    const paymentType = String(body.payment_type);
    const template = (CHARGE_ANSWERS as Record<string, Json>)[paymentType];
    const breaks = template ? chargeRuleBreaks(body) : ['payment_type is not supported'];
    if (breaks.length > 0 || typeof details?.order_id !== 'string' || typeof details.gross_amount !== 'number') {
      return { status: 400, answer: VALIDATION_ERROR(breaks) };
    }
    // Midtrans answers these with HTTP 200 and the code in the body, as the client expects.
    if (inactive.has(channelOf(body))) return { status: 200, answer: CHANNEL_INACTIVE };
    if (transactions.has(details.order_id)) return { status: 200, answer: DUPLICATE_ORDER };
    const transactionId = randomUUID();
    const grossAmount = `${details.gross_amount}.00`;
    const answer: Json = {
      ...template, transaction_id: transactionId, order_id: details.order_id, gross_amount: grossAmount, transaction_time: midtransTime(new Date()),
    };
    if (paymentType === 'bank_transfer') {
      const bank = String((body.bank_transfer as { bank?: unknown } | undefined)?.bank);
      const digits = createHash('sha256').update(transactionId).digest('hex').replace(/\D/g, '').padEnd(12, '7').slice(0, 12);
      if (bank === 'permata') {
        Object.assign(answer, { ...CHARGE_ANSWERS.permata, transaction_id: transactionId, order_id: details.order_id, gross_amount: grossAmount, permata_va_number: `8562${digits}` });
        delete answer.va_numbers;
      } else {
        answer.va_numbers = [{ bank, va_number: `9888${digits}` }];
      }
    }
    if (paymentType === 'echannel') answer.bill_key = `99${createHash('sha256').update(transactionId).digest('hex').replace(/\D/g, '').padEnd(10, '3').slice(0, 10)}`;
    if (paymentType === 'qris') {
      answer.qr_string = buildQrisPayload(STAND_IN_MERCHANT, details.gross_amount, details.order_id);
      answer.actions = [{ name: 'generate-qr-code', method: 'GET', url: `${state.origin}/v2/qris/${transactionId}/qr-code` }];
      answer.acquirer = (body.qris as { acquirer?: unknown } | undefined)?.acquirer ?? 'gopay';
    }
    if (paymentType === 'gopay') {
      answer.actions = [
        { name: 'generate-qr-code', method: 'GET', url: `${state.origin}/v2/gopay/${transactionId}/qr-code` },
        {
          name: 'deeplink-redirect', method: 'GET',
          // Production opens the Gojek app itself; the sandbox opens Midtrans's simulator page.
          url: state.production
            ? `gojek://gopay/merchanttransfer?tref=${transactionId}&amount=${details.gross_amount}&activity=GP:RR`
            : `${state.origin}/gopay/partner/app/payment-pin?id=${transactionId}`,
        },
        { name: 'get-status', method: 'GET', url: `${state.origin}/v2/${transactionId}/status` },
        { name: 'cancel', method: 'POST', url: `${state.origin}/v2/${transactionId}/cancel` },
      ];
    }
    if (paymentType === 'shopeepay') {
      answer.actions = [{ name: 'deeplink-redirect', method: 'GET', url: `${state.origin}/universal-link/wallet/pay?token=${transactionId}` }];
    }
    const wallet = (body.gopay ?? body.shopeepay) as { callback_url?: unknown } | undefined;
    const tx: StandInTransaction = {
      orderId: details.order_id, transactionId, paymentType, grossAmount, status: 'pending', charge: body,
      callbackUrl: typeof wallet?.callback_url === 'string' ? wallet.callback_url : null, reversedAmount: 0,
    };
    transactions.set(tx.orderId, tx);
    byTransactionId.set(transactionId, tx);
    return { status: 201, answer };
  }

  function statusAnswer(tx: StandInTransaction): Json {
    const codes = STATUS_CODES[tx.status] ?? STATUS_CODES.pending!;
    return {
      ...codes, transaction_id: tx.transactionId, order_id: tx.orderId, merchant_id: 'G141532850', gross_amount: tx.grossAmount, currency: 'IDR',
      payment_type: tx.paymentType, transaction_time: midtransTime(new Date()), transaction_status: tx.status, fraud_status: 'accept',
      ...(tx.status === 'settlement' ? { settlement_time: midtransTime(new Date()) } : {}),
      ...(tx.reversedAmount > 0 ? { refund_amount: `${tx.reversedAmount}.00` } : {}),
    };
  }

  /** The notification Midtrans would POST for this transaction's current status, signed with `serverKey`. */
  function notificationFor(tx: StandInTransaction, serverKey = options.serverKey): Json {
    const codes = STATUS_CODES[tx.status] ?? STATUS_CODES.pending!;
    const signature = createHash('sha512').update(`${tx.orderId}${codes.status_code}${tx.grossAmount}${serverKey}`).digest('hex');
    return {
      ...NOTIFICATION, transaction_time: midtransTime(new Date()), transaction_status: tx.status, transaction_id: tx.transactionId,
      status_code: codes.status_code, signature_key: signature, payment_type: tx.paymentType, order_id: tx.orderId, gross_amount: tx.grossAmount,
    };
  }

  async function sendNotification(orderId: string, opts: { body?: Json } = {}): Promise<Response> {
    const tx = transactions.get(orderId);
    if (!tx || !state.notificationUrl) throw new Error(`no transaction ${orderId} or no notification URL`);
    return fetch(state.notificationUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(opts.body ?? notificationFor(tx)) });
  }

  const walletPage = (tx: StandInTransaction) => `<!doctype html><html lang="id"><meta name="viewport" content="width=device-width">
<title>Stand-in ${tx.paymentType}</title><body><h1>Bayar ${tx.paymentType}</h1><p data-testid="amount">${tx.grossAmount}</p>
<form method="post"><button type="submit">Bayar sekarang</button></form></body></html>`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', state.origin);
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: Json | null = null;
        try {
          body = raw && req.headers['content-type']?.includes('json') ? (JSON.parse(raw) as Json) : null;
        } catch {
          body = null;
        }
        requests.push({ method: req.method ?? '', path: url.pathname, body });
        // A gateway that never answers: the socket stays open until close().
        if (state.hanging && url.pathname.startsWith('/v2/')) return;
        const json = (status: number, answer: Json) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        };
        // The e-wallet "app" behind the deeplink: GET shows it, POST pays, notifies and goes back.
        const walletId = url.searchParams.get('id') ?? url.searchParams.get('token');
        if ((url.pathname === '/gopay/partner/app/payment-pin' || url.pathname === '/universal-link/wallet/pay') && walletId) {
          const tx = byTransactionId.get(walletId);
          if (!tx) return json(404, STATUS_NOT_FOUND);
          if (req.method === 'GET') {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(walletPage(tx));
          }
          tx.status = 'settlement';
          await sendNotification(tx.orderId).catch(() => undefined);
          res.writeHead(303, { location: tx.callbackUrl ?? `${state.origin}/done` });
          return res.end();
        }
        // generate-qr-code: a public image of the transaction's QRIS (the browser loads it with no key).
        const qrImage = /^\/v2\/(?:gopay|qris)\/([^/]+)\/qr-code$/.exec(url.pathname);
        if (req.method === 'GET' && qrImage && !state.hanging) {
          const tx = byTransactionId.get(qrImage[1]!);
          if (!tx) return json(404, STATUS_NOT_FOUND);
          res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
          return res.end(qrSvg(buildQrisPayload(STAND_IN_MERCHANT, Number(tx.grossAmount.replace(/\.00$/, '')), tx.orderId)));
        }
        if (req.headers.authorization !== authorization) return json(401, UNAUTHORIZED);
        if (req.method === 'POST' && url.pathname === '/v2/charge' && body) {
          const { status, answer } = charge(body);
          if (options.notifyBeforeAnswer && status === 201 && state.notificationUrl) {
            earlyNotifications.push((await sendNotification(String(answer.order_id))).status);
          }
          return json(status, answer);
        }
        const status = /^\/v2\/([^/]+)\/status$/.exec(url.pathname);
        if (req.method === 'GET' && status) {
          if (state.statusFailure) return json(state.statusFailure, { status_code: String(state.statusFailure), status_message: 'Sorry. Our system is recovering from unexpected issues. Please retry.' });
          const tx = find(decodeURIComponent(status[1]!));
          return tx ? json(200, statusAnswer(tx)) : json(404, STATUS_NOT_FOUND);
        }
        return json(404, STATUS_NOT_FOUND);
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The status cycle's allowed moves (Transaction Status Cycle table): anything else is a test's mistake. */
  const ALLOWED_FROM: Record<string, string[]> = {
    settlement: ['pending', 'capture'], expire: ['pending'], cancel: ['pending', 'capture', 'authorize'],
    deny: ['pending', 'settlement'], refund: ['settlement', 'partial_refund'], partial_refund: ['settlement', 'partial_refund'],
    chargeback: ['settlement', 'partial_chargeback'], partial_chargeback: ['settlement', 'partial_chargeback'],
  };
  const move = (to: string) => (orderId: string, amount?: number) => {
    const tx = transactions.get(orderId);
    if (!tx) throw new Error(`stand-in has no transaction ${orderId}`);
    if (!ALLOWED_FROM[to]?.includes(tx.status)) throw new Error(`Midtrans does not move ${tx.status} → ${to}`);
    if (to.startsWith('partial_')) tx.reversedAmount += amount ?? 0;
    tx.status = to;
    return tx;
  };

  return {
    url: state.origin,
    transactions,
    requests,
    earlyNotifications,
    setNotificationUrl(url: string) {
      state.notificationUrl = url;
    },
    /** Answer GoPay deeplinks as production does (gojek://…) from now on, or as the sandbox does. */
    setProduction(on: boolean) {
      state.production = on;
    },
    settle: move('settlement'),
    expire: move('expire'),
    cancel: move('cancel'),
    deny: move('deny'),
    refund: move('refund'),
    partialRefund: (orderId: string, amount: number) => move('partial_refund')(orderId, amount),
    chargeback: move('chargeback'),
    partialChargeback: (orderId: string, amount: number) => move('partial_chargeback')(orderId, amount),
    /** While on, API calls get no answer at all. */
    hang(on = true) {
      state.hanging = on;
    },
    /** The status call answers this HTTP error (null: answers again). */
    failStatus(code: number | null) {
      state.statusFailure = code;
    },
    notificationFor,
    sendNotification,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
