import type { FridayReport } from '../../contract/kencleng-box';
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

/** The report as plain text (WhatsApp bold with *…*); `reportUrl` is the public 'Keuangan' page. */
export function fridayReportText(r: FridayReport, reportUrl: string): string {
  const lines = [
    `*${fridayTitle(r)}*`,
    fridayDate(r),
    fridayWeekLabel(r),
    '',
    `Kencleng: ${formatRupiah(r.kencleng)}`,
    `  · Kotak dibuka: ${formatRupiah(r.kencleng_box)}`,
    `  · Kencleng online: ${formatRupiah(r.kencleng_online)}`,
    `Infaq online: ${formatRupiah(r.infaq_online)}`,
    `Pengeluaran: ${formatRupiah(r.expense)}`,
    ...r.expenses.map((l) => `  · ${l.label}: ${formatRupiah(l.amount)}`),
  ];
  if (r.openings.length > 0) lines.push('', 'Kencleng dibuka:', ...r.openings.map((o) => `  · ${openingLine(o)}`));
  lines.push('', 'Jazakumullahu khairan atas infaq jamaah.', `Laporan lengkap: ${reportUrl}`);
  return lines.join('\n');
}

/** A WhatsApp share link carrying the text (wa.me opens the app, or WhatsApp Web). */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
