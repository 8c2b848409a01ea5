import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredMessage } from '../../db/database';
import { relativeTime } from '../../lib/relative-time';
import { EmptyState } from '../../ui/empty-state';
import { ClockIcon, CoinsIcon, MosqueIcon, NewsIcon, QuranIcon } from '../../ui/icons';
import { CheckIcon, HandsIcon, ShareIcon, TrashIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { currentOwner, deleteMessage, markAllRead, markRead, readInbox, syncInbox } from './inbox-store';
import styles from './pesan.module.css';

const KIND_ICONS: Record<string, { icon: ReactNode; tone: string }> = {
  'donation-paid': { icon: <CheckIcon size={20} />, tone: styles.toneSuccess! },
  'donation-expired': { icon: <ClockIcon size={20} />, tone: styles.toneWarning! },
  'donation-reversed': { icon: <CoinsIcon size={20} />, tone: styles.toneWarning! },
  'program-update': { icon: <NewsIcon size={20} />, tone: styles.tonePrimary! },
  disbursement: { icon: <CoinsIcon size={20} />, tone: styles.tonePrimary! },
  'referral-donation': { icon: <ShareIcon size={20} />, tone: styles.tonePrimary! },
  amen: { icon: <HandsIcon size={20} />, tone: styles.toneGold! },
  announcement: { icon: <MosqueIcon size={20} />, tone: styles.toneGold! },
  'routine-due': { icon: <CoinsIcon size={20} />, tone: styles.toneSuccess! },
  'khataman-khatam': { icon: <QuranIcon size={20} />, tone: styles.toneSuccess! },
  'khataman-due': { icon: <ClockIcon size={20} />, tone: styles.toneWarning! },
  'khataman-reoffer': { icon: <QuranIcon size={20} />, tone: styles.tonePrimary! },
  'khataman-recap': { icon: <QuranIcon size={20} />, tone: styles.tonePrimary! },
  'roster-reminder': { icon: <MosqueIcon size={20} />, tone: styles.tonePrimary! },
};

/** The 'Pesan' tab: the inbox from Dexie, refreshed from the server when online. */
export function PesanPage() {
  const online = useOnline();
  const toast = useToast();
  const owner = useLiveQuery(() => currentOwner(), []);
  const inbox = useLiveQuery(async () => (owner === undefined ? undefined : readInbox(owner)), [owner]);
  const [now, setNow] = useState(() => new Date());
  const [refresh, setRefresh] = useState<RefreshState>(online ? 'pending' : 'failed');

  useEffect(() => {
    if (!online) {
      setRefresh('failed');
      return undefined;
    }
    let current = true;
    setRefresh((r) => (r === 'fresh' ? r : 'pending'));
    // Failing or answered from the device's copy: what Dexie holds is shown, and said to be unrefreshed.
    syncInbox().then(
      (answer) => current && setRefresh(answer === 'fresh' ? 'fresh' : 'failed'),
      () => current && setRefresh('failed'),
    );
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [online, owner]);

  // A push that arrives while the page is open: the worker says so, the list refreshes.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'pesan-updated') syncInbox().catch(() => undefined);
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, []);

  const unread = inbox?.filter((m) => !m.read).length ?? 0;
  return (
    <>
      <header className={styles.top}>
        <h1 className={styles.heading}>Pesan</h1>
        {unread > 0 && owner !== undefined ? (
          <button type="button" className={styles.markAll} onClick={() => void markAllRead(owner).then(() => toast('Semua pesan ditandai dibaca'))}>
            Tandai semua dibaca
          </button>
        ) : null}
      </header>
      <main className={styles.panel}>
        {inbox === undefined || owner === undefined || (inbox.length === 0 && refresh === 'pending') ? (
          <InboxSkeleton />
        ) : inbox.length === 0 && refresh === 'failed' ? (
          // Nothing read and nothing stored: that is not the same as having no messages.
          <EmptyState title="Pesan belum tersimpan di perangkat" text={`${cannotRefresh(online)}. Pesanmu akan tampil setelah terhubung ke internet.`} />
        ) : inbox.length === 0 ? (
          <EmptyState title="Belum ada pesan" text="Kabar donasi, doa yang diaminkan, dan pengumuman akan muncul di sini" />
        ) : (
          <ul className={styles.list} aria-label="Daftar pesan">
            {inbox.map((m) => (
              <MessageRow key={m.id} message={m} now={now}
                onOpen={() => void markRead(owner, [m.id])}
                onDelete={() => void deleteMessage(owner, m.id).then(() => toast('Pesan dihapus'))} />
            ))}
          </ul>
        )}
        {refresh === 'failed' && inbox && inbox.length > 0 ? (
          <p className={styles.offline} role="status" data-testid="pesan-stale">{cannotRefresh(online)}. Yang tampil adalah pesan yang tersimpan di perangkat.</p>
        ) : null}
      </main>
    </>
  );
}

/** 'pending' until the first refresh of this visit settles; 'failed' offline or when it could not read the server. */
type RefreshState = 'pending' | 'fresh' | 'failed';

const cannotRefresh = (online: boolean) => (online ? 'Tidak dapat memperbarui pesan — periksa koneksi internetmu' : 'Tidak dapat memperbarui pesan — kamu sedang offline');

const LONG_PRESS_MS = 500;
const SWIPE_DELETE_PX = 96;

/**
 * One message. A tap opens its link (and marks it read); a long press shows 'Hapus'; a swipe to
 * the left past a threshold deletes it.
 */
function MessageRow({ message: m, now, onOpen, onDelete }: { message: StoredMessage; now: Date; onOpen: () => void; onDelete: () => void }) {
  const navigate = useNavigate();
  const [actions, setActions] = useState(false);
  const [dx, setDx] = useState(0);
  const press = useRef<{ x: number; y: number; timer: number; long: boolean; swiping: boolean } | null>(null);
  const kind = KIND_ICONS[m.kind] ?? KIND_ICONS.announcement!;

  const open = () => {
    onOpen();
    if (m.link) void navigate({ to: m.link });
  };
  return (
    <li className={`${styles.item} ${m.read ? '' : styles.unread}`} data-testid="pesan-item" data-kind={m.kind}>
      <div
        className={styles.row}
        role="button"
        tabIndex={0}
        style={{ transform: dx ? `translateX(${dx}px)` : undefined }}
        onPointerDown={(e) => {
          const timer = window.setTimeout(() => {
            if (press.current && !press.current.swiping) {
              press.current.long = true;
              setActions(true);
            }
          }, LONG_PRESS_MS);
          press.current = { x: e.clientX, y: e.clientY, timer, long: false, swiping: false };
        }}
        onPointerMove={(e) => {
          const p = press.current;
          if (!p) return;
          const moved = e.clientX - p.x;
          if (!p.swiping && Math.abs(moved) > 12 && Math.abs(moved) > Math.abs(e.clientY - p.y)) {
            p.swiping = true;
            clearTimeout(p.timer);
          }
          if (p.swiping) setDx(Math.min(0, moved));
        }}
        onPointerUp={() => {
          const p = press.current;
          press.current = null;
          if (!p) return;
          clearTimeout(p.timer);
          if (p.swiping) {
            if (dx <= -SWIPE_DELETE_PX) onDelete();
            setDx(0);
          } else if (!p.long && !actions) {
            open();
          }
        }}
        onPointerCancel={() => {
          if (press.current) clearTimeout(press.current.timer);
          press.current = null;
          setDx(0);
        }}
        onContextMenu={(e) => {
          e.preventDefault(); // the long press is ours, not the browser's menu
          setActions(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') open();
          if (e.key === 'Delete') onDelete();
        }}
      >
        <span className={`${styles.icon} ${kind.tone}`}>{kind.icon}</span>
        <span className={styles.text}>
          <span className={styles.titleLine}>
            <strong className={styles.title}>{m.title}</strong>
            {m.read ? null : <span className={styles.dot} aria-label="Belum dibaca" />}
          </span>
          <span className={styles.body}>{m.body}</span>
          <span className={styles.meta}>
            <time dateTime={m.createdAt}>{relativeTime(m.createdAt, now)}</time>
            {m.action && m.link ? <span className={styles.action}>{m.action}</span> : null}
          </span>
        </span>
      </div>
      {actions ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn--outline btn--small" onClick={() => setActions(false)}>Batal</button>
          <button type="button" className={`btn btn--small ${styles.delete}`} onClick={onDelete}><TrashIcon size={16} /> Hapus</button>
        </div>
      ) : null}
    </li>
  );
}

function InboxSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" aria-label="Memuat pesan">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.item}>
          <div className={styles.row}>
            <Skeleton width={40} height={40} radius={999} />
            <span className={styles.text}><Skeleton width="60%" height={16} /><Skeleton width="90%" height={12} /></span>
          </div>
        </li>
      ))}
    </ul>
  );
}
