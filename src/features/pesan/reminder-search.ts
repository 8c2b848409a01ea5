// The Pengaturan route's search parser: ?pengingat=maghrib opens the page on that prayer's
// reminder (the bells on the schedule lead there). Route parsers sit in the first screen's
// bundle, so this one is a few lines with no schema; anything else is dropped.
import { REMINDER_PRAYERS, type ReminderPrayer } from '../../contract/reminder-prayers';

export type ReminderSearch = { pengingat?: ReminderPrayer };

const isReminderPrayer = (value: unknown): value is ReminderPrayer => (REMINDER_PRAYERS as readonly unknown[]).includes(value);

export const parseReminderSearch = (search: Record<string, unknown>): ReminderSearch =>
  isReminderPrayer(search.pengingat) ? { pengingat: search.pengingat } : {};
