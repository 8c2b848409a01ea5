// Donations: making one, its payment status and settlement (notifications, reconciliation, confirmation), receipts, expiry.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { donationAdminActions } from './admin-actions.ts';
export { donationTagTrust, listenForDonationChanges } from './change-feed.ts';
export { startExpirySweep } from './expiry.ts';
export { maskPhone } from './reads.ts';
export { midtransNotificationRoutes } from './midtrans-notification-routes.ts';
export { paymentRoutes } from './payment-webhook-routes.ts';
export { startReconciliation } from './reconcile.ts';
export { createDonationStatusTags, onDonationChange } from './status-tags.ts';
export type { DonationStatusTags } from './status-tags.ts';
export { transactionController } from './transaction-actions.ts';
export { createDonation } from './creation.ts';
export type { CreateDonationOptions, DonationRefusal } from './creation.ts';
export { isPaymentType } from './reads.ts';
