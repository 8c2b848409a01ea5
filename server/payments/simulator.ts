import { createHash } from 'node:crypto';
import type { PaymentInstruction, PaymentProvider, PaymentRequest } from './provider.ts';
import { buildQrisPayload, type QrisMerchant } from './qris.ts';

/** Virtual-account prefixes (the bank's company code) by the method code's bank name. */
const VA_PREFIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/bca/i, '39358'],
  [/bni/i, '8808'],
  [/bri/i, '26215'],
  [/mandiri/i, '89508'],
  [/permata/i, '8528'],
  [/bsi|syariah/i, '9347'],
  [/cimb/i, '5919'],
  [/danamon/i, '7915'],
];
const DEFAULT_VA_PREFIX = '8930';
const VA_LENGTH = 16;

const SIMULATED_MERCHANT: QrisMerchant = {
  acquirerGuid: 'ID.JARIYAH.SIMULATOR',
  merchantPan: '9360091800000000017',
  nmid: 'ID1026000000017',
  // What a wallet shows as the payee when this code is scanned: a real wallet user is told not to pay.
  name: 'SIMULASI JANGAN DIBAYAR',
  city: 'JAKARTA',
  postalCode: '10110',
  mcc: '8661',
};

export function vaPrefixFor(methodCode: string): string {
  return VA_PREFIXES.find(([pattern]) => pattern.test(methodCode))?.[1] ?? DEFAULT_VA_PREFIX;
}

/**
 * The default provider: issues VA numbers and QRIS payloads locally; payment arrives via the
 * signed webhook (`npm run pay -- <code>` in development). Instructions derive from the
 * donation code, so asking twice for one donation gives the same answer.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulator' as const;
  readonly instructsLocally = true;

  async instruct(request: PaymentRequest): Promise<PaymentInstruction> {
    if (request.method.type === 'VA') {
      const prefix = vaPrefixFor(request.method.code);
      const width = VA_LENGTH - prefix.length;
      const hash = BigInt(`0x${createHash('sha256').update(`va:${request.code}`).digest('hex').slice(0, 16)}`);
      const digits = (hash % 10n ** BigInt(width)).toString().padStart(width, '0');
      return { vaNumber: prefix + digits };
    }
    // An e-wallet is paid as every Indonesian wallet pays a QRIS: with no wallet app to open, a
    // demo's GoPay shows a code to scan (marked as a simulation) instead of a dead end.
    if (request.method.type === 'QRIS' || request.method.type === 'E-wallet') return { qrisPayload: buildQrisPayload(SIMULATED_MERCHANT, request.total, request.code) };
    return {};
  }
}
