import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  FITRAH_RICE_KG, FITRAH_RICE_LITRES, ZAKAT_KIND_LABELS, ZAKAT_KINDS, fidyah, fitrahRateFor, formatMeasure, isZakatFigureStale, nisabOfGold, payKindLabel,
  staleFigureNotice, zakatDateText, zakatFigureDate, zakatFitrah, zakatMaal, zakatPenghasilan, type IncomePeriod, type ZakatFigures, type ZakatKind, type ZakatResult,
} from '../../contract/zakat';
import { formatAmountInput, formatRupiah } from '../../lib/rupiah';
import { DataAge } from '../../ui/data-age';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useKnownRegency } from './use-known-regency';
import { useZakatFigures } from './use-zakat-figures';
import { EXPLANATIONS, sourceLine } from './zakat-sources';
import styles from './zakat.module.css';

/** A rupiah box: what was typed, shown with thousands dots, and its value. */
function useAmount(): [string, number, (text: string) => void] {
  const [text, setText] = useState('');
  const { value } = formatAmountInput(text);
  return [text, value, (next) => setText(formatAmountInput(next).text)];
}

function AmountField({ label, name, state }: { label: string; name: string; state: ReturnType<typeof useAmount> }) {
  return <TextField label={label} name={name} prefix="Rp" inputMode="numeric" autoComplete="off" placeholder="0" value={state[0]} onChange={state[2]} />;
}

/** A count box (people, days, grams): digits, and a comma for grams. */
function CountField({ label, name, value, onChange, decimal = false }: { label: string; name: string; value: string; onChange: (s: string) => void; decimal?: boolean }) {
  return (
    <TextField label={label} name={name} inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" placeholder="0" value={value}
      onChange={(s) => onChange(decimal ? s.replace(/[^\d,]/g, '').replace(/,(?=.*,)/g, '').slice(0, 9) : s.replace(/\D/g, '').slice(0, 4))} />
  );
}

const countOf = (s: string) => Number(s.replace(',', '.')) || 0;

