// Mosques: the directory, a mosque's page, times and Fridays, Kegiatan, Keuangan, kencleng, announcements, staff, qurban, Ramadan rosters.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { mosqueFeedSource, speakerFeedActivities, type FeedActivity, type MosqueFeedSource } from './activity-feed-source.ts';
export { adminMosqueActions } from './admin-actions.ts';
export { adminKenclengActions } from './admin-kencleng-actions.ts';
export { adminMosqueTimesActions } from './admin-times-actions.ts';
export { mosqueAnnouncementActions } from './follow-actions.ts';
export { databaseFridaySource, startFridayNotices } from './friday-notices.ts';
export { masjidController } from './masjid-actions.ts';
export { adminQurbanActions } from './qurban-actions.ts';
export { adminQurbanMeatActions } from './qurban-meat-actions.ts';
export { adminRosterActions } from './roster-actions.ts';
export { startRosterReminders } from './roster-reminders.ts';
export { adminWallActions } from './wall-actions.ts';
export { mosqueById, mosqueZone } from './times.ts';
export { findMosqueRow } from './pages.ts';
