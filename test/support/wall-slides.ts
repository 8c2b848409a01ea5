import type { Page } from 'playwright-core';
import { WALL_BOARD_SECONDS, WALL_SLIDE_SECONDS } from '../../src/features/mosque-wall/wall-content.ts';

/**
 * Every slide the wall shows over two whole turns of board and slides (the page's clock run on),
 * by its first line as shown, with its whole text. Two turns: the ayat of the day (20 s in every
 * 3 minutes) may hold the screen for part of one.
 */
export async function wallSlides(page: Page, slides: number): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const turn = WALL_BOARD_SECONDS + slides * WALL_SLIDE_SECONDS;
  for (let s = 0; s <= 2 * turn; s += WALL_SLIDE_SECONDS / 2) {
    await page.clock.runFor(WALL_SLIDE_SECONDS / 2 * 1000);
    const slide = page.getByTestId('wall-slide');
    if (await slide.count()) {
      const text = await slide.innerText();
      seen.set(text.split('\n')[0]!.trim(), text);
    }
  }
  return seen;
}
