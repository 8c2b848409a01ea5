// The prayers a reminder can be set for, apart from the rest of the Pesan contract: the
// schedule's bells and the Pengaturan route's search parser need only these names.
export const REMINDER_PRAYERS = ['imsak', 'subuh', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type ReminderPrayer = (typeof REMINDER_PRAYERS)[number];
