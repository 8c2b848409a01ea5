// Accounts: sign-up, log-in and one-time codes, passwords, the profile, and who may act on what (roles, the audit trail, the staff-action steps).
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { adminAction } from './admin-action.ts';
export type { AdminContext } from './admin-action.ts';
export { accountAdminActions } from './admin-actions.ts';
export { authController } from './auth-actions.ts';
export { grantAdminRoles, makeAdmin } from './network-admins.ts';
export { waNumber } from './otp.ts';
export { HasherBusyError } from './passwords.ts';
export { accessOf, canActOn, findUserByPhone, grantStaff, listStaff, revokeStaff } from './roles.ts';
export { staffChange, staffTarget } from './staff-change-action.ts';
export type { ChangeLimit } from './staff-change-action.ts';
export { userController } from './user-actions.ts';
