import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { bookQurban, getQurban } from '../../api/qurban';
import { QURBAN_KIND_LABELS, QURBAN_TEXT_MAX, qurbanPriceLine, type QurbanAnimal, type QurbanView } from '../../contract/qurban';
import { MEAT_CATEGORY_LABELS, meatText, type QurbanMeatTotals } from '../../contract/qurban-meat';
import { REQUIRED } from '../../contract/fields';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import styles from './mosque-info.module.css';
import own from './mosque-qurban.module.css';
import { OFFLINE, QurbanMine } from './qurban-mine';

/** 'Sisa 5 dari 7 bagian', 'Tersedia', 'Sudah penuh', 'Sudah disembelih'. */
function placesLine(a: QurbanAnimal): string {
  if (a.slaughtered_at) return 'Sudah disembelih';
  if (a.shares_left === 0) return 'Sudah penuh';
  return a.kind === 'sapi' ? `Sisa ${a.shares_left} dari ${a.shares} bagian` : 'Tersedia';
}

/**
 * 'Qurban' on the mosque page: the animals the mosque offers for Idul Adha and the places left.
 * A signed-in person books a share on someone's behalf; a guest is sent to log in and brought
 * back here. No booker's name or number is ever shown but the reader's own, and the meat handed
 * out shows as totals only.
 */
export function MosqueQurban({ slug }: { slug: string }) {
  const [fresh, setFresh] = useState<QurbanView | null>(null);
  const remote = useRemote(`qurban:${slug}`, (signal) => getQurban(slug, { signal }));
  const view = fresh ?? (remote.status === 'ready' ? remote.data : null);
  // A booking's or cancel's answer shows at once; the page's read is asked again, so the copy the
  // device keeps for offline holds the change too.
  const retry = remote.status === 'loading' ? undefined : remote.retry;
  const changed = (next: QurbanView) => {
    setFresh(next);
    retry?.();
  };
  const stale = () => {
    setFresh(null);
    retry?.();
  };
  const meat = view?.meat && view.meat.total.packages > 0 ? view.meat : null;
  // Most mosques offer none: the page stays as it was.
  if (!view || (view.animals.length === 0 && !meat)) return null;
  return (
    <section id="qurban" className={styles.section} aria-labelledby="qurban-title">
      <h3 id="qurban-title" className={styles.sectionTitle}>Qurban Idul Adha {view.season} H</h3>
      {view.animals.length > 0 ? (
        <ul className={own.list}>
          {view.animals.map((a) => <AnimalItem key={a.id} slug={slug} animal={a} signedIn={view.signed_in} onBooked={changed} />)}
        </ul>
      ) : null}
      {view.mine.length > 0 ? <QurbanMine slug={slug} view={view} onChanged={changed} onStale={stale} /> : null}
      {meat ? <MeatGiven meat={meat} /> : null}
    </section>
  );
}

/** 'Daging tersalurkan': the confirmed hand-overs' totals per category; no group is named. */
function MeatGiven({ meat }: { meat: QurbanMeatTotals }) {
  return (
    <div className={own.meat} data-testid="qurban-meat">
      <strong>Daging tersalurkan: {meatText(meat.total)}</strong>
      <ul className={own.meatList}>
        {meat.by_category.map((c) => <li key={c.category}><span>{MEAT_CATEGORY_LABELS[c.category]}</span><span>{meatText(c)}</span></li>)}
      </ul>
    </div>
  );
}

function AnimalItem({ slug, animal: a, signedIn, onBooked }: { slug: string; animal: QurbanAnimal; signedIn: boolean; onBooked: (v: QurbanView) => void }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [atasNama, setAtasNama] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const bookable = !a.slaughtered_at && a.shares_left > 0;

  const start = async () => {
    if (signedIn) return setOpen(true);
    // The Dexie-backed return path loads only on this tap (issue 47: the page's first JS stays small).
    const { saveRedirectAfterLogin } = await import('../../db/return-paths');
    await saveRedirectAfterLogin(`${window.location.pathname}#qurban`);
    router.history.push('/auth?state=qurban');
  };
  const submit = async () => {
    if (!atasNama.trim()) return setError(REQUIRED);
    setBusy(true);
    try {
      const answer = await bookQurban({ slug, animal_id: String(a.id), atas_nama: atasNama }, key);
      toast(answer.message, { tone: 'success', ms: 5000 });
      setOpen(false);
      setAtasNama('');
      setKey(crypto.randomUUID());
      onBooked(answer.data);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return void start();
      const message = e instanceof ApiError ? e.errors.atas_nama ?? e.message : OFFLINE;
      if (e instanceof ApiError && e.errors.atas_nama) setError(message);
      else toast(message, { tone: 'danger', ms: 5000 });
      // A refusal was final for this key: the next tap is a new attempt.
      if (e instanceof ApiError) setKey(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={own.item} data-testid="qurban-animal">
      <div className={own.head}>
        <span className={own.text}>
          <strong>{a.label}</strong>
          <span>{qurbanPriceLine(a)}</span>
          <span className={bookable ? own.left : own.done}>{placesLine(a)}</span>
        </span>
        {bookable && !open ? (
          <button type="button" className="btn btn--small" onClick={() => void start()}>
            Pesan {a.kind === 'sapi' ? 'Bagian' : QURBAN_KIND_LABELS[a.kind]}
          </button>
        ) : null}
      </div>
      {open ? (
        <form className={own.form} noValidate aria-label={`Pesan qurban ${a.label}`} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <TextField label="Atas nama" name="atas_nama" max={QURBAN_TEXT_MAX.atasNama} value={atasNama} placeholder="Nama yang berqurban" autoFocus
            onChange={(x) => { setAtasNama(x); setError(null); }} error={error ?? undefined} />
          <p className={own.note}>Setelah dipesan, bayar lunas atau menabung (Tabungan Qurban) dari daftar pesananmu.</p>
          <div className={own.actions}>
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setOpen(false)}>Batal</button>
            <button type="submit" className="btn" disabled={busy}>{busy ? 'Memproses…' : 'Pesan Sekarang'}</button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
