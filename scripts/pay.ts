// `npm run pay -- <codeDonate>`: marks a donation paid through the signed payment webhook of a
// running server that uses the payment simulator, as the payment provider would. Reads the
// total with getTransaction, signs with PAYMENT_WEBHOOK_SECRET, or else with the secret the
// server generated in its data folder (DATA_DIR, default data). BASE_URL (or PORT) says where
// the server is.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readSecrets } from '../server/secrets.ts';
import * as v from 'valibot';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../server/payments/index.ts';
import { CLIENT_KEY_HEADER, EnvelopeSchema, KODE_HEADER, WEB_CLIENT_KEY } from '../src/contract/envelope.ts';
import { TransactionSchema } from '../src/contract/donation.ts';

function realGatewayHelp(code: string, provider: string, transactionId?: string): string {
  return [
    `Server ini memakai gateway pembayaran ${provider}, bukan simulator: donasi ${code} dibayar di sana, bukan dengan npm run pay.`,
    'Dengan kunci sandbox Midtrans: buka https://simulator.sandbox.midtrans.com, pilih metode donasi itu (VA, QRIS, GoPay, ShopeePay)',
    `dan bayar nomor VA / QR / tautan dari halaman pembayarannya${transactionId ? ` (ID transaksi ${transactionId})` : ''}.`,
    'Midtrans mengirim notifikasi ke /api/payment/midtrans/notify; jika hilang, rekonsiliasi menanyakannya dalam PAYMENT_RECONCILE_MINUTES menit.',
  ].join('\n');
}

async function main(): Promise<number> {
  const code = process.argv.slice(2).find((a) => a !== '--')?.trim();
  if (!code) {
    console.error('Pakai: npm run pay -- <kode donasi>   (mis. npm run pay -- JRYABCDEFGHJK)');
    return 2;
  }
  const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? '8080'}`;
  if (process.env.PAYMENT_PROVIDER && process.env.PAYMENT_PROVIDER !== 'simulator') {
    console.error(realGatewayHelp(code, process.env.PAYMENT_PROVIDER));
    return 2;
  }
  const url = new URL('/api/transaction', base);
  url.searchParams.set('codeDonate', code);
  const read = await fetch(url, { headers: { [KODE_HEADER]: 'getTransaction', [CLIENT_KEY_HEADER]: WEB_CLIENT_KEY } });
  const envelope = v.parse(EnvelopeSchema, await read.json());
  if (!read.ok) {
    console.error(`Donasi ${code}: ${envelope.message} (${read.status})`);
    return 1;
  }
  const transaction = v.parse(TransactionSchema, envelope.data);
  // A donation a real gateway charged is paid at that gateway, never by this script.
  if (transaction.gateway_transaction_id) {
    console.error(realGatewayHelp(code, 'midtrans', transaction.gateway_transaction_id));
    return 2;
  }
  if (transaction.state !== 'pending') {
    console.error(`Donasi ${code} berstatus ${transaction.status}; tidak ada yang dibayar.`);
    return 1;
  }

  const secret = process.env.PAYMENT_WEBHOOK_SECRET || readSecrets(path.resolve(process.env.DATA_DIR ?? 'data'))?.paymentWebhookSecret;
  if (!secret) {
    console.error('Tidak ada PAYMENT_WEBHOOK_SECRET dan belum ada data/secrets.json: jalankan server sekali (npm start), atau isi PAYMENT_WEBHOOK_SECRET seperti di server.');
    return 1;
  }

  const body = JSON.stringify({ event_id: `dev-${randomUUID()}`, codeDonate: code, status: 'paid', amount: transaction.total });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(new URL('/api/payment/notify', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signNotification(secret, timestamp, body) },
    body,
  });
  const answer = v.parse(EnvelopeSchema, await res.json());
  const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(transaction.total);
  console.log(`${code} (${rupiah}, ${transaction.channel_name}): ${answer.message} (${res.status})`);
  return res.ok ? 0 : 1;
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
