import * as v from 'valibot';
import { sendFitrahEntry } from '../api/fitrah-desk-entry';
import { FitrahEntryForm } from '../contract/fitrah-desk-entry';
import { OutboxPayloadError, registerOutboxKind, stillQueued, type OutboxKind } from './outbox-kind';

/*
 * A household's zakat fitrah taken at the desk with no signal ('fitrah_desk_entry'): checked with
 * the server's own schema, queued under its client id (which is also the entry's Idempotency-Key),
 * and shown on the desk as 'Menunggu sinyal' while it waits (features/admin/fitrah-desk-page.tsx).
 * Sent again after a lost answer it is the same entry; a refusal (its id taken by another
 * household, the mosque no longer this person's) stays in the outbox, shown, never dropped.
 */

export const FitrahDeskPayloadSchema = v.object({
  masjid_id: v.pipe(v.string(), v.regex(/^\d{1,10}$/)),
  client_id: v.string(),
  nama: v.string(),
  jiwa: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
  kind: v.picklist(['uang', 'beras']),
  unit: v.picklist(['kg', 'liter']),
  note: v.string(),
});
export type FitrahDeskPayload = v.InferOutput<typeof FitrahDeskPayloadSchema>;

const fitrahDeskEntryKind: OutboxKind<'fitrah_desk_entry', FitrahDeskPayload> = {
  name: 'fitrah_desk_entry',
  payload: FitrahDeskPayloadSchema,
  record: (input) => {
    const form = v.safeParse(FitrahEntryForm, input);
    if (!form.success) return Promise.reject(new OutboxPayloadError(form.issues[0].message));
    const f = form.output;
    return Promise.resolve({ masjid_id: String(f.masjid_id), client_id: f.client_id, nama: f.nama, jiwa: String(f.jiwa), kind: f.kind, unit: f.unit, note: f.note });
  },
  target: (payload) => `${payload.masjid_id}:${payload.client_id}`,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    await sendFitrahEntry(payload, { key: entry.id, signal });
    await database.transaction('rw', database.outbox, async () => {
      if (await stillQueued(entry, database) && entry.seq !== undefined) await database.outbox.delete(entry.seq);
    });
  },
  // Nothing was laid over cached data: the desk reads the waiting entries from the outbox itself.
  rollBack: () => Promise.resolve(),
  rollBackWhenDropped: false,
};

/**
 * Lets the outbox take and send 'fitrah_desk_entry' entries: called by the worker and by the desk's
 * page. A staff-only kind, so a visitor's pages never carry it (an entry of it met there waits).
 */
export function registerFitrahDeskEntry(): void {
  registerOutboxKind(fitrahDeskEntryKind);
}
