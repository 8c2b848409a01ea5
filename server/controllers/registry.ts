import type { Controller } from '../http/controller.ts';
import { campaignController } from './campaign.ts';
import { masjidController } from './masjid.ts';
import { assetController } from './asset.ts';
import { transactionController } from './transaction.ts';
import { userController } from './user.ts';
import { authController } from './auth.ts';
import { fundraiserController } from './fundraiser.ts';
import { newsController } from './news.ts';
import { adminController } from './admin.ts';
import { pesanController } from './pesan.ts';
import { tilawahController } from './tilawah.ts';
import { kalenderController } from './kalender.ts';
import { routineController } from './routine.ts';
import { zakatController } from './zakat.ts';
import type { ControllerName } from '../../src/contract/envelope.ts';

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
