import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { signIn } from '../../test/session';
import { setLocale } from '../shared/i18n/i18n';
import { pageReload } from '../shared/routing/page-reload';
import { App } from './app';

// Runs isolated (vitest.config.ts): the mocks below stand for a chunk that does not arrive and a page with a bug.
vi.mock('../features/data-rights/components/data-rights-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../features/overview/components/overview-page', () => ({
  OverviewPage: () => {
    throw new Error('a bug in the page');
  },
}));

function renderApp(url: string) {
  signIn();
  // React reports what the boundary caught; the test reads the page, not the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return renderWithProviders(<App />, { url });
}

describe('a page that cannot be shown says so in place of the page, never a blank app (decision 0090)', () => {
  it('its code did not arrive: "This page didn’t load", the connection and a new version named, under the header', async () => {
    setLocale('en_US');
    renderApp('/pc/datahandle');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'This page didn’t load' })).toBeTruthy();
    expect(alert.textContent).toContain('Check your internet connection, then reload the page.');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to school' }).getAttribute('href')).toBe('/pc/home');
  });

  it('"Reload the page" reloads the document, which fetches the release’s current files', async () => {
    setLocale('en_US');
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = renderApp('/pc/datahandle');
    await user.click(await screen.findByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in Thai by default', async () => {
    renderApp('/pc/datahandle');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'โหลดหน้านี้ไม่สำเร็จ' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'โหลดหน้านี้ใหม่' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'กลับสู่ห้องเรียน' })).toBeTruthy();
  });

  it('a page that throws while rendering: "Something went wrong on this page", with the same ways out', async () => {
    setLocale('en_US');
    renderApp('/pc/overview');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('another address tries again: "Back to school" leaves the failed page for the home page', async () => {
    setLocale('en_US');
    const { user } = renderApp('/pc/datahandle');
    await user.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Back to school' }));
    // The navigation waits for the home page's code first (decision 0077).
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pc/home');
    expect(screen.queryByRole('heading', { name: 'This page didn’t load' })).toBeNull();
  });
});
