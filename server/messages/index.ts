// Pesan and push: the inbox, Web Push subscriptions and delivery, prayer reminders.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { pesanController } from './pesan-actions.ts';
export { messageForAmen, messageForReversedDonation, messagesForExpiredDonations, messagesForPaidDonation, messagesForProgramNews } from './pesan.ts';
export { pushEndpointPolicy } from './push-endpoint.ts';
export { PushDispatcher } from './push-scheduler.ts';
export type { PushFigures } from './push-scheduler.ts';
export { WebPushSender } from './push.ts';
export type { PushSender } from './push.ts';
