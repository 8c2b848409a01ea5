import type { Config } from '../config.ts';
import { MidtransPaymentProvider } from './midtrans.ts';
import type { PaymentProvider } from './provider.ts';
import { SimulatedPaymentProvider } from './simulator.ts';

/** The gateway PAYMENT_PROVIDER names: the simulator unless a real one is configured. */
export function configuredPaymentProvider(config: Pick<Config, 'paymentProvider' | 'midtrans'>): PaymentProvider {
  if (config.paymentProvider === 'midtrans' && config.midtrans) return new MidtransPaymentProvider(config.midtrans);
  return new SimulatedPaymentProvider();
}
