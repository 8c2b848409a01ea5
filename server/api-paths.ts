import type { Controller } from './http/controller.ts';
import { campaignController, fundraiserController } from './programs/index.ts';
import { masjidController } from './mosques/index.ts';
import { assetController } from './payments/index.ts';
import { transactionController } from './donations/index.ts';
import { authController, userController } from './accounts/index.ts';
import { newsController } from './news/index.ts';
import { adminController } from './admin/index.ts';
import { pesanController } from './messages/index.ts';
import { tilawahController } from './tilawah/index.ts';
import { kalenderController } from './calendar/index.ts';
import { routineController } from './routine/index.ts';
import { zakatController } from './zakat/index.ts';
import { khatamanController } from './khataman/index.ts';
import { masjidFitrahActions } from './fitrah/index.ts';
import type { ControllerName } from '../src/contract/envelope.ts';

/** /api/{name} → its actions by kode. */
export const controllers: Record<ControllerName, Controller> = {
  campaign: campaignController,
  masjid: { ...masjidController, ...masjidFitrahActions },
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
  khataman: khatamanController,
};
