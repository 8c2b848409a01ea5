// Zakat: the figures (nisab, fitrah and fidyah rates) and what a zakat donation carries.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { maskedZakatOf, paidForOf, readZakatFigures, zakatColumns, zakatFieldsProblem, zakatReceiptOf } from './figures.ts';
export { startStaleZakatReminders } from './stale-reminder.ts';
export { zakatController } from './zakat-actions.ts';
