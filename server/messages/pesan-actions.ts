import { randomUUID } from 'node:crypto';
import { action, ok, type Controller } from '../http/controller.ts';
import { tooMany, unauthenticated } from '../http/errors.ts';
import { hitRateLimit, scaled } from '../lib/rate-limit.ts';
import { deleteMessages, listMessages, markMessagesRead, postAnnouncement } from './pesan.ts';
import { AnnouncementForm, DeleteMessagesForm, ListMessagesQuery, MarkReadForm, pesanMessages } from '../../src/contract/pesan.ts';
import { adoptDeviceFollows, deviceHash } from '../follows/index.ts';
import { adminAction } from '../accounts/index.ts';
import { pushActions } from './push-actions.ts';

// The inbox (Pesan) and its push reminders; actions and answers in src/contract/pesan.ts.

/** A busy inbox reader polls at start and on focus; this only stops a script. */
const LIST_LIMIT = { limit: 120, windowSeconds: 60 };
const ANNOUNCE_LIMIT = { limit: 10, windowSeconds: 3600 };

export const pesanController: Controller = {
  list_messages: action({
    method: 'GET',
    input: ListMessagesQuery,
    auth: 'optional',
    handle: async ({ db, deps, input, user, ip, now }) => {
      const rule = user ? LIST_LIMIT : scaled(LIST_LIMIT, deps.config.addressLimitFactor);
      const verdict = await hitRateLimit(db, `pesan-list:${user ? `u${user.id}` : ip}`, rule, now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      // A device that followed mosques as a guest hands them to the account that signed in on it.
      if (user && input.device) await adoptDeviceFollows(db, input.device, user.id);
      const device = input.device ? { deviceHash: deviceHash(input.device) } : {};
      return ok(await listMessages(db, user ? { userId: user.id, codes: input.codes } : { codes: input.codes, ...device }));
    },
  }),

  mark_read: action({
    method: 'POST',
    // One person's own inbox: nothing a shared copy holds (issue 41: every call emptied them).
    keepsSharedCopies: true,
    input: MarkReadForm,
    auth: 'required',
    handle: async ({ db, input, user, now }) => {
      if (!user) throw unauthenticated();
      const count = await markMessagesRead(db, user.id, 'all' in input ? 'all' : input.ids, now);
      return ok({ count }, pesanMessages.marked);
    },
  }),

  delete_messages: action({
    method: 'POST',
    // One person's own inbox: nothing a shared copy holds (issue 41: every call emptied them).
    keepsSharedCopies: true,
    input: DeleteMessagesForm,
    auth: 'required',
    handle: async ({ db, input, user, now }) => {
      if (!user) throw unauthenticated();
      return ok({ count: await deleteMessages(db, user.id, input.ids, now) }, pesanMessages.deleted);
    },
  }),

  // Today's staff check; the role rework maps this to the network admin.
  // Network admins only (adminAction's default), and on the audit trail like every admin change.
  post_announcement: adminAction({
    method: 'POST',
    input: AnnouncementForm,
    idempotent: true,
    handle: async ({ db, input, user, now, audit }) => {
      const verdict = await hitRateLimit(db, `announce:u${user.id}`, ANNOUNCE_LIMIT, now);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const id = await postAnnouncement(db, input, now, randomUUID);
      await audit({ action: 'post_announcement', targetType: 'announcement', targetId: id, after: input });
      return ok({ id }, pesanMessages.announced);
    },
  }),

  ...pushActions,
};
