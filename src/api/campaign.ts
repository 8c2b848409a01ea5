import { answerInPage, ApiError, callApi } from './client';
import { infaqFirstPage, programBySlug, type ReadCall } from '../contract/first-screen';
import {
  CampaignArraySchema, CampaignListSchema, CampaignSchema, CampaignUpdateListSchema, DisbursementListSchema,
  LikeResultSchema, DoaListSchema, TotalDonateSchema, TransactionListSchema, type AmenStatus, type Campaign, type DoaId,
} from '../contract/campaign';

// One function per call of the campaign controller; every answer is parsed with the contract.

type Opts = { signal?: AbortSignal };

/** The programs the home carousel and the checkout's suggestions show. */
export const campaignLimitCall = (limit: number): ReadCall => ({ controller: 'campaign', kode: 'get_campaign_limit', query: { limit } });

export const getCampaignLimit = (limit = 5, o: Opts = {}) => callApi({ ...campaignLimitCall(limit), signal: o.signal }, CampaignListSchema);

/** sortBy: 'paling banyak' | 'Paling Sedikit' | '' (newest). */
export const getCampaignInfaq = (params: { search?: string; sortBy?: string; limit?: number; cursor?: string | null }, o: Opts = {}) =>
  callApi({
    controller: 'campaign', kode: 'get_campaign_infaq', signal: o.signal,
    query: { search: params.search, sortBy: params.sortBy, limit: params.limit, cursor: params.cursor ?? undefined },
  }, CampaignListSchema);

/** The infaq list's first page as the page came with it (contract/first-screen.ts), if it did. */
export const infaqFirstPageInPage = (search: string, sortBy: string | undefined) =>
  answerInPage(infaqFirstPage(search, sortBy), CampaignListSchema);

export const getCampaignBySlug = (slug: string, o: Opts = {}) =>
  callApi({ ...programBySlug(slug), signal: o.signal }, CampaignArraySchema);

/**
 * A program (campaign or kencleng program) by its slug: get_campaign_by_slug answers both kinds,
 * as an array of one; a missing one is an ApiError 404.
 */
export async function getProgramBySlug(slug: string, o: Opts = {}): Promise<Campaign> {
  const program = (await getCampaignBySlug(slug, o)).data[0];
  if (!program) throw new ApiError(404, 'Program tidak ditemukan');
  return program;
}

/** The program the page came with (a first visit from a shared link), if any. */
export const programBySlugInPage = (slug: string): Campaign | undefined => programAnswerInPage(slug)?.data[0];

/** The page's answer for the program, whole (with its age), if it came with one. */
export const programAnswerInPage = (slug: string) => answerInPage(programBySlug(slug), CampaignArraySchema);

export const getCampaignById = (programId: string | number, o: Opts = {}) =>
  callApi({ controller: 'campaign', kode: 'get_campaign_by_id', query: { programId }, signal: o.signal }, CampaignSchema);

export const getCampaignDetail = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'campaign', kode: 'get_campaign_detail', query: { slug }, signal: o.signal }, CampaignArraySchema);

export const getTotalDonate = (programId: string, o: Opts = {}) =>
  callApi({ controller: 'campaign', kode: 'get_total_donate', query: { programId }, signal: o.signal }, TotalDonateSchema);

/** A page of 'Riwayat Infaq'; `cursor` is the previous answer's `nextCursor`. */
export const getTransactionList = (
  programId: string, params: { sort?: 'terbaru' | 'terbesar'; limit?: number; cursor?: string | null } = {}, o: Opts = {},
) =>
  callApi({
    controller: 'campaign', kode: 'get_transaction_list', query: { programId, sort: params.sort, limit: params.limit, cursor: params.cursor ?? undefined }, signal: o.signal,
  }, TransactionListSchema);

/**
 * Prayers with the caller's amen state. The answer carries an ETag; the browser revalidates with
 * it, so the one-second poll mostly costs a 304.
 */
export const getPrayerCampaign = (programId: string, params: { limit?: number; cursor?: string | null } = {}, o: Opts = {}) =>
  callApi({ ...prayerListCall(programId, params), signal: o.signal }, DoaListSchema);

/** A program's prayers, newest first: the first page when no limit or cursor is given. */
export const prayerListCall = (programId: string, params: { limit?: number; cursor?: string | null } = {}): ReadCall => ({
  controller: 'campaign', kode: 'get_prayer_campaign', query: { programId, limit: params.limit, cursor: params.cursor ?? undefined },
});

/** Flips the caller's amen, or sets it when `state` is given (what the outbox replays). 401 for guests. */
export const toggleLike = (doaId: DoaId, params: { state?: AmenStatus; idempotencyKey?: string; signal?: AbortSignal } = {}) =>
  callApi(
    { controller: 'campaign', kode: 'toggle_like', method: 'POST', body: { doa_id: String(doaId), state: params.state }, idempotencyKey: params.idempotencyKey, signal: params.signal },
    LikeResultSchema,
  );

export const getUpdates = (programId: string, o: Opts = {}) =>
  callApi({ controller: 'campaign', kode: 'get_updates', query: { programId }, signal: o.signal }, CampaignUpdateListSchema);

export const getDisbursements = (programId: string, o: Opts = {}) =>
  callApi({ controller: 'campaign', kode: 'get_disbursements', query: { programId }, signal: o.signal }, DisbursementListSchema);

