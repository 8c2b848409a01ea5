import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../api/client';
import { getZakatFigures, removeFitrahRegency, saveFitrahRegency, saveZakatRates } from '../../api/zakat';
import { FitrahRegencyForm, ZakatRatesForm, type ZakatFigures } from '../../contract/zakat';
import { formatRupiah, formatAmountInput } from '../../lib/rupiah';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { clientErrors } from '../../ui/form-error';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { AdminFailureBody } from './admin-gate';
import styles from './admin.module.css';
import own from './isbat-admin.module.css';

const dateOf = (iso: string) => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(new Date(iso));


const failureOf = (e: unknown) => (e instanceof ApiError ? { ...e.errors, _: e.message } : { _: 'Tidak dapat terhubung. Periksa koneksi internetmu.' });

/** /admin/zakat (network admins): the figures every phone's zakat calculator computes with. */
export function ZakatAdmin() {
  const [version, setVersion] = useState(0);
  const remote = useRemote(`zakat-figures:${version}`, (signal) => getZakatFigures({ signal }).then((a) => a.data));
  const saved = () => setVersion((n) => n + 1);
  return (
    <PageLayout title="Angka Zakat">
      <div className={styles.page}>
        <p className={styles.panelNote}>
          Kalkulator zakat di aplikasi menghitung dengan angka di sini, di setiap ponsel saat tersambung berikutnya (dan tetap
          memakainya saat offline). Perbarui harga emas secara berkala dan tarif zakat fitrah serta fidyah setiap Ramadhan
          sesuai keputusan BAZNAS.
        </p>
        {remote.status === 'loading' ? <Skeleton height={320} radius={12} /> : null}
        {remote.status === 'error' ? <AdminFailureBody error={remote.error} onRetry={remote.retry} /> : null}
        {remote.status === 'ready' ? (
          <>
            <RatesForm key={remote.data.updatedAt} figures={remote.data} onSaved={saved} />
            <RegencyRates figures={remote.data} onSaved={saved} />
          </>
        ) : null}
      </div>
    </PageLayout>
  );
}

function RatesForm({ figures, onSaved }: { figures: ZakatFigures; onSaved: () => void }) {
  const toast = useToast();
  const [gold, setGold] = useState(formatAmountInput(String(figures.goldPricePerGram)).text);
  const [fitrah, setFitrah] = useState(formatAmountInput(String(figures.fitrahDefault)).text);
  const [fidyah, setFidyah] = useState(formatAmountInput(String(figures.fidyahPerDay)).text);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const form = { gold_price: gold, fitrah_rate: fitrah, fidyah_rate: fidyah };
    const refused = clientErrors(ZakatRatesForm, form);
    if (Object.keys(refused).length > 0) return setErrors(refused);
    setBusy(true);
    setErrors({});
    try {
      toast((await saveZakatRates(form)).message, { tone: 'success' });
      onSaved();
    } catch (e) {
      setErrors(failureOf(e));
    } finally {
      setBusy(false);
    }
  };
  const amount = (set: (s: string) => void) => (s: string) => set(formatAmountInput(s).text);
  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate aria-label="Angka jaringan" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <h2 className={styles.panelTitle}>Angka jaringan</h2>
      <p className={styles.panelNote} data-testid="zakat-updated">Terakhir diperbarui {dateOf(figures.updatedAt)} WIB.</p>
      {errors._ ? <div className="alert alert--danger" role="alert">{errors._}</div> : null}
      <TextField label="Harga emas per gram" name="gold_price" prefix="Rp" inputMode="numeric" value={gold} onChange={amount(setGold)} error={errors.gold_price} />
      <p className={styles.panelNote}>Nisab zakat maal dan penghasilan: 85 gram × harga ini = {formatRupiah(85 * formatAmountInput(gold).value)} per tahun.</p>
      <TextField label="Tarif zakat fitrah jaringan (per orang)" name="fitrah_rate" prefix="Rp" inputMode="numeric" value={fitrah} onChange={amount(setFitrah)} error={errors.fitrah_rate} />
      <TextField label="Tarif fidyah (per hari)" name="fidyah_rate" prefix="Rp" inputMode="numeric" value={fidyah} onChange={amount(setFidyah)} error={errors.fidyah_rate} />
      <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan'}</button>
    </form>
  );
}

const RegencyListSchema = v.object({ items: v.array(v.object({ kode: v.string(), nama: v.string() })) });
type RegencyOption = v.InferOutput<typeof RegencyListSchema>['items'][number];

/** The bundled list of regencies (public/json/regencies.json), for choosing one. */
function useRegencies(): RegencyOption[] {
  const [list, setList] = useState<RegencyOption[]>([]);
  useEffect(() => {
    let live = true;
    fetch('/json/regencies.json').then((r) => r.json()).then((json: unknown) => {
      const parsed = v.safeParse(RegencyListSchema, json);
      if (live && parsed.success) setList(parsed.output.items);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}

function RegencyRates({ figures, onSaved }: { figures: ZakatFigures; onSaved: () => void }) {
  const toast = useToast();
  const regencies = useRegencies();
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chosen = regencies.find((r) => r.kode === code);
  const save = async () => {
    const form = { regency_code: code, regency_name: chosen?.nama ?? '', rate };
    const refused = clientErrors(FitrahRegencyForm, form);
    if (Object.keys(refused).length > 0) return setErrors(refused);
    setBusy(true);
    setErrors({});
    try {
      toast((await saveFitrahRegency(form)).message, { tone: 'success' });
      setRate('');
      onSaved();
    } catch (e) {
      setErrors(failureOf(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (regencyCode: string) => {
    try {
      toast((await removeFitrahRegency({ regency_code: regencyCode })).message, { tone: 'success' });
      onSaved();
    } catch (e) {
      setErrors(failureOf(e));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="fitrah-regencies">
      <h2 id="fitrah-regencies" className={styles.panelTitle}>Tarif zakat fitrah per daerah</h2>
      <p className={styles.panelNote}>Daerah tanpa tarif sendiri memakai tarif jaringan {formatRupiah(figures.fitrahDefault)}.</p>
      <form className={styles.form} noValidate aria-label="Tarif daerah" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {errors._ ? <div className="alert alert--danger" role="alert">{errors._}</div> : null}
        <div className="field">
          <label className="field__label" htmlFor="fitrah-regency">Kabupaten/kota</label>
          <select id="fitrah-regency" name="regency_code" className={own.select} value={code} onChange={(e) => setCode(e.target.value)}>
            <option value="">Pilih kabupaten/kota</option>
            {regencies.map((r) => <option key={r.kode} value={r.kode}>{r.nama}</option>)}
          </select>
          <span className="field__error" role={errors.regency_code ? 'alert' : undefined}>{errors.regency_code ?? errors.regency_name ?? ''}</span>
        </div>
        <TextField label="Tarif per orang" name="rate" prefix="Rp" inputMode="numeric" value={rate} onChange={(s) => setRate(formatAmountInput(s).text)} error={errors.rate} />
        <button type="submit" className="btn btn--block" disabled={busy}>{busy ? 'Menyimpan…' : 'Simpan tarif daerah'}</button>
      </form>
      <ul className={styles.list} data-testid="fitrah-rates">
        {figures.fitrahRates.map((r) => (
          <li key={r.regencyCode} className={own.decision}>
            <span className={own.decisionMonth}>{r.regencyName}</span>
            <span className={own.decisionDay} style={{ whiteSpace: 'nowrap' }}>{formatRupiah(r.rate)}</span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(r.regencyCode)} aria-label={`Hapus tarif ${r.regencyName}`}>Hapus</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
