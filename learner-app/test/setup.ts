/**
 * Test setup: every test starts signed out, in the default locale, with
 * empty storage, at the site root.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { modalDialogModule } from '../src/shared/components/dialog';
import { ariaMenuButtonModule } from '../src/shared/components/menu-button';
import { setLocale } from '../src/shared/i18n/i18n';
// The signed-in pages' strings, which the app loads with those pages (app.tsx), for tests that render a page alone.
import '../src/shared/i18n/signed-in-strings';
import { DEFAULT_LOCALE } from '../src/shared/i18n/language';

/*
 * `findBy…` and `waitFor` give up after 10 s instead of 1 s: a page is a lazy chunk with its strings
 * (decision 0055), and on a loaded CI machine importing it took over a second (a `/pc/datahandle` heading
 * was not found in 1 s). They still answer as soon as what they wait for is there.
 */
configure({ asyncUtilTimeout: 10_000 });

/*
 * Testing Library's async helpers end with a `setTimeout(0)` that it only
 * advances itself under Jest's fake timers (it looks for a global `jest` and a
 * faked `setTimeout`). This shim lets user events and `waitFor` work under
 * `vi.useFakeTimers()` as well.
 */
Object.assign(globalThis, {
  jest: {
    advanceTimersByTime: (ms: number) => {
      vi.advanceTimersByTime(ms);
    },
  },
});

/*
 * The app fetches the react-aria modal and menu on demand (decision 0036); tests load them up front so a
 * dialog or menu renders in the same act() as the state that shows it.
 */
await Promise.all([modalDialogModule.load(), ariaMenuButtonModule.load()]);

function resetWorld(): void {
  setLocale(DEFAULT_LOCALE);
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.layout;
  window.history.replaceState(null, '', '/');
  document.title = '';
}

beforeEach(resetWorld);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetWorld();
});
