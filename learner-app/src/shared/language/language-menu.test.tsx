import { screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { getLocale, setLocale } from '../i18n/i18n';
import { pageRefreshAtom } from '../routing/page-refresh';
import { LanguageMenu } from './language-menu';

function renderMenu(url: string) {
  return renderWithProviders(
    <Router base="/pc">
      <LanguageMenu />
    </Router>,
    { url },
  );
}

describe('the language menu (not rendered in the header, spec §2)', () => {
  it('offers Traditional Chinese, Thai and English in that order (spec §2), each named in its own language, the current one marked', async () => {
    setLocale('en_US');
    const { user } = renderMenu('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')])).toEqual([
      ['繁體中文', 'zh-TW', 'false'],
      ['ไทย', 'th', 'false'],
      ['English', 'en', 'true'],
    ]);
  });

  it('on home it rebuilds the page in place in the new language', async () => {
    setLocale('en_US');
    const { user, store } = renderMenu('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(getLocale()).toBe('th_TH');
    expect(store.get(pageRefreshAtom)).toBe(1);
    expect(window.location.pathname).toBe('/pc/home');
  });

  it('elsewhere it goes to /home first', async () => {
    setLocale('en_US');
    const { user } = renderMenu('/pc/datahandle');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: '繁體中文' }));
    expect(window.location.pathname).toBe('/pc/home');
    expect(getLocale()).toBe('zh_TW');
  });

  it('on an answer page it asks first', async () => {
    setLocale('en_US');
    const { user } = renderMenu('/pc/course/abilityAnswer');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(screen.getByRole('dialog', { name: 'Change the language?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(getLocale()).toBe('en_US');
    expect(window.location.pathname).toBe('/pc/course/abilityAnswer');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    expect(getLocale()).toBe('th_TH');
    expect(window.location.pathname).toBe('/pc/home');
  });
});
