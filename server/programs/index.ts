// Programs: campaigns and kencleng programs, donor prayers and amens, fundraisers, updates and disbursements.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { programAdminActions } from './admin-actions.ts';
export { campaignController } from './campaign-actions.ts';
export { fundraiserController } from './fundraiser-actions.ts';
export { disbursementsCountSql, findProgramByProgramId, paidCountSql, paidTotalSql, programOpenSql, updatesCountSql } from './programs.ts';
export type { ProgramRow } from './programs.ts';
