import * as v from 'valibot';
import { action, ok, type Controller } from '../http/controller.ts';
import { unauthenticated } from '../http/errors.ts';
import { getFundraiser, registerFundraiser } from './fundraisers.ts';
import { fundraiserMessages } from '../../src/contract/fundraiser.ts';

// Flow and answers in src/contract/fundraiser.ts.

export const fundraiserController: Controller = {
  get_user: action({
    method: 'GET',
    input: v.object({}),
    auth: 'required',
    handle: async ({ db, user }) => {
      if (!user) throw unauthenticated();
      return ok({ data: await getFundraiser(db, user.id) });
    },
  }),

  register: action({
    method: 'POST',
    input: v.object({}),
    auth: 'required',
    handle: async ({ db, user, now }) => {
      if (!user) throw unauthenticated();
      const { fundraiser, created } = await registerFundraiser(db, user.id, now);
      return { data: { data: fundraiser }, message: fundraiserMessages.registered, status: created ? 201 : 200 };
    },
  }),
};
