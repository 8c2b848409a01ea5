import type { Controller } from '../http/controller.ts';
import { accountAdminActions } from '../accounts/index.ts';
import { donationAdminActions } from '../donations/index.ts';
import { programAdminActions } from '../programs/index.ts';
import { newsAdminActions } from '../news/index.ts';
import { paymentAdminActions } from '../payments/index.ts';
import { adminMustahikActions, fitrahDeskActions } from '../fitrah/index.ts';
import { adminKenclengActions, adminMosqueActions, adminQurbanActions, adminQurbanMeatActions, adminRosterActions, adminMosqueTimesActions, adminWallActions, mosqueAnnouncementActions } from '../mosques/index.ts';

/*
 * The panel's one path, /api/admin (contract in src/contract/admin.ts and admin-mosque.ts): each
 * domain keeps its own panel actions, every one scoped and audited by accounts' adminAction; this
 * table only puts them under one path.
 */
export const adminController: Controller = {
  ...donationAdminActions,
  ...programAdminActions,
  ...newsAdminActions,
  ...accountAdminActions,
  ...adminMosqueActions,
  ...paymentAdminActions,
  ...adminMosqueTimesActions,
  ...adminWallActions,
  ...mosqueAnnouncementActions,
  ...adminKenclengActions,
  ...adminQurbanActions,
  ...adminQurbanMeatActions,
  ...adminRosterActions,
  ...adminMustahikActions,
  ...fitrahDeskActions,
};
