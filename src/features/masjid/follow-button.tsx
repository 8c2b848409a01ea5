import { useState } from 'react';
import { ApiError } from '../../api/client';
import { followMosque, getFollowState, unfollowMosque } from '../../api/mosque-follow';
import { followMessages, type FollowState } from '../../contract/mosque-follow';
import { BellIcon } from '../../ui/icons';
import { CheckIcon } from '../../ui/more-icons';
import { useToast } from '../../ui/toast';
import { useRemote } from '../../ui/use-remote';
import styles from './follow.module.css';

const OFFLINE = 'Tidak ada koneksi internet. Coba lagi saat online, ya.';

// The device key lives in the app's IndexedDB (Dexie, ~27 KB): fetched after the page can answer
// a tap, so a visitor landing on a mosque page from a shared link does not wait for it (issue 47).
const deviceKey = () => import('../../db/device-key').then((m) => m.deviceKey());

/**
 * 'Ikuti masjid ini' under the mosque's name: a guest follows with this device, a signed-in
 * person with the account. Following needs the network; the page itself stays readable offline.
 */
export function FollowButton({ slug }: { slug: string }) {
  const toast = useToast();
  const remote = useRemote(`follow:${slug}`, async (signal) => (await getFollowState(slug, await deviceKey(), { signal })).data);
  const [changed, setChanged] = useState<FollowState | null>(null);
  const [busy, setBusy] = useState(false);
  const state = changed ?? (remote.status === 'ready' ? remote.data : null);

  const toggle = async () => {
    if (!state || busy) return;
    setBusy(true);
    try {
      const device = await deviceKey();
      const answer = state.following ? await unfollowMosque(slug, device) : await followMosque(slug, device);
      setChanged(answer.data);
      toast(answer.message, { tone: 'success' });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : OFFLINE, { tone: 'danger', ms: 4000 });
    } finally {
      setBusy(false);
    }
  };

  if (remote.status === 'error' && !changed) {
    return (
      <div className={styles.bar}>
        <button type="button" className="btn btn--small" disabled><BellIcon size={18} /> {followMessages.follow}</button>
        <span className={styles.note}>Sambungkan internet untuk mengikuti masjid ini</span>
      </div>
    );
  }
  return (
    <div className={styles.bar} data-testid="follow-bar">
      <button type="button" className={`btn btn--small ${state?.following ? 'btn--outline' : ''}`} aria-pressed={state?.following ?? false}
        disabled={!state || busy} onClick={() => void toggle()}>
        {state?.following ? <CheckIcon size={18} /> : <BellIcon size={18} />}
        {' '}{state?.following ? (busy ? 'Memproses…' : followMessages.unfollow) : (busy ? 'Memproses…' : followMessages.follow)}
      </button>
      {state ? <span className={styles.note}>{state.following ? 'Pengumuman dan info Jumat masuk ke Pesan' : `${new Intl.NumberFormat('id-ID').format(state.followers)} pengikut`}</span> : null}
    </div>
  );
}
