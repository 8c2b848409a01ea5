import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { invalid } from '../http/errors.ts';
import { adminAction } from '../accounts/index.ts';
import { listIsbat, saveIsbat } from './isbat.ts';
import { IsbatForm, kalenderMessages } from '../../src/contract/kalender.ts';

// Kemenag's isbat table; actions and answers in src/contract/kalender.ts.

export const kalenderController: Controller = {
  get_isbat: action({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db }) => ok(await listIsbat(db)),
  }),

  save_isbat: adminAction({
    method: 'POST',
    input: IsbatForm,
    handle: async ({ db, input, now, audit }) => {
      const decision = { year: input.year, month: input.month, firstDay: input.first_day };
      const saved = await db.transaction(async (tx) => {
        const result = await saveIsbat(tx, decision, now);
        if (result.ok) await audit({ action: 'save_isbat', targetType: 'isbat', targetId: `${decision.year}-${decision.month}`, before: result.before, after: decision }, tx);
        return result;
      });
      if (!saved.ok) throw invalid({ first_day: saved.problem });
      return ok(saved.decision, kalenderMessages.saved);
    },
  }),
};
