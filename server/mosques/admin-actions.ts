import * as v from 'valibot';
import { ok, type Controller } from '../http/controller.ts';
import { invalid, notFound } from '../http/errors.ts';
import { adminAction, findUserByPhone, grantStaff, listStaff, revokeStaff } from '../accounts/index.ts';
import {
  addActivity, addFinanceEntry, adminMosqueById, cancelActivity, findActivity, listAdminMosques, listFinanceEntries, saveMosque,
} from './admin-mosques.ts';
import { upcomingActivities } from './pages.ts';
import { mosqueById } from './times.ts';
import { messageForMosqueActivity } from './announcements.ts';
import { messageForStaffRole, whatsAppStaffRole } from './staff-notices.ts';
import {
  ActivityForm, CancelActivityForm, FinanceEntryForm, MasjidIdQuery, MosqueForm, StaffForm, roleMessages,
} from '../../src/contract/admin-mosque.ts';

// Each mosque's own page in the panel; contract in src/contract/admin-mosque.ts.

export const adminMosqueActions: Controller = {
  list_mosques: adminAction({
    method: 'GET',
    input: v.object({}),
    who: 'staff',
    handle: async ({ db, access }) => ok(await listAdminMosques(db, access.masjidIds)),
  }),

  save_mosque: adminAction({
    method: 'POST',
    input: MosqueForm,
    idempotent: true,
    handle: async ({ db, deps, input, now, audit }) => {
      const result = await saveMosque(db, deps.config.dataDir, input, now);
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound(roleMessages.mosqueNotFound);
        throw invalid({ flyer: result.message }, result.message);
      }
      await audit({ action: 'save_mosque', targetType: 'mosque', targetId: result.mosque.slug, masjidId: result.mosque.id, before: result.before, after: result.mosque });
      return { data: result.mosque, message: roleMessages.mosqueSaved, status: result.created ? 201 : 200 };
    },
  }),

  list_staff: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    handle: async ({ db, input }) => ok(await listStaff(db, input.masjid_id)),
  }),

  grant_staff: adminAction({
    method: 'POST',
    input: StaffForm,
    idempotent: true, // the panel resends the attempt's key after a lost answer or a reload
    stepUp: true,
    handle: async ({ db, deps, input, now, audit }) => {
      const mosque = await adminMosqueById(db, input.masjid_id);
      if (!mosque) throw notFound(roleMessages.mosqueNotFound);
      const target = await findUserByPhone(db, input.whatsapp);
      if (!target) throw invalid({ whatsapp: roleMessages.userNotFound }, roleMessages.userNotFound);
      const granted = await db.transaction(async (tx) => {
        if (!(await grantStaff(tx, target.id, input.masjid_id, now))) return false;
        await audit({ action: 'grant_staff', targetType: 'user', targetId: target.id, masjidId: input.masjid_id, before: null, after: { user_id: target.id, nama: target.nama } }, tx);
        await messageForStaffRole(tx, target.id, { id: mosque.id, nama: mosque.nama }, 'granted', now);
        return true;
      });
      // The person hears it in Pesan and by WhatsApp (issue 28); a retry of a grant tells nobody twice.
      if (granted) await whatsAppStaffRole(db, deps.whatsapp, deps.log, target.id, mosque, 'granted');
      return ok(await listStaff(db, input.masjid_id), roleMessages.staffGranted);
    },
  }),

  revoke_staff: adminAction({
    method: 'POST',
    input: StaffForm,
    idempotent: true,
    stepUp: true,
    handle: async ({ db, deps, input, now, audit }) => {
      const target = await findUserByPhone(db, input.whatsapp);
      const mosque = await adminMosqueById(db, input.masjid_id);
      const revoked = target !== null && mosque !== null && await db.transaction(async (tx) => {
        if (!(await revokeStaff(tx, target.id, input.masjid_id))) return false;
        await audit({ action: 'revoke_staff', targetType: 'user', targetId: target.id, masjidId: input.masjid_id, before: { user_id: target.id, nama: target.nama }, after: null }, tx);
        await messageForStaffRole(tx, target.id, { id: mosque.id, nama: mosque.nama }, 'revoked', now);
        return true;
      });
      if (revoked) await whatsAppStaffRole(db, deps.whatsapp, deps.log, target.id, mosque, 'revoked');
      return ok(await listStaff(db, input.masjid_id), roleMessages.staffRevoked);
    },
  }),

  list_activities: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque }) => {
      requireMosque(input.masjid_id);
      const mosque = await mosqueById(db, input.masjid_id);
      return ok(mosque ? await upcomingActivities(db, mosque, now) : []);
    },
  }),

  add_activity: adminAction({
    method: 'POST',
    input: ActivityForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque, audit }) => {
      requireMosque(input.masjid_id);
      if (!(await adminMosqueById(db, input.masjid_id))) throw notFound(roleMessages.mosqueNotFound);
      const activity = await db.transaction(async (tx) => {
        const added = await addActivity(tx, input, now);
        await audit({ action: 'add_activity', targetType: 'activity', targetId: added.id, masjidId: input.masjid_id, after: added }, tx);
        // The mosque's followers hear of it in Pesan (and push), once (issue 28).
        await messageForMosqueActivity(tx, input.masjid_id, added, now);
        return added;
      });
      return { data: activity, message: roleMessages.activityAdded, status: 201 };
    },
  }),

  cancel_activity: adminAction({
    method: 'POST',
    input: CancelActivityForm,
    idempotent: true,
    who: 'staff',
    handle: async ({ db, input, now, requireMosque, audit }) => {
      const activity = await findActivity(db, input.id);
      if (!activity) throw notFound(roleMessages.activityNotFound);
      requireMosque(activity.masjidId);
      if (!activity.cancelledAt) {
        await cancelActivity(db, activity.id, now);
        await audit({ action: 'cancel_activity', targetType: 'activity', targetId: activity.id, masjidId: activity.masjidId, before: { title: activity.title, cancelled: false }, after: { cancelled: true } });
      }
      return ok({ id: activity.id }, roleMessages.activityCancelled);
    },
  }),

  list_finance_entries: adminAction({
    method: 'GET',
    input: MasjidIdQuery,
    who: 'staff',
    handle: async ({ db, input, requireMosque }) => {
      requireMosque(input.masjid_id);
      return ok(await listFinanceEntries(db, input.masjid_id));
    },
  }),

  add_finance_entry: adminAction({
    method: 'POST',
    input: FinanceEntryForm,
    idempotent: true,
    who: 'staff',
    stepUp: true,
    handle: async ({ db, input, user, now, requireMosque, audit }) => {
      requireMosque(input.masjid_id);
      if (!(await adminMosqueById(db, input.masjid_id))) throw notFound(roleMessages.mosqueNotFound);
      const result = await db.transaction(async (tx) => {
        const added = await addFinanceEntry(tx, input, user.id, now);
        if (added.ok) await audit({ action: 'add_finance_entry', targetType: 'finance_entry', targetId: added.entry.id, masjidId: input.masjid_id, after: added.entry }, tx);
        return added;
      });
      if (!result.ok) {
        const [field, message] = ({
          'corrected-not-found': ['corrects_id', roleMessages.entryNotFound],
          'correction-beyond-entry': ['amount', roleMessages.correctionBeyondEntry],
          'mosque-total-too-large': ['amount', roleMessages.mosqueTotalTooLarge],
          'date-out-of-window': ['entry_date', roleMessages.entryDateOutOfWindow],
        } as const)[result.reason];
        throw invalid({ [field]: message }, message);
      }
      return { data: result.entry, message: roleMessages.entryAdded, status: 201 };
    },
  }),
};
