import type { FridayReport } from '../../contract/kencleng-box';
import { fitrahReportLines, type FitrahDistribution } from '../../contract/mustahik';
import { ledgerRows, type LedgerRow } from '../../lib/ledger-rows';
import { formatRupiah } from '../../lib/rupiah';

// 'Laporan Jumat' as words: read out before the khutbah, or posted to the jamaah's WhatsApp group.

const longDay = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);

export const fridayTitle = (r: FridayReport) => `Laporan Jumat ${r.masjid.nama}`;
export const fridayDate = (r: FridayReport) => longDay.format(at(r.friday));
export const fridayWeekLabel = (r: FridayReport) => `Pekan ${shortDay.format(at(r.from))} – ${shortDay.format(at(r.to))}`;
export const openingLine = (o: FridayReport['openings'][number]) =>
  `${shortDay.format(at(o.date))}: ${formatRupiah(o.amount)}, dihitung ${o.counted_by}, disaksikan ${o.confirmed_by}`;

/** One row of the week's books as a line of text, indented as the books nest. */
export function ledgerRowText(r: LedgerRow): string {
  const money = formatRupiah(r.amount);
  switch (r.row) {
    case 'income':
    case 'expense':
      return `*${r.label}: ${money}*`;
    case 'source':
      return `  ${r.label}: ${money}`;
    case 'line':
      return r.source ? `    · ${r.label}: ${money}` : `  · ${r.label}: ${money}`;
    default:
      return `${r.label}: ${money}`;
  }
}

/**
 * The report as plain text (WhatsApp bold with *…*); `reportUrl` is the public 'Keuangan' page.
 * In a fitrah season, the mosque's zakat fitrah (its own books, apart from the week's) follows.
 */
export function fridayReportText(r: FridayReport, reportUrl: string, fitrah?: FitrahDistribution | null): string {
  const lines = [`*${fridayTitle(r)}*`, fridayDate(r), fridayWeekLabel(r), '', ...ledgerRows(r.ledger).map(ledgerRowText)];
  if (r.openings.length > 0) lines.push('', 'Kencleng dibuka:', ...r.openings.map((o) => `  · ${openingLine(o)}`));
  const season = fitrah ? fitrahReportLines(fitrah) : [];
  if (season.length > 0) lines.push('', ...season);
  lines.push('', 'Jazakumullahu khairan atas infaq jamaah.', `Laporan lengkap: ${reportUrl}`);
  return lines.join('\n');
}

/** A WhatsApp share link carrying the text (wa.me opens the app, or WhatsApp Web). */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
