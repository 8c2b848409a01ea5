/*
 * One player in the app: the murottal's surah and Tilawahku's verse never sound together. Each
 * player's media element joins here; whenever one starts (from a button, the lock screen or a
 * headset), the one that was playing pauses, and its own 'pause' event updates its screen.
 */

type Media = Pick<HTMLMediaElement, 'addEventListener' | 'removeEventListener' | 'pause' | 'paused'>;

let sounding: Media | null = null;

/** Makes `media` take part; returns the leave function for the player's clean-up. */
export function joinOnePlayer(media: Media): () => void {
  const onPlay = () => {
    if (sounding && sounding !== media && !sounding.paused) sounding.pause();
    sounding = media;
  };
  media.addEventListener('play', onPlay);
  return () => {
    media.removeEventListener('play', onPlay);
    if (sounding === media) sounding = null;
  };
}
