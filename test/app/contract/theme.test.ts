import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../../src/contract/brand';
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY, themeBootScript, themeColorMetas } from '../../../src/contract/theme';
import { readThemeChoice, saveThemeChoice } from '../../../src/ui/theme-choice';

/** A system setting the test can flip, as the phone's dark mode switch does. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { get matches() { return dark; }, media: '(prefers-color-scheme: dark)', addEventListener: (_: string, f: () => void) => listeners.add(f) };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return { set(next: boolean) { dark = next; listeners.forEach((f) => f()); } };
}

function headWithMetas() {
  document.head.innerHTML = themeColorMetas.map((m) => `<meta name="theme-color" media="${m.media}" content="${m.content}">`).join('');
}
const bars = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
// The head script as the browser runs it: a classic script, its own scope.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the head script as the browser does
const boot = () => new Function(themeBootScript)();

describe('the theme before first paint (head script) and the Tampilan choice', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('follows the system when nothing is chosen, and its changes later', () => {
    headWithMetas();
    const system = fakeSystem(true);
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(bars()).toEqual([brand.themeColor, brand.themeColorDark]);
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('keeps a stored choice over the system, bar colour included, and applies a new one at once', () => {
    headWithMetas();
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(bars()).toEqual([brand.themeColorDark, brand.themeColorDark]);
    saveThemeChoice('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(bars()).toEqual([brand.themeColor, brand.themeColor]);
    expect(readThemeChoice()).toBe('light');
    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemeChoice()).toBe('system');
    expect(bars()).toEqual([brand.themeColor, brand.themeColorDark]);
  });

  it('reads anything else stored as "follow the system"', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
    fakeSystem(true);
    boot();
    expect(document.documentElement.dataset.theme).toBe('dark');
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
