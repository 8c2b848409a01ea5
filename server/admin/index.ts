// The network admin's panel path, composed of each domain's panel actions.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { adminController } from './admin-actions.ts';
