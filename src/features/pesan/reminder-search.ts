// The Pengaturan route's search parser: ?pengingat=maghrib opens the page on that prayer's
// reminder (the bells on the schedule lead there). Only valibot and the contract: it is light.
import * as v from 'valibot';
import { REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/reminder-prayers';

const ReminderSearchSchema = v.object({
  pengingat: v.fallback(v.optional(v.picklist(REMINDER_PRAYERS)), undefined),
});
export type ReminderSearch = { pengingat?: ReminderPrayer };

export const parseReminderSearch = (search: Record<string, unknown>): ReminderSearch => v.parse(ReminderSearchSchema, search);
