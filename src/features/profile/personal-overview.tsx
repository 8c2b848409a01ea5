import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { editProfile } from '../../api/user';
import { userMessages, type User } from '../../contract/user';
import { takeNotice } from '../../db/notices';
import { dismissRejected } from '../../sync/outbox';
import { storeServerProfile } from '../../sync/profile-cache';
import { usePendingOutbox, useRejectedOutbox } from '../../sync/use-outbox';
import { failureMessage } from '../../ui/form-error';
import { CameraIcon, ChevronRightIcon } from '../../ui/more-icons';
import { Avatar } from './avatar';
import { avatarDataUrl } from './avatar-image';
import { formatBirthdate } from './calendar';
import { editLabels, type EditKey } from './edit-keys';
import styles from './profile.module.css';

const EMPTY = '(Belum Lengkap)';

/** /profile/personal without ?edit: the photo, 'Info Dasar' and 'Info Pendukung'. */
export function PersonalOverview({ user, refresh }: { user: User; refresh: () => Promise<void> }) {
  const [saved, setSaved] = useState<string | null>(null);
  const [avatarState, setAvatarState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = usePendingOutbox('edit_profile');
  const rejected = useRejectedOutbox('edit_profile');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void takeNotice('profile-saved').then((text) => {
      if (!text) return;
      setSaved(text);
      timer = setTimeout(() => setSaved(null), 5000); // spec section 9: 5 seconds
    });
    return () => clearTimeout(timer);
  }, []);

  const onPickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setAvatarState({ busy: true });
    try {
      const dataUrl = await avatarDataUrl(file);
      const answer = await editProfile({ editType: 'avatar', editValue: dataUrl }, crypto.randomUUID());
      if (!answer.data.pending) await storeServerProfile(answer.data.user);
      await refresh();
      setSaved(userMessages.saved);
      setTimeout(() => setSaved(null), 5000);
      setAvatarState({ busy: false });
    } catch (error) {
      setAvatarState({ busy: false, error: failureMessage(error) });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const row = (key: EditKey, value: string | null) => (
    <li key={key}>
      <Link to="/profile/personal" search={{ edit: key }} className={styles.row}>
        <span className={styles['row-main']}>
          <span className={styles['row-label']}>{editLabels[key]}</span>
          <span className={`${styles['row-value']} ${value ? '' : styles['row-empty']}`}>{value || EMPTY}</span>
        </span>
        <ChevronRightIcon size={18} className={styles['item-chevron']} />
      </Link>
    </li>
  );

  return (
    <>
      <div className={styles['overview-head']}>
        <Avatar src={user.avatar} name={user.nama} size={96} />
        <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/*" className="visually-hidden" aria-label="Pilih foto profil"
          onChange={(e) => void onPickAvatar(e.target.files?.[0])} />
        <button type="button" className="btn btn--outline btn--small" onClick={() => fileInput.current?.click()} disabled={avatarState.busy}>
          <CameraIcon size={18} /> {avatarState.busy ? 'Mengunggah…' : 'Ubah foto profil'}
        </button>
      </div>
      <div className="page-body">
        {saved ? <div className="alert alert--success" role="status">{saved}</div> : null}
        {avatarState.error ? <div className="alert alert--danger" role="alert">{avatarState.error}</div> : null}
        {pending.length > 0 ? (
          <div className="alert alert--info" role="status" data-testid="pending-edits">
            {pending.length} perubahan tersimpan di perangkat ini dan akan dikirim otomatis saat kamu online.
          </div>
        ) : null}
        {rejected.map((entry) => (
          <div key={entry.seq} className="alert alert--danger" role="alert" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <span style={{ flex: 1 }}>
              Perubahan {editLabels[labelKey(entry.payload.editType)]} tidak tersimpan: {entry.rejected?.message}. Data dikembalikan seperti semula.
            </span>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void dismissRejected(entry.seq!)}>Tutup</button>
          </div>
        ))}
        <section>
          <h2 className="section-title">Info Dasar</h2>
          <ul className={styles.rows}>
            {row('fullname', user.nama)}
            {row('phone', user.whatsapp ? `+62${user.whatsapp}` : null)}
            {row('email', user.email)}
            {row('birthdate', user.tgl_lahir ? formatBirthdate(user.tgl_lahir) : null)}
            {row('address', user.alamat)}
          </ul>
        </section>
        <section>
          <h2 className="section-title">Info Pendukung</h2>
          <ul className={styles.rows}>
            {row('gender', user.kelamin)}
            {row('nickName', user.sapaan)}
          </ul>
        </section>
      </div>
    </>
  );
}

function labelKey(editType: string | undefined): EditKey {
  switch (editType) {
    case 'address': return 'address';
    case 'birthdate': return 'birthdate';
    case 'gender': return 'gender';
    case 'greeting': return 'nickName';
    default: return 'fullname';
  }
}
