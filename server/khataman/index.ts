// Khataman Bersama: a group finishing the 30 juz together from one shared link.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { khatamanController } from './khataman-actions.ts';
export { khatamanPageMeta } from './page-meta.ts';
export { startKhatamanDeadlinePass } from './deadline-pass.ts';
export { mosqueKhatamans } from './khataman.ts';
export { markJuzReadInTilawah } from './khataman.ts';
export { startKhatamanRecaps } from './recap-pass.ts';
