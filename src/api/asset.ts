import { callApi } from './client';
import { PaymentMethodListSchema } from '../contract/payment-method';

/** Active payment methods in display order, each with its minimum amount. */
export const getAllPaymentMethods = (o: { signal?: AbortSignal } = {}) =>
  callApi({ controller: 'asset', kode: 'get_all_payment_method', signal: o.signal }, PaymentMethodListSchema);
