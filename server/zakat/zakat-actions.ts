import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { notFound } from '../http/errors.ts';
import { adminAction } from '../accounts/index.ts';
import { listZakatPrograms, readZakatFigures, removeFitrahRegency, saveFitrahRegency, saveZakatRates } from './figures.ts';
import { FitrahRegencyForm, RemoveFitrahRegencyForm, ZakatRatesForm, zakatMessages } from '../../src/contract/zakat.ts';

// /api/zakat: the calculator's figures (public; phones keep the last answer offline), the open
// zakat programs, and the network admin's three actions that set the figures, each audited.

export const zakatController: Controller = {
  get_zakat_figures: action({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db }) => ok(await readZakatFigures(db)),
  }),

  get_zakat_programs: action({
    method: 'GET',
    input: v.object({}),
    handle: async ({ db, now }) => ok(await listZakatPrograms(db, now)),
  }),

  save_zakat_rates: adminAction({
    method: 'POST',
    input: ZakatRatesForm,
    handle: async ({ db, input, now, audit }) => {
      const after = { goldPricePerGram: input.gold_price, fitrahDefault: input.fitrah_rate, fidyahPerDay: input.fidyah_rate };
      await db.transaction(async (tx) => {
        const { before } = await saveZakatRates(tx, after, now);
        await audit({ action: 'save_zakat_rates', targetType: 'zakat', targetId: 'network', before, after }, tx);
      });
      return ok(await readZakatFigures(db), zakatMessages.saved);
    },
  }),

  save_fitrah_regency: adminAction({
    method: 'POST',
    input: FitrahRegencyForm,
    handle: async ({ db, input, now, audit }) => {
      const after = { regencyCode: input.regency_code, regencyName: input.regency_name.toUpperCase(), rate: input.rate };
      await db.transaction(async (tx) => {
        const { before } = await saveFitrahRegency(tx, after, now);
        await audit({ action: 'save_fitrah_regency', targetType: 'zakat', targetId: after.regencyCode, before, after }, tx);
      });
      return ok(await readZakatFigures(db), zakatMessages.fitrahSaved);
    },
  }),

  remove_fitrah_regency: adminAction({
    method: 'POST',
    input: RemoveFitrahRegencyForm,
    handle: async ({ db, input, audit }) => {
      const removed = await db.transaction(async (tx) => {
        const gone = await removeFitrahRegency(tx, input.regency_code);
        if (gone) await audit({ action: 'remove_fitrah_regency', targetType: 'zakat', targetId: gone.regencyCode, before: gone, after: null }, tx);
        return gone;
      });
      if (!removed) throw notFound(zakatMessages.regencyNotFound);
      return ok(await readZakatFigures(db), zakatMessages.fitrahRemoved);
    },
  }),
};
