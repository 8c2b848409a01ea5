import { callApi } from './client';
import { FundraiserAnswerSchema, FundraiserRegisterAnswerSchema } from '../contract/fundraiser';

// The fundraiser calls (flow in contract/fundraiser.ts). Each throws ApiError or NetworkError.

/** `data.data` is the fundraiser record or null; a guest gets ApiError 401. */
export function getFundraiser() {
  return callApi({ controller: 'fundraiser', kode: 'get_user' }, FundraiserAnswerSchema);
}

/** Becomes a fundraiser (asking again answers the same record). */
export function registerFundraiser() {
  return callApi({ controller: 'fundraiser', kode: 'register', method: 'POST', body: {} }, FundraiserRegisterAnswerSchema);
}
