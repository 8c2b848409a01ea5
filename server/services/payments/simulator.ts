import { createHash } from 'node:crypto';
import type { PaymentInstruction, PaymentProvider, PaymentRequest } from './provider.ts';

/** The default provider: issues VA numbers and QRIS payloads locally; payment arrives via the webhook. */
export class SimulatedPaymentProvider implements PaymentProvider {
  async instruct(request: PaymentRequest): Promise<PaymentInstruction> {
    const digits = BigInt(`0x${createHash('sha256').update(request.code).digest('hex').slice(0, 12)}`).toString().padStart(12, '0').slice(-12);
    if (request.method.type === 'VA') return { vaNumber: `8808${digits}` };
    if (request.method.type === 'QRIS') return { qrisPayload: `00020101021226JARIYAH${request.code}5303360540${request.total}5802ID6304` };
    return {};
  }
}
