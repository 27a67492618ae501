/**
 * Light or dark (decision 0098). The learner chooses "match my device" (the default), light or dark; the choice is
 * kept on this device (localStorage, validated when read back: anything else counts as the default) and followed in
 * other tabs. The `data-theme` attribute on `<html>`, kept current here, selects the stylesheet's dark colour tokens
 * (styles.css); with "match my device" it follows the device's setting as it changes, e.g. at dusk. index.html's
 * theme boot sets it first, before the first paint, reading the same key the same way (decision 0101).
 */
import { storedAtom } from '../storage/stored-atom';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** localStorage key holding the learner's choice, absent for "match my device". */
export const THEME_STORAGE_KEY = 'theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export const themeChoiceAtom = storedAtom<ThemeChoice>({
  key: THEME_STORAGE_KEY,
  parse: (stored) => (isThemeChoice(stored) ? stored : undefined),
  fallback: 'system',
  followOtherTabs: true,
});

/** The theme a choice gives on a device that does (or does not) ask for dark colours. */
export function themeOf(choice: ThemeChoice, deviceDark: boolean): Theme {
  if (choice === 'system') return deviceDark ? 'dark' : 'light';
  return choice;
}

const DEVICE_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Sets `data-theme` for `choice` now and, while it is "match my device", on every change of the device's setting; returns the stop function. */
export function watchTheme(win: Window, choice: ThemeChoice): () => void {
  const root = win.document.documentElement;
  // Without matchMedia (an old or embedded browser) the device's setting is unknown: light.
  const query = typeof win.matchMedia === 'function' ? win.matchMedia(DEVICE_DARK_QUERY) : undefined;
  const apply = () => {
    root.dataset.theme = themeOf(choice, query?.matches ?? false);
  };
  apply();
  if (choice !== 'system' || query === undefined) return () => undefined;
  query.addEventListener('change', apply);
  return () => {
    query.removeEventListener('change', apply);
  };
}
