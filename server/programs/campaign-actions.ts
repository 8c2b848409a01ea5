import { createHash } from 'node:crypto';
import { action, ok, okPage, type Controller } from '../http/controller.ts';
import { HttpError, notFound, tooMany } from '../http/errors.ts';
import { hitInWindow, hitRateLimit } from '../lib/rate-limit.ts';
import {
  CampaignInfaqQuery, CampaignLimitQuery, CampaignSlugQuery, DoaQuery, ProgramIdQuery, ProgramPageQuery, ToggleLikeForm, TransactionListQuery,
  type CampaignSort,
} from '../../src/contract/campaign.ts';
import { frameMessages } from '../../src/contract/envelope.ts';
import type { Db } from '../db/client.ts';
import {
  findCampaignByProgramId, findCampaignBySlug, findProgramByProgramId, listDisbursements, listLatestCampaigns, listUpdates,
  searchCampaigns, totalDonate, transactionList, type ProgramRow,
} from './programs.ts';
import { listDoas, prayerExists, prayerListVersion, setAmen } from './doas.ts';

const PROGRAM_NOT_FOUND = 'Program tidak ditemukan';

/**
 * Each amen writes into a stranger's inbox and may wake their phone, so an account's amens are
 * counted before anything is written: a person reading the prayers taps a few a minute, a
 * script 60 in 2 seconds. Only guests' taps go to login (amen needs an account), so no address rule.
 */
export const AMEN_LIMITS = {
  perMinute: { limit: 10, windowSeconds: 60 },
  perDay: { limit: 100, windowSeconds: 86_400 },
} as const;

async function programOr404(db: Db, programId: string): Promise<ProgramRow> {
  const program = await findProgramByProgramId(db, programId);
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
  return program;
}

const isSort = (x: string): x is CampaignSort => x === 'paling banyak' || x === 'paling sedikit';

/** Whether an If-None-Match header names this entity tag (weak or strong, or '*'). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Bump when the prayer list's answer changes shape, so tags from before a deploy stop matching. */
const PRAYER_LIST_FORMAT = 2;

