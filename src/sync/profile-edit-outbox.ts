import * as v from 'valibot';
import { editProfile } from '../api/user';
import { EditProfileSchema, type User } from '../contract/user';
import { OutboxPayloadError, parsePrevious, stillQueued, waitingOfSameTarget, type OutboxKind } from './outbox-kind';
import { readCachedProfile, writeCachedProfile } from '../db/cached-profile';
import { OFFLINE_EDIT_FIELDS, OFFLINE_EDIT_TYPES, storeServerProfile, withField, type OfflineEditType } from './profile-cache';

/*
 * A profile text field edited offline ('edit_profile'): shown at once on the cached profile, laid
 * over every fresh copy of it until sent (profile-cache.ts), and undone if the server refuses it.
 */

export const EditProfilePayloadSchema = v.object({
  editType: v.picklist(OFFLINE_EDIT_TYPES),
  editValue: v.string(),
  /** JSON of the value before the change ('null' when empty), for the rollback. */
  previous: v.optional(v.string()),
});
type EditProfilePayload = v.InferOutput<typeof EditProfilePayloadSchema>;

const currentValue = (profile: User, editType: OfflineEditType): string | null => profile[OFFLINE_EDIT_FIELDS[editType]];

export const profileEditKind: OutboxKind<'edit_profile', EditProfilePayload> = {
  name: 'edit_profile',
  payload: EditProfilePayloadSchema,
  async record(input, database) {
    // The server's own schema first (it trims and checks the value), then the fields the outbox may change.
    const checked = v.safeParse(EditProfileSchema, { ...input });
    const edit = v.safeParse(EditProfilePayloadSchema, checked.success ? checked.output : {});
    if (!checked.success || !edit.success) throw new OutboxPayloadError(checked.issues?.[0]?.message ?? 'Perubahan tidak valid');
    const profile = await readCachedProfile(database);
    const field = edit.output.editType;
    const before = profile ? currentValue(profile, field) : null;
    if (profile) await writeCachedProfile(withField(profile, field, edit.output.editValue), database);
    return { editType: field, editValue: edit.output.editValue, previous: JSON.stringify(before) };
  },
  target: (payload) => payload.editType,
  merge: 'queue',
  async send(entry, payload, database, signal) {
    const answer = await editProfile({ editType: payload.editType, editValue: payload.editValue }, entry.id, signal);
    // Sent: drop the entry and take the server's profile in the same breath, so the edits
    // still waiting are laid over the fresh copy and this one is not applied twice.
    await database.transaction('rw', database.outbox, database.kv, async () => {
      if (!(await stillQueued(entry, database))) return;
      await database.outbox.delete(entry.seq);
      if (!answer.data.pending) await storeServerProfile(answer.data.user, database);
    });
  },
  async rollBack(entry, payload, database) {
    const profile = await readCachedProfile(database);
    if (!profile) return;
    // Only undo what is still on screen: a later edit of the same field stays.
    if ((await waitingOfSameTarget(entry, database, { laterOnly: true })) === 0) {
      await writeCachedProfile(withField(profile, payload.editType, parsePrevious(payload.previous)), database);
    }
  },
  // The cached profile is the current account's and only its own edits are laid over it
  // (storeServerProfile): another account's edit has nothing on screen to undo.
  rollBackWhenDropped: false,
};
