import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { deleteKv, readKv, writeKv } from '../../db/kv';
import { PERSONAL_KV_KEYS } from '../../db/personal-data';

/*
 * The phone/email change steps' state between screens and reloads: which contact, when the last
 * code was issued, the proof a correct code earned, and the new number awaiting its own code.
 * Never a code.
 */
const KEY = PERSONAL_KV_KEYS.contactChange;
export const ContactFlowSchema = v.object({
  kind: v.picklist(['phone', 'email']),
  issuedAt: v.optional(v.number()),
  proof: v.optional(v.string()),
  newPhone: v.optional(v.string()),
});
export type ContactFlow = v.InferOutput<typeof ContactFlowSchema>;

export const writeContactFlow = (flow: ContactFlow) => writeKv(KEY, v.parse(ContactFlowSchema, flow));
export const clearContactFlow = () => deleteKv(KEY);
export function useContactFlow(): ContactFlow | null | undefined {
  return useLiveQuery(async () => (await readKv(KEY, ContactFlowSchema)) ?? null, []);
}
