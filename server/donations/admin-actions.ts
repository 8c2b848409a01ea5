import * as v from 'valibot';
import { ok, okPage, type Controller } from '../http/controller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { linkOrigin } from '../http/public-origin.ts';
import { adminAction } from '../accounts/index.ts';
import { confirmDonation, getSummary, listAdminDonations } from './admin-donations.ts';
import { AdminDonationQuery, ConfirmDonationForm, adminMessages } from '../../src/contract/admin.ts';

const messages = { donationNotFound: 'Donasi tidak ditemukan' } as const;

/** The panel's donations: the summary, the list and a manual transfer's confirmation. */
export const donationAdminActions: Controller = {
  get_summary: adminAction({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db, now }) => ok(await getSummary(db, now)),
  }),

  list_donations: adminAction({
    method: 'GET',
    input: AdminDonationQuery,
    handle: async ({ db, input, now }) => okPage(await listAdminDonations(db, input, now)),
  }),

  confirm_donation: adminAction({
    method: 'POST',
    input: ConfirmDonationForm,
    idempotent: true,
    stepUp: true,
    handle: async ({ db, deps, hono, input, user, now, audit }) => {
      // The change and its audit row commit together; the paid path sends the receipt after.
      const result = await confirmDonation(db, input.code, user.id, now, {
        receipt: { deps, origin: linkOrigin(deps.config, hono.req.url) },
        audit: (tx, paid) => audit({ action: 'confirm_donation', targetType: 'donation', targetId: input.code, before: { status: 'pending' }, after: { status: 'paid', total: paid.total } }, tx),
      });
      if (result.ok) return ok(result.donation, adminMessages.confirmed);
      switch (result.reason) {
        case 'not-found': throw notFound(messages.donationNotFound);
        case 'already-paid': throw new HttpError(409, adminMessages.alreadyPaid);
        case 'not-confirmable': throw new HttpError(409, adminMessages.notConfirmable);
      }
    },
  }),
};
