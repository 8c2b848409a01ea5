import * as v from 'valibot';
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY, ThemeChoiceSchema, type ThemeChoice } from '../contract/theme';

/** The stored 'Tampilan' choice; 'system' when none (or storage is closed to the page). */
export function readThemeChoice(): ThemeChoice {
  try {
    return v.parse(v.fallback(ThemeChoiceSchema, 'system'), localStorage.getItem(THEME_STORAGE_KEY) ?? 'system');
  } catch {
    return 'system';
  }
}

/** Stores the choice and has the head's theme script (src/contract/theme.ts) apply it at once. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage closed to the page (some private modes): nothing can keep the choice.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
