// Payment methods of all four kinds; logos are wordmarks in public/payment/.

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
};

export const SEED_PAYMENT_METHODS: SeedPaymentMethod[] = [
  { type: 'QRIS', channelName: 'QRIS', code: 'QRIS', image: '/payment/qris.svg', minimum: 1_000, label: 'QRIS', color: '#c8102e' },
  { type: 'E-wallet', channelName: 'GoPay', code: 'GOPAY', image: '/payment/gopay.svg', minimum: 1_000, label: 'gopay', color: '#00aed6' },
  { type: 'E-wallet', channelName: 'OVO', code: 'OVO', image: '/payment/ovo.svg', minimum: 1_000, label: 'OVO', color: '#4c3494' },
  { type: 'E-wallet', channelName: 'DANA', code: 'DANA', image: '/payment/dana.svg', minimum: 1_000, label: 'DANA', color: '#118eea' },
  { type: 'E-wallet', channelName: 'ShopeePay', code: 'SHOPEEPAY', image: '/payment/shopeepay.svg', minimum: 1_000, label: 'ShopeePay', color: '#ee4d2d' },
  { type: 'VA', channelName: 'BSI Virtual Account', code: 'BSI_VA', image: '/payment/bsi.svg', minimum: 20_000, label: 'BSI', color: '#00a39d' },
  { type: 'VA', channelName: 'BRI Virtual Account', code: 'BRI_VA', image: '/payment/bri.svg', minimum: 20_000, label: 'BRI', color: '#00529c' },
  { type: 'VA', channelName: 'BNI Virtual Account', code: 'BNI_VA', image: '/payment/bni.svg', minimum: 20_000, label: 'BNI', color: '#f15a23' },
  { type: 'VA', channelName: 'Mandiri Virtual Account', code: 'MANDIRI_VA', image: '/payment/mandiri.svg', minimum: 20_000, label: 'mandiri', color: '#003d79' },
  {
    type: 'Manual', channelName: 'Transfer Bank BSI', code: 'BSI_MANUAL', image: '/payment/bsi-transfer.svg', minimum: 20_000,
    accountNumber: '7140012345', accountName: 'Yayasan Jariyah Nusantara', label: 'BSI', color: '#00a39d',
  },
];
