import { useEffect, useRef, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { ApiError, NetworkError } from '../../api/client';
import { claimJuz, getKhataman, markJuzRead, releaseJuz } from '../../api/khataman';
import { JUZ_COUNT, khatamanPath, type Khataman } from '../../contract/khataman';
import { saveRedirectAfterLogin } from '../../db/return-paths';
import { formatLongDate } from '../../lib/relative-time';
import { dismissRejected, enqueue } from '../../sync/outbox';
import { OutboxPayloadError } from '../../sync/outbox-kind';
import type { KhatamanTapAction } from '../../sync/khataman-outbox';
import { useCachedProfile, useOutboxReplay, usePendingOutbox, useRejectedOutbox } from '../../sync/use-outbox';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import { JuzGrid } from './juz-grid';
import { ShareKhataman } from './share-khataman';
import { RecapTimes } from './recap-times';
import { freeJuzNear, refusedTapText, tapsOf, withWaitingTaps, type KhatamanTap } from './waiting-taps';
import { IntentionAmen, KhatamanPrayerList, useKhatamanPrayers } from './khataman-prayers';
import styles from './khataman.module.css';

/**
 * A khataman's page, the one its WhatsApp link opens: the intention, the group's progress, the
 * 30 juz to choose from and, for the person signed in, their own juz to mark read or give back.
 * A guest who taps a juz is sent to log in and brought back here.
 */
export function KhatamanPage({ id }: { id: string }) {
  const profile = useCachedProfile();
  const remote = useRemote(`khataman:${id}:${profile ? profile.whatsapp : 'tamu'}`, async (signal) => (await getKhataman(id, signal)).data);
  // The answer of the person's last tap: newer than what the page first read.
  const [answered, setAnswered] = useState<Khataman | null>(null);
  // Taps made without a signal wait in the outbox, sent when it returns (replayed from here too).
  useOutboxReplay();
  const waiting = tapsOf(id, usePendingOutbox('khataman_juz'));
  const refused = tapsOf(id, useRejectedOutbox('khataman_juz'));
  const waitedBefore = useRef(0);
  const { retry } = remote;
  useEffect(() => {
    // Once the last waiting tap is sent, the page reads the server's own state again.
    if (waitedBefore.current > 0 && waiting.length === 0) {
      setAnswered(null);
      retry();
    }
    waitedBefore.current = waiting.length;
  }, [waiting.length, retry]);
  if (remote.status === 'loading' || profile === undefined) {
    return <div className="page-body" aria-busy="true"><Skeleton height={150} radius={16} /><Skeleton height={320} radius={16} /></div>;
  }
  if (remote.status === 'error') {
    // No such khataman, or a link whose code none can have (422): the same words.
    const missing = remote.error instanceof ApiError && (remote.error.status === 404 || remote.error.status === 422);
    return <LoadFailed title={missing ? 'Khataman tidak ditemukan' : undefined} text={missing ? 'Periksa lagi tautan yang kamu terima.' : undefined} onRetry={remote.retry} />;
  }
  const read = answered?.id === id ? answered : remote.data;
  const shown = withWaitingTaps(read, waiting);
  return (
    <KhatamanView k={shown.k} waiting={shown.waiting} refused={refused} signedIn={profile !== null} who={profile ? profile.whatsapp : 'tamu'}
      onAnswer={setAnswered} onStale={() => { setAnswered(null); remote.retry(); }} />
  );
}

const tapCalls = { claim: claimJuz, read: (id: string, juz: readonly number[], o: { key: string }) => markJuzRead(id, juz[0] ?? 0, o), release: (id: string, juz: readonly number[], o: { key: string }) => releaseJuz(id, juz[0] ?? 0, o) };
const queuedWords: Record<KhatamanTapAction, string> = { claim: 'Juz dicatat untukmu', read: 'Ditandai selesai', release: 'Juz dilepas' };

function KhatamanView({ k, waiting, refused, signedIn, who, onAnswer, onStale }: {
  k: Khataman; waiting: ReadonlySet<number>; refused: KhatamanTap[]; signedIn: boolean; who: string; onAnswer: (k: Khataman) => void; onStale: () => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const mine = k.juz.filter((j) => j.mine);
  const unread = mine.filter((j) => j.state !== 'read');
  const done = mine.filter((j) => j.state === 'read');

  /**
   * One tap: its answer shown, its refusal said; a juz taken meanwhile reloads the grid. Without
   * a signal it waits in the outbox under the key the call was made with (the call may have
   * reached the server and only its answer been lost), and shows on the page at once.
   */
  const run = async (action: KhatamanTapAction, juz: readonly number[]) => {
    setBusy(true);
    const key = crypto.randomUUID();
    try {
      const answer = await tapCalls[action](k.id, juz, { key });
      onAnswer(answer.data);
      toast(answer.message, { tone: 'success' });
      return true;
    } catch (error) {
      if (error instanceof NetworkError) return await queue(action, juz, key);
      toast(error instanceof Error ? error.message : 'Gagal menyimpan, coba lagi.', { tone: 'danger', ms: 4000 });
      if (error instanceof ApiError && error.status === 409) onStale();
      return false;
    } finally {
      setBusy(false);
    }
  };
  const queue = async (action: KhatamanTapAction, juz: readonly number[], key: string) => {
    try {
      await enqueue('khataman_juz', { id: k.id, action, juz }, { id: key });
      toast(`${queuedWords[action]}. Terkirim saat ada sinyal.`, { tone: 'success' });
      return true;
    } catch (error) {
      toast(error instanceof OutboxPayloadError ? error.message : 'Gagal menyimpan, coba lagi.', { tone: 'danger', ms: 4000 });
      return false;
    }
  };
  /** A juz offered in place of a lost one: taken like any claim, the refusal put away once it is. */
  const claimInstead = async (tap: KhatamanTap, juz: number) => {
    if (await run('claim', [juz])) await dismissRejected(tap.entry.seq!);
  };
  const toLogin = async () => {
    await saveRedirectAfterLogin(khatamanPath(k.id));
    router.history.push('/auth?state=khataman');
  };
  const prayers = useKhatamanPrayers(k.id, who, signedIn, () => void toLogin());

  return (
    <div className={`page-body ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="khataman-title">
        <p className={styles.kicker}>Khataman Bersama</p>
        <h2 id="khataman-title" className={styles.title}>{k.title}</h2>
        {k.intention ? <p className={styles.intention}>{k.intention}</p> : null}
        {k.intention ? <IntentionAmen prayers={prayers} /> : null}
        {k.masjid ? (
          <p className={styles.meta}>Khataman <Link to="/masjid/$slug" params={{ slug: k.masjid.slug }} className={styles.mosqueLink}>{k.masjid.nama}</Link></p>
        ) : null}
        <p className={styles.meta}>Dibuka oleh {k.opened_by} · Batas {formatLongDate(k.deadline)}</p>
        <Progress read={k.read} />
      </section>

      {k.khatam ? (
        <section className={styles.khatam} role="status" aria-labelledby="khatam-title">
          <h2 id="khatam-title">Khatam</h2>
          <p>Alhamdulillah, khatam. Ke-30 juz sudah selesai dibaca bersama.</p>
        </section>
      ) : k.closed ? <p className="alert alert--info">Batas waktu khataman ini sudah lewat. Juz yang sudah diambil masih bisa ditandai selesai.</p> : null}

      {refused.map((tap) => {
        const offered = tap.payload.action === 'claim' && tap.entry.rejected?.status === 409 && !k.closed ? freeJuzNear(k, tap.payload.juz.split(',').map(Number)) : [];
        return (
          <div key={tap.entry.seq} className={`alert alert--danger ${styles.refused}`} role="alert" data-testid="khataman-refused">
            <p>{refusedTapText(tap)}{offered.length > 0 ? ' Masih kosong:' : ''}</p>
            <div className={styles.refusedActions}>
              {offered.map((n) => (
                <button key={n} type="button" className="btn btn--small" disabled={busy} onClick={() => void claimInstead(tap, n)}>Ambil juz {n}</button>
              ))}
              <button type="button" className="btn btn--small btn--ghost" onClick={() => void dismissRejected(tap.entry.seq!)}>Tutup</button>
            </div>
          </div>
        );
      })}
      {waiting.size > 0 ? (
        <p className="alert alert--info" role="status">Perubahan juz {[...waiting].sort((a, b) => a - b).join(', ')} tersimpan di perangkat dan terkirim saat ada sinyal.</p>
      ) : null}

      {mine.length > 0 ? (
        <section className={`card ${styles.mine}`} aria-labelledby="juz-kamu">
          <h2 id="juz-kamu" className="section-title">Juz kamu</h2>
          <ul className={styles.mineList}>
            {unread.map((j) => (
              <li key={j.juz} className={styles.mineRow}>
                <span className={styles.mineName}>Juz {j.juz}</span>
                <span className={styles.mineActions}>
                  <Link to="/tilawahku/juz/$juz" params={{ juz: String(j.juz) }} className="btn btn--small btn--outline" aria-label={`Baca juz ${j.juz} di Tilawahku`}>Baca</Link>
                  <button type="button" className="btn btn--small" disabled={busy} onClick={() => void run('read', [j.juz])} aria-label={`Tandai juz ${j.juz} selesai dibaca`}>Sudah dibaca</button>
                  <button type="button" className="btn btn--small btn--ghost" disabled={busy} onClick={() => void run('release', [j.juz])} aria-label={`Lepas juz ${j.juz}`}>Lepas</button>
                </span>
              </li>
            ))}
          </ul>
          {done.length > 0 ? <p className={styles.done}>Selesai kamu baca: juz {done.map((j) => j.juz).join(', ')}</p> : null}
          {unread.length > 0 ? <p className={styles.rule}>Juz yang kamu baca sampai ayat terakhirnya di Tilawahku ditandai selesai dengan sendirinya.</p> : null}
          {unread.length > 0 && !k.closed ? (
            <p className={styles.rule}>Sehari sebelum batas kamu diingatkan lewat Pesan; juz yang belum ditandai selesai pada hari batas dibuka lagi untuk jamaah lain.</p>
          ) : null}
        </section>
      ) : null}

      <JuzGrid
        juz={k.juz}
        canClaim={!k.closed && !k.khatam}
        busy={busy}
        signedIn={signedIn}
        onGuest={() => void toLogin()}
        onClaim={(chosen) => run('claim', chosen)}
      />

      <KhatamanPrayerList prayers={prayers} />

      {k.closed || k.khatam ? null : <RecapTimes k={k} onAnswer={onAnswer} />}

      <ShareKhataman k={k} />
    </div>
  );
}

function Progress({ read }: { read: number }) {
  const percent = Math.round((read / JUZ_COUNT) * 100);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}><strong>{read}</strong> dari {JUZ_COUNT} juz selesai dibaca</p>
      <div className={styles.bar} role="progressbar" aria-label="Kemajuan khataman" aria-valuemin={0} aria-valuemax={JUZ_COUNT} aria-valuenow={read}>
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
