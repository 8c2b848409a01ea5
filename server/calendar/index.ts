// The calendar: Hijri isbat decisions and the calendar feeds (prayer times, a mosque's Kegiatan).
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { activityFeedRoutes } from './activity-feed-routes.ts';
export { kalenderController } from './kalender-actions.ts';
export { prayerFeedRoutes } from './prayer-feed-routes.ts';
