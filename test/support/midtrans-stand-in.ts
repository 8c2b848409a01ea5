import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildQrisPayload } from '../../server/services/payments/qris.ts';
import { CHARGE_ANSWERS, DUPLICATE_ORDER, NOTIFICATION, STATUS_CODES, STATUS_NOT_FOUND, UNAUTHORIZED, type Json } from './midtrans-fixtures.ts';

/**
 * A local stand-in of the Midtrans Core API on 127.0.0.1, for tests: it answers the requests the
 * official client makes (POST /v2/charge, GET /v2/{id}/status) with the documented answers
 * (midtrans-fixtures.ts), keeps the transactions it made, serves an e-wallet "app" page behind
 * the deeplink (pay, then back to the callback URL), and sends signed HTTP notifications the
 * way Midtrans does. Tests move transactions with settle/expire/cancel/deny/refund.
 */
export type StandInTransaction = {
  orderId: string;
  transactionId: string;
  paymentType: string;
  grossAmount: string;
  status: string;
  charge: Json;
  callbackUrl: string | null;
};

export type MidtransStandIn = Awaited<ReturnType<typeof startMidtransStandIn>>;

const midtransTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

export async function startMidtransStandIn(options: { serverKey: string; notificationUrl?: string }) {
  const transactions = new Map<string, StandInTransaction>();
  const byTransactionId = new Map<string, StandInTransaction>();
  const requests: { method: string; path: string; body: Json | null }[] = [];
  const state = { notificationUrl: options.notificationUrl ?? null, origin: '' };
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;

  const find = (id: string) => transactions.get(id) ?? byTransactionId.get(id);

  function charge(body: Json): { status: number; answer: Json } {
    const details = body.transaction_details as { order_id?: unknown; gross_amount?: unknown } | undefined;
    const paymentType = String(body.payment_type);
    const template = (CHARGE_ANSWERS as Record<string, Json>)[paymentType];
    if (!template || typeof details?.order_id !== 'string' || typeof details.gross_amount !== 'number') {
      return { status: 400, answer: { status_code: '400', status_message: 'One or more parameters in the payload is invalid.' } };
    }
    if (transactions.has(details.order_id)) return { status: 200, answer: DUPLICATE_ORDER };
    const transactionId = randomUUID();
    const grossAmount = `${details.gross_amount}.00`;
    const answer: Json = {
      ...template, transaction_id: transactionId, order_id: details.order_id, gross_amount: grossAmount, transaction_time: midtransTime(new Date()),
    };
    if (paymentType === 'bank_transfer') {
      const bank = String((body.bank_transfer as { bank?: unknown } | undefined)?.bank);
      const digits = createHash('sha256').update(transactionId).digest('hex').replace(/\D/g, '').padEnd(12, '7').slice(0, 12);
      answer.va_numbers = [{ bank, va_number: `9888${digits}` }];
    }
    if (paymentType === 'echannel') answer.bill_key = `99${createHash('sha256').update(transactionId).digest('hex').replace(/\D/g, '').padEnd(10, '3').slice(0, 10)}`;
    if (paymentType === 'qris') {
      answer.qr_string = buildQrisPayload({
        acquirerGuid: 'COM.GO-JEK.WWW', merchantPan: '9360091400000000001', nmid: 'ID1020000000001', name: 'Midtrans', city: 'Jakarta Selatan', postalCode: '12340', mcc: '8661',
      }, details.gross_amount, details.order_id);
      answer.actions = [{ name: 'generate-qr-code', method: 'GET', url: `${state.origin}/v2/qris/${transactionId}/qr-code` }];
    }
    if (paymentType === 'gopay') {
      answer.actions = [
        { name: 'generate-qr-code', method: 'GET', url: `${state.origin}/v2/gopay/${transactionId}/qr-code` },
        { name: 'deeplink-redirect', method: 'GET', url: `${state.origin}/gopay/partner/app/payment-pin?id=${transactionId}` },
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
      callbackUrl: typeof wallet?.callback_url === 'string' ? wallet.callback_url : null,
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
        if (req.headers.authorization !== authorization) return json(401, UNAUTHORIZED);
        if (req.method === 'POST' && url.pathname === '/v2/charge' && body) {
          const { status, answer } = charge(body);
          return json(status, answer);
        }
        const status = /^\/v2\/([^/]+)\/status$/.exec(url.pathname);
        if (req.method === 'GET' && status) {
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

  const move = (to: string) => (orderId: string) => {
    const tx = transactions.get(orderId);
    if (!tx) throw new Error(`stand-in has no transaction ${orderId}`);
    tx.status = to;
    return tx;
  };

  return {
    url: state.origin,
    transactions,
    requests,
    setNotificationUrl(url: string) {
      state.notificationUrl = url;
    },
    settle: move('settlement'),
    expire: move('expire'),
    cancel: move('cancel'),
    deny: move('deny'),
    refund: move('refund'),
    notificationFor,
    sendNotification,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
