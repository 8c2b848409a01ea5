// Berita & Blog.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { newsAdminActions } from './admin-actions.ts';
export { newsController } from './news-actions.ts';
