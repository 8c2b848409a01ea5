import { callApi } from './client';
import { FinanceReportSchema, MosqueActivityListSchema, type FinancePeriod } from '../contract/mosque-finance';

// A mosque's 'Kegiatan' and 'Keuangan' (public reads of /api/masjid).

type Opts = { signal?: AbortSignal };

export const getActivities = (slug: string, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_activities', query: { slug }, signal: o.signal }, MosqueActivityListSchema);

export const getFinance = (slug: string, period: FinancePeriod, o: Opts = {}) =>
  callApi({ controller: 'masjid', kode: 'get_finance', query: { slug, period }, signal: o.signal }, FinanceReportSchema);
