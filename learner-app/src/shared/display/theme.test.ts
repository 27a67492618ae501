import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, themeChoiceAtom, themeOf, watchTheme } from './theme';

/** A window whose device setting for dark colours is `dark`, changeable with `setDark`. */
function fakeWindow(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = { document, matchMedia: (text: string) => (text === '(prefers-color-scheme: dark)' ? query : { ...query, matches: false }) } as unknown as Window;
  const setDark = (value: boolean) => {
    query.matches = value;
    for (const listener of listeners) listener();
  };
  return { win, setDark, listeners };
}

const theme = () => document.documentElement.dataset.theme;

afterEach(() => {
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});

describe('light or dark: the learner’s choice, else their device’s setting (decision 0098)', () => {
  it('"match my device" gives the device’s setting; light and dark are kept whatever the device says', () => {
    expect(themeOf('system', true)).toBe('dark');
    expect(themeOf('system', false)).toBe('light');
    expect(themeOf('light', true)).toBe('light');
    expect(themeOf('dark', false)).toBe('dark');
  });

  it('with "match my device" the page follows the device’s setting as it changes, and stops when told', () => {
    const { win, setDark, listeners } = fakeWindow(false);
    const stop = watchTheme(win, 'system');
    expect(theme()).toBe('light');
    setDark(true);
    expect(theme()).toBe('dark');
    stop();
    expect(listeners.size).toBe(0);
  });

  it('a chosen theme holds when the device’s setting changes', () => {
    const { win, setDark, listeners } = fakeWindow(true);
    watchTheme(win, 'light');
    expect(theme()).toBe('light');
    setDark(false);
    expect(theme()).toBe('light');
    expect(listeners.size).toBe(0);
  });

  it('a browser without matchMedia gets the light theme', () => {
    watchTheme({ document } as unknown as Window, 'system');
    expect(theme()).toBe('light');
  });

  it('the choice is kept on this device; "match my device" keeps nothing; anything else stored counts as "match my device"', () => {
    const store = createStore();
    store.set(themeChoiceAtom, 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
    expect(createStore().get(themeChoiceAtom)).toBe('dark');
    store.set(themeChoiceAtom, 'system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    for (const stored of ['"sepia"', '42', '{"theme":"dark"}', 'dark']) {
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(createStore().get(themeChoiceAtom), stored).toBe('system');
    }
  });
});
