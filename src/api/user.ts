import { callApi } from './client';
import { OtpSentSchema } from '../contract/auth';
import { EditProfileAnswerSchema, GetUserAnswerSchema, type EditType } from '../contract/user';

// One function per user call (flows in contract/user.ts). Each throws ApiError or NetworkError.

/** The logged-in user in `data.data`; a guest gets ApiError with status 401. */
export function getUser(o: { signal?: AbortSignal } = {}) {
  return callApi({ controller: 'user', kode: 'get_user', method: 'POST', body: {}, signal: o.signal }, GetUserAnswerSchema);
}

/**
 * Saves one field. Pass an idempotencyKey (e.g. crypto.randomUUID(), kept with an outbox entry)
 * so a replay changes nothing again. `proof` is needed for 'email' and 'whatsapp' (see the phone
 * change flow); 422 `errors.editValue` carries the field message.
 */
export function editProfile(input: { editType: EditType; editValue: string; proof?: string }, idempotencyKey?: string, signal?: AbortSignal) {
  return callApi(
    { controller: 'user', kode: 'edit_profile', method: 'POST', body: { editType: input.editType, editValue: input.editValue, proof: input.proof }, idempotencyKey, signal },
    EditProfileAnswerSchema,
  );
}

/** Sends a code to the account's CURRENT number (purpose 'change-phone-current'). */
export function sendProfileOtp() {
  return callApi({ controller: 'user', kode: 'send_otp', method: 'POST', body: { verifWith: 'whatsapp' } }, OtpSentSchema);
}
