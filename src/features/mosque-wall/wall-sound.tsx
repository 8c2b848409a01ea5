import { useCallback, useEffect, useRef, useState } from 'react';
import type { WallSettings } from '../../contract/wall-settings';
import type { Clock } from '../../lib/clock';
import type { MosqueDay } from '../../lib/mosque-day';
import { createChimePlayer, type ChimePlayer } from './wall-chime-player';
import { scheduleChimes } from './wall-chime';
import { nextWallChime } from './wall-moments';
import styles from './wall-sound.module.css';

/** After a tap, 'Tes suara' stays this long for the staff member who tapped. */
const TEST_BUTTON_MS = 15_000;

type Props = { days: ReadonlyArray<MosqueDay | null>; settings: WallSettings; clock: Clock };

/**
 * The chime at adzan and iqamah, while the staff have it on: rung by the screen's clock, with the
 * one tap a browser asks for before it lets a page sound, and 'Tes suara' to hear it.
 */
export function WallSound({ days, settings, clock }: Props) {
  const chime = settings.chime;
  const on = chime.sound !== 'off' && (chime.at_adzan || chime.at_iqamah) && (chime.sound !== 'own' || !!chime.own_url);
  return on ? <WallChime days={days} settings={settings} clock={clock} /> : null;
}

function WallChime({ days, settings, clock }: Props) {
  const { sound, own_url: ownUrl, at_adzan: atAdzan, at_iqamah: atIqamah } = settings.chime;
  const [player, setPlayer] = useState<ChimePlayer | null>(null);
  const [locked, setLocked] = useState(true);
  const [testShown, setTestShown] = useState(false);

  useEffect(() => {
    const made = createChimePlayer({ sound, own_url: ownUrl, at_adzan: atAdzan, at_iqamah: atIqamah });
    setPlayer(made);
    setLocked(made.locked());
    return () => made.close();
  }, [sound, ownUrl, atAdzan, atIqamah]);

  // Remembered across restarts (a new day, new settings), so no chime rings twice.
  const rungUpTo = useRef(-Infinity);
  useEffect(() => {
    if (!player) return;
    const chime = { sound, own_url: ownUrl, at_adzan: atAdzan, at_iqamah: atIqamah };
    const nextAt = (from: number) => nextWallChime(days, chime, Math.max(from, rungUpTo.current + 1))?.at ?? null;
    return scheduleChimes(clock, nextAt, (at) => {
      rungUpTo.current = at;
      player.play().catch((error: unknown) => console.error('Suara layar tidak bisa diputar', error));
    });
  }, [player, clock, days, sound, ownUrl, atAdzan, atIqamah]);

  // Any tap on the screen unlocks the sound and shows 'Tes suara' for a while.
  useEffect(() => {
    if (!player) return;
    let hide: unknown = null;
    const onTap = () => {
      void player.unlock().then(() => setLocked(player.locked()));
      setTestShown(true);
      if (hide !== null) clock.clearTimeout(hide);
      hide = clock.setTimeout(() => setTestShown(false), TEST_BUTTON_MS);
    };
    window.addEventListener('pointerdown', onTap);
    return () => {
      window.removeEventListener('pointerdown', onTap);
      if (hide !== null) clock.clearTimeout(hide);
    };
  }, [player, clock]);

  const test = useCallback(() => {
    if (!player) return;
    void player.unlock().then(() => {
      setLocked(player.locked());
      return player.play();
    }).catch((error: unknown) => console.error('Suara layar tidak bisa diputar', error));
  }, [player]);

  if (!player || (!locked && !testShown)) return null;
  return (
    <div className={styles.sound} data-testid="wall-sound" role={locked ? 'status' : undefined}>
      {locked ? <p className={styles.note}>Ketuk layar sekali untuk menyalakan suara</p> : null}
      <button type="button" className={styles.test} onClick={test}>Tes suara</button>
    </div>
  );
}