/** /zakat: the four calculators, each with its explanation, the figures used and 'Bayar Zakat'. */
export function ZakatCalculator({ initialKind }: { initialKind: ZakatKind }) {
  const [kind, setKind] = useState<ZakatKind>(initialKind);
  const figures = useZakatFigures();
  return (
    <div className={styles.page}>
      <div className={styles.tabs} role="tablist" aria-label="Jenis zakat">
        {ZAKAT_KINDS.map((k) => (
          <button key={k} type="button" role="tab" id={`tab-${k}`} aria-selected={kind === k} aria-controls="zakat-panel"
            className={styles.tab} onClick={() => setKind(k)}>{ZAKAT_KIND_LABELS[k].replace('Zakat ', '')}</button>
        ))}
      </div>
      <div className={styles.body} id="zakat-panel" role="tabpanel" aria-labelledby={`tab-${kind}`}>
        {figures.status === 'loading' ? (
          <div aria-busy="true" className={styles.body}><Skeleton height={260} radius={16} /><Skeleton height={120} radius={16} /></div>
        ) : figures.status === 'error' ? (
          <LoadFailed onRetry={figures.retry} />
        ) : (
          <>
            <DataAge freshness={figures.freshness} flush />
            {kind === 'maal' ? <MaalForm figures={figures.figures} /> : null}
            {kind === 'penghasilan' ? <IncomeForm figures={figures.figures} /> : null}
            {kind === 'fitrah' ? <FitrahForm figures={figures.figures} /> : null}
            {kind === 'fidyah' ? <FidyahForm figures={figures.figures} /> : null}
            <Explanation kind={kind} figures={figures.figures} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Said above the form when the figure this kind computes with is older than a month (by the
 * phone's clock): the payer should know the nisab or the rate may have moved, and where to check.
 */
function StaleFigure({ kind, setAt }: { kind: ZakatKind; setAt: string }) {
  if (!isZakatFigureStale(setAt, Date.now())) return null;
  const notice = staleFigureNotice(kind, setAt);
  return (
    <div className={styles.stale} role="note" data-testid="zakat-stale">
      <strong>{notice.title}</strong>
      <p>{notice.body}</p>
    </div>
  );
}

function MaalForm({ figures }: { figures: ZakatFigures }) {
  const savings = useAmount();
  const [goldGrams, setGoldGrams] = useState('');
  const silver = useAmount();
  const investments = useAmount();
  const receivables = useAmount();
  const debts = useAmount();
  const [haul, setHaul] = useState(true);
  const result = zakatMaal({
    savings: savings[1], goldGrams: countOf(goldGrams), silverValue: silver[1], investments: investments[1], receivables: receivables[1], debtsDue: debts[1],
  }, figures.goldPricePerGram);
  return (
    <>
      <StaleFigure kind="maal" setAt={zakatFigureDate(figures, 'maal')} />
      <section className={styles.panel} aria-labelledby="maal-title">
        <h2 id="maal-title" className={styles.panelTitle}>Harta yang kamu miliki</h2>
        <AmountField label="Tabungan, deposito dan uang tunai" name="savings" state={savings} />
        <CountField label="Emas (gram)" name="goldGrams" value={goldGrams} onChange={setGoldGrams} decimal />
        <AmountField label="Perak dan logam mulia lain (nilai)" name="silver" state={silver} />
        <AmountField label="Investasi: saham, reksa dana, properti disewakan" name="investments" state={investments} />
        <AmountField label="Piutang yang bisa ditagih" name="receivables" state={receivables} />
        <AmountField label="Utang jatuh tempo (mengurangi)" name="debts" state={debts} />
        <label className={styles.check}>
          <input type="checkbox" checked={haul} onChange={(e) => setHaul(e.target.checked)} />
          <span>Harta ini sudah mencapai nisab selama satu haul (satu tahun hijriah)</span>
        </label>
      </section>
      <ResultCard kind="maal" result={result} haulNotYet={!haul} baseLabel="Harta bersih" />
    </>
  );
}

function IncomeForm({ figures }: { figures: ZakatFigures }) {
  const [period, setPeriod] = useState<IncomePeriod>('bulanan');
  const income = useAmount();
  const other = useAmount();
  const result = zakatPenghasilan({ income: income[1], otherIncome: other[1], period }, figures.goldPricePerGram);
  const per = period === 'bulanan' ? 'per bulan' : 'per tahun';
  return (
    <>
      <StaleFigure kind="penghasilan" setAt={zakatFigureDate(figures, 'penghasilan')} />
      <section className={styles.panel} aria-labelledby="income-title">
        <h2 id="income-title" className={styles.panelTitle}>Penghasilanmu</h2>
        <div className={styles.segments} role="radiogroup" aria-label="Dihitung">
          {(['bulanan', 'tahunan'] as const).map((p) => (
            <button key={p} type="button" role="radio" aria-checked={period === p} className={styles.segment} onClick={() => setPeriod(p)}>
              {p === 'bulanan' ? 'Bulanan' : 'Tahunan'}
            </button>
          ))}
        </div>
        <AmountField label={`Gaji atau pendapatan ${per}`} name="income" state={income} />
        <AmountField label={`Bonus, THR dan pendapatan lain ${per}`} name="otherIncome" state={other} />
      </section>
      <ResultCard kind="penghasilan" result={result} baseLabel={`Penghasilan ${per}`} />
    </>
  );
}

const OTHER_REGENCY = '';

function FitrahForm({ figures }: { figures: ZakatFigures }) {
  const [people, setPeople] = useState('1');
  // null until the payer picks: then the regency the phone already knows (the prayer times' place) is taken.
  const [picked, setPicked] = useState<string | null>(null);
  const known = useKnownRegency();
  const regency = picked ?? known?.kode ?? OTHER_REGENCY;
  // A known regency with no rate of its own is still named, with the network's rate it pays.
  const knownWithoutRate = known && !figures.fitrahRates.some((r) => r.regencyCode === known.kode) ? known : undefined;
  const rate = fitrahRateFor(figures, regency || undefined);
  const result = zakatFitrah(countOf(people), rate);
  return (
    <>
      <StaleFigure kind="fitrah" setAt={zakatFigureDate(figures, 'fitrah', regency || undefined)} />
      <section className={styles.panel} aria-labelledby="fitrah-title">
        <h2 id="fitrah-title" className={styles.panelTitle}>Zakat fitrah keluarga</h2>
        <CountField label="Jumlah orang (kamu dan tanggunganmu)" name="people" value={people} onChange={setPeople} />
        <div className="field">
          <label className="field__label" htmlFor="fitrah-regency">Daerah</label>
          <div className="field__control">
            <select id="fitrah-regency" className={styles.select} value={regency} onChange={(e) => setPicked(e.target.value)}>
              <option value={OTHER_REGENCY}>Daerah lain (tarif jaringan {formatRupiah(figures.fitrahDefault)})</option>
              {knownWithoutRate ? <option value={knownWithoutRate.kode}>{knownWithoutRate.label} (tarif jaringan {formatRupiah(figures.fitrahDefault)})</option> : null}
              {figures.fitrahRates.map((r) => <option key={r.regencyCode} value={r.regencyCode}>{titleCase(r.regencyName)} ({formatRupiah(r.rate)})</option>)}
            </select>
          </div>
        </div>
      </section>
      <section className={styles.result} aria-live="polite" data-testid="zakat-result">
        <span className={styles.resultLabel}>Zakat fitrah yang dibayar</span>
        <strong className={styles.resultAmount} data-testid="zakat-amount">{formatRupiah(result.amount)}</strong>
        <p className={styles.resultNote}>atau {formatMeasure(result.riceKg)} kg / {formatMeasure(result.riceLitres)} liter beras ({formatMeasure(FITRAH_RICE_KG)} kg / {formatMeasure(FITRAH_RICE_LITRES)} liter per orang × {formatRupiah(rate)})</p>
        <PayLink kind="fitrah" amount={result.amount} count={countOf(people)} />
      </section>
    </>
  );
}

function FidyahForm({ figures }: { figures: ZakatFigures }) {
  const [days, setDays] = useState('');
  const amount = fidyah(countOf(days), figures.fidyahPerDay);
  return (
    <>
      <StaleFigure kind="fidyah" setAt={zakatFigureDate(figures, 'fidyah')} />
      <section className={styles.panel} aria-labelledby="fidyah-title">
        <h2 id="fidyah-title" className={styles.panelTitle}>Fidyah puasa</h2>
        <CountField label="Jumlah hari puasa yang ditinggalkan" name="days" value={days} onChange={setDays} />
      </section>
      <section className={styles.result} aria-live="polite" data-testid="zakat-result">
        <span className={styles.resultLabel}>Fidyah yang dibayar</span>
        <strong className={styles.resultAmount} data-testid="zakat-amount">{formatRupiah(amount)}</strong>
        <p className={styles.resultNote}>{countOf(days)} hari × {formatRupiah(figures.fidyahPerDay)} per hari</p>
        <PayLink kind="fidyah" amount={amount} count={countOf(days)} />
      </section>
    </>
  );
}

function ResultCard({ kind, result, baseLabel, haulNotYet = false }: { kind: ZakatKind; result: ZakatResult; baseLabel: string; haulNotYet?: boolean }) {
  const amount = haulNotYet ? 0 : result.amount;
  return (
    <section className={styles.result} aria-live="polite" data-testid="zakat-result">
      <dl className={styles.facts}>
        <div><dt>{baseLabel}</dt><dd data-testid="zakat-base">{formatRupiah(result.base)}</dd></div>
        <div><dt>Nisab</dt><dd data-testid="zakat-nisab">{formatRupiah(result.nisab)}</dd></div>
      </dl>
      <span className={styles.resultLabel}>{ZAKAT_KIND_LABELS[kind]} yang perlu dibayar</span>
      <strong className={styles.resultAmount} data-testid="zakat-amount">{formatRupiah(amount)}</strong>
      <p className={styles.resultNote} data-testid="zakat-verdict">
        {result.base === 0
          ? 'Isi jumlahnya di atas untuk menghitung.'
          : !result.due
            ? 'Belum mencapai nisab, jadi belum wajib zakat. Kamu tetap bisa berinfaq atau bersedekah.'
            : haulNotYet
              ? 'Sudah mencapai nisab, tetapi belum satu haul: zakatnya wajib setelah genap satu tahun.'
              : `Sudah mencapai nisab: 2,5% × ${formatRupiah(result.base)}, dibulatkan ke atas ke rupiah.`}
      </p>
      <PayLink kind={kind} amount={amount} />
    </section>
  );
}

/** 'Bayar Zakat' ('Bayar Fidyah'): on to choosing the mosque or amil, with the kind and amount (and the jiwa or days, for the receipt). */
function PayLink({ kind, amount, count }: { kind: ZakatKind; amount: number; count?: number }) {
  return amount >= 1_000 ? (
    <Link to="/zakat/bayar" search={{ jenis: kind, nominal: amount, jumlah: count || undefined }} className="btn btn--block" data-testid="pay-zakat">{payKindLabel(kind)}</Link>
  ) : (
    <Link to="/zakat/bayar" search={{ jenis: kind }} className="btn btn--block btn--outline" data-testid="pay-zakat">{payKindLabel(kind)} dengan nominal sendiri</Link>
  );
}

function Explanation({ kind, figures }: { kind: ZakatKind; figures: ZakatFigures }) {
  const explanation = EXPLANATIONS[kind];
  return (
    <>
      <section className={styles.panel} aria-labelledby="explain-title">
        <h2 id="explain-title" className={styles.panelTitle}>Tentang {ZAKAT_KIND_LABELS[kind]}</h2>
        {explanation.text.map((p) => <p key={p} className={styles.text}>{p}</p>)}
        <h3 className={styles.subTitle}>Dasar</h3>
        <ul className={styles.sources}>{explanation.basis.map((s) => <li key={s}>{s}</li>)}</ul>
        <p className={styles.small} data-testid="zakat-source">{sourceLine(explanation.source)}</p>
      </section>
      <section className={styles.panel} aria-labelledby="figures-title" data-testid="zakat-figures">
        <h2 id="figures-title" className={styles.panelTitle}>Angka yang dipakai</h2>
        <dl className={styles.facts}>
          <div><dt>Harga emas per gram</dt><dd>{formatRupiah(figures.goldPricePerGram)}</dd></div>
          <div><dt>Nisab (85 gram emas)</dt><dd>{formatRupiah(nisabOfGold(figures.goldPricePerGram))} / tahun</dd></div>
          <div><dt>Zakat fitrah (tarif jaringan)</dt><dd>{formatRupiah(figures.fitrahDefault)} / orang</dd></div>
          <div><dt>Fidyah</dt><dd>{formatRupiah(figures.fidyahPerDay)} / hari</dd></div>
        </dl>
        <p className={styles.small} data-testid="zakat-figures-date">Ditetapkan pengurus jaringan, diperbarui {zakatDateText(figures.networkUpdatedAt ?? figures.updatedAt)}.</p>
      </section>
    </>
  );
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase()).replace(/^Kabupaten /, 'Kab. ');
