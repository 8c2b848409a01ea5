import * as v from 'valibot';
import { CursorSchema, IdSchema, SearchSchema, SlugSchema, REQUIRED } from './fields';
import { parseProgramId } from './program-id';

// Campaign controller (/api/campaign): answers (spec sections 3 and 7) and request fields.
// Money is whole rupiah; dates are 'YYYY-MM-DD'; moments are ISO 8601 strings in UTC.

const Rupiah = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const DateOnly = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Moment = v.pipe(v.string(), v.isoTimestamp());
export const AllTimeSchema = v.picklist(['Y', 'N']);

/** A program in lists and carousels. `flyer` is a path served by this app, e.g. '/flyers/x.svg'. */
export const CampaignCardSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** 'ID-<id>', or 'KM-<id>' for a kencleng program: what totals, donors and prayers are asked by. */
  programId: v.string(),
  slug: v.string(),
  header: v.string(),
  flyer: v.nullable(v.string()),
  /** 0 means no target: progress is then 0 (spec section 4). */
  target: Rupiah,
  /** End date, or null for a program without one; `batas_tanggal` is the same value. */
  dueDate: v.nullable(DateOnly),
  batas_tanggal: v.nullable(DateOnly),
  /** 'Y': runs for ever (time left shows ∞); 'N': ends on dueDate. */
  all_time: AllTimeSchema,
  /** 'infaq', 'wakaf', 'kencleng-masjid', ...; `type` is the same value. */
  programType: v.string(),
  type: v.string(),
  created_date: Moment,
  /** Paid donations only. */
  totalDonor: Count,
  total_donasi: Rupiah,
});
export type CampaignCard = v.InferOutput<typeof CampaignCardSchema>;
export const CampaignListSchema = v.array(CampaignCardSchema);

/** A program's page: the card plus its HTML texts and the counts behind the three links. */
export const CampaignSchema = v.object({
  ...CampaignCardSchema.entries,
  /** HTML (server-authored, sanitised at write time). */
  deskripsi: v.string(),
  /** HTML of the '.../detail' page. */
  tentang: v.string(),
  /** The mosque of a kencleng program, else null. */
  id_masjid: v.nullable(v.pipe(v.number(), v.integer())),
  /** 'Kabar Terbaru' count. */
  totalUpdates: Count,
  /** 'Pencairan Dana' count ('N Kali'). */
  totalDisbursements: Count,
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;
/** get_campaign_by_slug and get_campaign_detail answer an array; the first item is used. */
export const CampaignArraySchema = v.array(CampaignSchema);

export const TotalDonateSchema = v.object({
  /** Sum of paid donations; 0, never null. */
  total_donasi: Rupiah,
  /** Number of paid donations. */
  totalDonor: Count,
});
export type TotalDonate = v.InferOutput<typeof TotalDonateSchema>;

/** 'Riwayat Infaq' row: paid donations only. */
export const TransactionListItemSchema = v.object({
  donatur: v.string(),
  tgl_bayar: Moment,
  nominal: Rupiah,
  doa: v.nullable(v.string()),
});
export type TransactionListItem = v.InferOutput<typeof TransactionListItemSchema>;
export const TransactionListSchema = v.array(TransactionListItemSchema);

/**
 * A donor's prayer is known by one id from the tap to the database: the donation's row id. On the
 * wire a form may carry it as text (toggle_like, hide_prayer); it is parsed to this at once.
 */
export const DoaIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export type DoaId = v.InferOutput<typeof DoaIdSchema>;

/** Whether someone said amen to a donor's doa: the one spelling of that state, tap to database. */
export const AmenStatusSchema = v.picklist(['liked', 'unliked']);
export type AmenStatus = v.InferOutput<typeof AmenStatusSchema>;

/** A donor's prayer; `id` is what toggle_like takes as doa_id. */
export const DoaItemSchema = v.object({
  id: DoaIdSchema,
  donatur: v.string(),
  doa: v.string(),
  tgl_donasi: Moment,
  total_like: Count,
  /** For the caller; always 'unliked' for a guest. */
  status_like: AmenStatusSchema,
});
export type DoaItem = v.InferOutput<typeof DoaItemSchema>;
export const DoaListSchema = v.array(DoaItemSchema);

export const LikeResultSchema = v.object({
  doa_id: DoaIdSchema,
  total_like: Count,
  status_like: AmenStatusSchema,
});
export type LikeResult = v.InferOutput<typeof LikeResultSchema>;

/** 'Kabar Terbaru' entry; body is HTML. */
export const CampaignUpdateSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  body: v.string(),
  created_date: Moment,
});
export type CampaignUpdate = v.InferOutput<typeof CampaignUpdateSchema>;
export const CampaignUpdateListSchema = v.array(CampaignUpdateSchema);

