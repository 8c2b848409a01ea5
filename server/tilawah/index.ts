// Tilawahku: reading progress and bookmarks synced per account.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { tilawahController } from './tilawah-actions.ts';
