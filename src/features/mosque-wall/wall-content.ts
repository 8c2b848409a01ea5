import { dateInZone } from '../../contract/zone-clock';
import type { WallContent, WallJanazah, WallPoster } from '../../contract/wall-settings';
import type { MosqueKhataman } from '../../contract/khataman';

/*
 * What of the staff's content the wall shows at a moment, decided on the device: the screen holds
 * the posters of the coming 60 days with their dates, so one left offline for weeks still changes
 * them at midnight (at the mosque).
 */

export type WallContentNow = {
  /** In their dates today, in the staff's order. */
  posters: WallPoster[];
  /** The pengumuman kilat, while it has not ended. */
  flash: string | null;
  /** Until the end of its date. */
  janazah: WallJanazah | null;
  /** The mosque's khataman until the end of their deadline day, with the progress last heard. */
  khataman: MosqueKhataman[];
};

export function wallContentAt(content: WallContent, now: number, timeZone: string): WallContentNow {
  const today = dateInZone(now, timeZone);
  return {
    posters: content.posters.filter((p) => p.starts_on <= today && today <= p.ends_on),
    flash: content.flash && (content.flash.ends_at === null || Date.parse(content.flash.ends_at) > now) ? content.flash.text : null,
    janazah: content.janazah && content.janazah.date >= today ? content.janazah : null,
    khataman: content.khataman.filter((k) => k.deadline >= today),
  };
}

/** The board shows this long, then each slide (the janazah notice, each poster) in turn. */
export const WALL_BOARD_SECONDS = 40;
export const WALL_SLIDE_SECONDS = 12;

/**
 * Which slide shows at `now`: null for the board. Counted from the clock alone, so every screen of
 * one mosque turns together and a reload lands where it was.
 */
export function slideAt(slides: number, now: number): number | null {
  if (slides === 0) return null;
  const second = Math.floor(now / 1000) % (WALL_BOARD_SECONDS + slides * WALL_SLIDE_SECONDS);
  return second < WALL_BOARD_SECONDS ? null : Math.floor((second - WALL_BOARD_SECONDS) / WALL_SLIDE_SECONDS);
}