/** 'Pencairan Dana' entry. */
export const DisbursementSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  title: v.string(),
  description: v.string(),
  amount: Rupiah,
  disbursed_at: DateOnly,
});
export type Disbursement = v.InferOutput<typeof DisbursementSchema>;
export const DisbursementListSchema = v.object({
  items: v.array(DisbursementSchema),
  summary: v.object({ total_disbursed: Rupiah, count: Count }),
});
export type DisbursementList = v.InferOutput<typeof DisbursementListSchema>;

// ---------- request fields (query strings, form data) ----------

/** A whole number from a query string or form field, within bounds. */
export function queryInt(min: number, max: number, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((x) => (typeof x === 'number' ? x : /^-?\d{1,12}$/.test(x.trim()) ? Number(x.trim()) : Number.NaN)),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

export const ProgramIdField = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.maxLength(20, 'ID program tidak valid'),
  v.check((x) => parseProgramId(x) !== null, 'ID program tidak valid'),
);

export const CampaignLimitQuery = v.object({ limit: v.optional(queryInt(1, 20, 'Batas harus bilangan bulat 1 sampai 20'), 5) });

/** Matched in any capitalisation; the app sends 'paling banyak' and 'Paling Sedikit' (spec 9). */
export const CAMPAIGN_SORTS = ['paling banyak', 'paling sedikit'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CampaignInfaqQuery = v.object({
  search: SearchSchema,
  sortBy: v.optional(
    v.pipe(
      v.string('Urutan tidak valid'),
      v.trim(),
      v.toLowerCase(),
      v.check((x) => x === '' || (CAMPAIGN_SORTS as readonly string[]).includes(x), 'Urutan tidak valid'),
    ),
    '',
  ),
  limit: v.optional(queryInt(1, 200, 'Batas harus bilangan bulat 1 sampai 200'), 200),
  cursor: CursorSchema,
});

/** `type` is sent by the news page ('ID'); it does not change the answer. */
export const CampaignSlugQuery = v.object({ slug: SlugSchema, type: v.optional(v.pipe(v.string(), v.maxLength(20))) });
export const ProgramIdQuery = v.object({ programId: ProgramIdField });
/** A program's reports or disbursements, a page (100) at a time. */
export const ProgramPageQuery = v.object({ programId: ProgramIdField, cursor: CursorSchema });

export const TRANSACTION_SORTS = ['terbaru', 'terbesar'] as const;
export const TransactionListQuery = v.object({
  programId: ProgramIdField,
  sort: v.optional(v.pipe(v.string('Urutan tidak valid'), v.trim(), v.toLowerCase(), v.picklist(TRANSACTION_SORTS, 'Urutan tidak valid')), 'terbaru'),
  limit: v.optional(queryInt(1, 100, 'Batas harus bilangan bulat 1 sampai 100'), 100),
  cursor: CursorSchema,
});

export const DoaQuery = v.object({
  programId: ProgramIdField,
  limit: v.optional(queryInt(1, 50, 'Batas harus bilangan bulat 1 sampai 50'), 20),
  cursor: CursorSchema,
});

/** toggle_like: without `state` it flips; with it, it sets (so an outbox replay is harmless). */
export const ToggleLikeForm = v.object({
  doa_id: v.pipe(v.union([v.string(REQUIRED), v.number(REQUIRED)], REQUIRED), v.check((x) => String(x).trim() !== '', REQUIRED), IdSchema),
  state: v.optional(v.picklist(AmenStatusSchema.options, 'Status tidak valid')),
});

