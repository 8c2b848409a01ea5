import type { Controller } from './http/controller.ts';
import { campaignController } from './programs/campaign-actions.ts';
import { masjidController } from './mosques/masjid-actions.ts';
import { assetController } from './payments/asset-actions.ts';
import { transactionController } from './donations/transaction-actions.ts';
import { userController } from './accounts/user-actions.ts';
import { authController } from './accounts/auth-actions.ts';
import { fundraiserController } from './programs/fundraiser-actions.ts';
import { newsController } from './news/news-actions.ts';
import { adminController } from './admin/admin-actions.ts';
import { pesanController } from './messages/pesan-actions.ts';
import { tilawahController } from './tilawah/tilawah-actions.ts';
import { kalenderController } from './calendar/kalender-actions.ts';
import { routineController } from './routine/routine-actions.ts';
import { zakatController } from './zakat/zakat-actions.ts';
import type { ControllerName } from '../src/contract/envelope.ts';

/** /api/{name} → its actions by kode. */
export const controllers: Record<ControllerName, Controller> = {
  campaign: campaignController,
  masjid: masjidController,
  asset: assetController,
  transaction: transactionController,
  user: userController,
  auth: authController,
  fundraiser: fundraiserController,
  news: newsController,
  admin: adminController,
  pesan: pesanController,
  tilawah: tilawahController,
  kalender: kalenderController,
  routine: routineController,
  zakat: zakatController,
};
