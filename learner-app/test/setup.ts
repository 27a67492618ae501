/**
 * Test setup: every test starts signed out, in the default locale, with
 * empty storage, at the site root.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLocale } from '../src/shared/i18n/i18n';
import { DEFAULT_LOCALE } from '../src/shared/i18n/language';

function resetWorld(): void {
  setLocale(DEFAULT_LOCALE);
  window.localStorage.clear();
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