/** The prayer list's entity tag: opaque (it names the caller), from the version alone. */
function prayerListEtag(program: { id: number; version: number }, userId: number | null, limit: number, cursor: number | null): string {
  const key = `${PRAYER_LIST_FORMAT}:${program.id}:${program.version}:${userId ?? ''}:${limit}:${cursor ?? ''}`;
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

const campaignBySlug = action({
  method: 'GET',
  sharedCopy: true,
  input: CampaignSlugQuery,
  handle: async ({ db, input }) => {
    const campaign = await findCampaignBySlug(db, input.slug);
    if (!campaign) throw notFound(PROGRAM_NOT_FOUND);
    return ok([campaign]);
  },
});

export const campaignController: Controller = {
  get_campaign_limit: action({
    method: 'GET',
    sharedCopy: true,
    input: CampaignLimitQuery,
    handle: async ({ db, input, now }) => ok(await listLatestCampaigns(db, input.limit, now)),
  }),

  get_campaign_infaq: action({
    method: 'GET',
    sharedCopy: true,
    input: CampaignInfaqQuery,
    handle: async ({ db, input }) => okPage(await searchCampaigns(db, { ...input, sortBy: isSort(input.sortBy) ? input.sortBy : '' })),
  }),

  get_campaign_by_slug: campaignBySlug,

  // The spec's app calls both; they answer the same array.
  get_campaign_detail: campaignBySlug,

  get_campaign_by_id: action({
    method: 'GET',
    input: ProgramIdQuery,
    handle: async ({ db, input }) => {
      const campaign = await findCampaignByProgramId(db, input.programId);
      if (!campaign) throw notFound(PROGRAM_NOT_FOUND);
      return ok(campaign);
    },
  }),

  get_total_donate: action({
    method: 'GET',
    input: ProgramIdQuery,
    handle: async ({ db, input }) => ok(await totalDonate(db, (await programOr404(db, input.programId)).id)),
  }),

  get_transaction_list: action({
    method: 'GET',
    input: TransactionListQuery,
    handle: async ({ db, input }) => {
      const program = await programOr404(db, input.programId);
      return okPage(await transactionList(db, program.id, input.sort, input.limit, input.cursor));
    },
  }),

  // Polled every second by open campaign pages: the ETag names the list's version (bumped by
  // database triggers with every change to the program's prayers, amens and hidden prayers,
  // migration 0008), the caller and the page. A matching If-None-Match gets an empty 304 before
  // the list query and any serialisation; the version itself is read once per ANSWER_CACHE_MS
  // for everyone polling the program, and again at once after any write through this process
  // (http/answer-cache.ts), so an amen said here shows in the very next poll.
  get_prayer_campaign: action({
    method: 'GET',
    input: DoaQuery,
    auth: 'optional',
    handle: async ({ db, deps, input, user, now, hono }) => {
      const readVersion = () => prayerListVersion(db, input.programId);
      const program = await (deps.answers ? deps.answers.recall(`prayer list version ${input.programId}`, now, readVersion) : readVersion());
      if (!program) throw notFound(PROGRAM_NOT_FOUND);
      const etag = prayerListEtag(program, user?.id ?? null, input.limit, input.cursor);
      // Private: the answer depends on the session cookie. no-cache: stored, but revalidated each time.
      const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
      if (matchesEtag(hono.req.header('if-none-match'), etag)) return hono.body(null, 304, headers);
      // Read after the version: a change landing in between is in the list, and its newer
      // version makes the next poll fetch again, never the reverse.
      const prayers = await listDoas(db, program.id, user?.id ?? null, input.limit, input.cursor);
      return hono.json({ status: 200, message: frameMessages.ok, data: prayers.items, next_cursor: prayers.nextCursor }, 200, headers);
    },
  }),

  toggle_like: action({
    method: 'POST',
    input: ToggleLikeForm,
    auth: 'required',
    idempotent: true,
    handle: async ({ db, input, user, now }) => {
      if (!user) throw new HttpError(401, frameMessages.unauthenticated);
      if (!(await prayerExists(db, input.doa_id))) throw notFound('Doa tidak ditemukan');
      if (input.state !== 'unliked') {
        // Taking an amen back writes nothing to anyone's inbox and is never refused. Saying it again
        // to a prayer already amened today (a change of mind, an outbox replaying taps made
        // offline) reaches no new inbox: the grouped message is the same, so it counts once.
        const again = `amen-prayer:u${user.id}:d${input.doa_id}`;
        if (!(await hitInWindow(db, again, AMEN_LIMITS.perDay, now))) {
          const verdicts = [
            await hitRateLimit(db, `amen-minute:u${user.id}`, AMEN_LIMITS.perMinute, now),
            await hitRateLimit(db, `amen-day:u${user.id}`, AMEN_LIMITS.perDay, now),
          ].filter((verdict) => !verdict.allowed);
          if (verdicts.length > 0) throw tooMany(Math.max(...verdicts.map((verdict) => verdict.retryAfterSeconds)));
          await hitRateLimit(db, again, AMEN_LIMITS.perDay, now); // only once allowed: a refused prayer counts when tried again
        }
      }
      const result = await setAmen(db, input.doa_id, user.id, input.state, now);
      return ok(result, result.status_like === 'liked' ? 'Kamu mengaminkan doa ini' : 'Aamiin dibatalkan');
    },
  }),

  get_updates: action({
    method: 'GET',
    input: ProgramPageQuery,
    handle: async ({ db, input }) => okPage(await listUpdates(db, (await programOr404(db, input.programId)).id, 100, input.cursor)),
  }),

  get_disbursements: action({
    method: 'GET',
    input: ProgramPageQuery,
    handle: async ({ db, input }) => {
      const page = await listDisbursements(db, (await programOr404(db, input.programId)).id, 100, input.cursor);
      return { data: page.list, nextCursor: page.nextCursor };
    },
  }),
};
