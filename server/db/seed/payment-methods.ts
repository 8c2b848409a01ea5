// Payment methods of all four kinds; logos are wordmarks in public/payment/.
import { MIDTRANS_CHANNELS, type PaymentProviderName } from '../../../src/contract/payment-providers.ts';

export type SeedPaymentMethod = {
  type: 'QRIS' | 'E-wallet' | 'VA' | 'Manual';
  channelName: string;
  code: string;
  image: string;
  minimum: number;
  accountNumber?: string;
  accountName?: string;
  /** Wordmark of the generated logo. */
  label: string;
  color: string;
  /** The gateway's channel name (Midtrans Core API); absent where Midtrans has none. */
  channel?: string;
};

/** Midtrans serves the channels it knows; the others stay with the simulator, so they are not offered under Midtrans. */
export function seededProvider(method: SeedPaymentMethod, provider: PaymentProviderName): string {
  if (method.type === 'Manual') return 'manual';
  if (provider === 'midtrans') return method.channel && MIDTRANS_CHANNELS.has(method.channel) ? 'midtrans' : 'simulator';
  return provider;
}

export const SEED_PAYMENT_METHODS: SeedPaymentMethod[] = [
  { type: 'QRIS', channelName: 'QRIS', code: 'QRIS', channel: 'qris', image: '/payment/qris.svg', minimum: 1_000, label: 'QRIS', color: '#c8102e' },
  { type: 'E-wallet', channelName: 'GoPay', code: 'GOPAY', channel: 'gopay', image: '/payment/gopay.svg', minimum: 1_000, label: 'gopay', color: '#00aed6' },
  { type: 'E-wallet', channelName: 'OVO', code: 'OVO', channel: 'ovo', image: '/payment/ovo.svg', minimum: 1_000, label: 'OVO', color: '#4c3494' },
  { type: 'E-wallet', channelName: 'DANA', code: 'DANA', channel: 'dana', image: '/payment/dana.svg', minimum: 1_000, label: 'DANA', color: '#118eea' },
  { type: 'E-wallet', channelName: 'ShopeePay', code: 'SHOPEEPAY', channel: 'shopeepay', image: '/payment/shopeepay.svg', minimum: 1_000, label: 'ShopeePay', color: '#ee4d2d' },
  { type: 'VA', channelName: 'BSI Virtual Account', code: 'BSI_VA', channel: 'bsi', image: '/payment/bsi.svg', minimum: 20_000, label: 'BSI', color: '#00a39d' },
  { type: 'VA', channelName: 'BRI Virtual Account', code: 'BRI_VA', channel: 'bri', image: '/payment/bri.svg', minimum: 20_000, label: 'BRI', color: '#00529c' },
  { type: 'VA', channelName: 'BNI Virtual Account', code: 'BNI_VA', channel: 'bni', image: '/payment/bni.svg', minimum: 20_000, label: 'BNI', color: '#f15a23' },
  { type: 'VA', channelName: 'Mandiri Virtual Account', code: 'MANDIRI_VA', channel: 'mandiri', image: '/payment/mandiri.svg', minimum: 20_000, label: 'mandiri', color: '#003d79' },
  {
    type: 'Manual', channelName: 'Transfer Bank BSI', code: 'BSI_MANUAL', image: '/payment/bsi-transfer.svg', minimum: 20_000,
    accountNumber: '7140012345', accountName: 'Yayasan Jariyah Nusantara', label: 'BSI', color: '#00a39d',
  },
];
