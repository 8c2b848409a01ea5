// Infaq Rutin: regular giving and its reminders.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { mountRoutineTestHook } from './dev-hook-routes.ts';
export { routineController } from './routine-actions.ts';
export { runDueRoutines } from './routines.ts';
