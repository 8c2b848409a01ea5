// The calendar: Hijri isbat decisions and the prayer-time calendar feed.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { kalenderController } from './kalender-actions.ts';
export { prayerFeedRoutes } from './prayer-feed-routes.ts';
