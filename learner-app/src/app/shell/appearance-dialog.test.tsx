import { screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../../shared/i18n/i18n';
import { THEME_STORAGE_KEY } from '../../shared/display/theme';
import { USER_INFO_STORAGE_KEY } from '../../shared/session/user-info';
import { Header } from './header';

function renderHeader() {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 7, userName: 'somchai', displayName: 'Somchai P.' }));
  return renderWithProviders(
    <Router base="/pc">
      <Header />
    </Router>,
    { url: '/pc/home' },
  );
}

/** Opens the user menu's Appearance item, named `appearance` in the page's language, and resolves its dialog. */
async function openAppearance(user: ReturnType<typeof renderHeader>['user'], appearance: string) {
  await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
  await user.click(await screen.findByRole('menuitem', { name: appearance }));
  return screen.findByRole('dialog', { name: appearance });
}

afterEach(() => {
  localStorage.clear();
});

describe('the user menu’s Appearance: match my device, light or dark, applied at once and kept on this device (decision 0098)', () => {
  it('opens on the choice in force ("match my device" at first), keeps a new one at once, and closes with Done', async () => {
    setLocale('en_US');
    const { user } = renderHeader();
    const dialog = await openAppearance(user, 'Appearance');
    const group = within(dialog).getByRole('radiogroup', { name: 'Choose how the app looks on this device.' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Match my device', 'Light', 'Dark']);
    expect(within(group).getByRole('radio', { name: 'Match my device' })).toHaveProperty('checked', true);

    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('"dark"');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Appearance' })).toBeNull();
    });

    const again = await openAppearance(user, 'Appearance');
    expect(within(again).getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    await user.click(within(again).getByRole('radio', { name: 'Match my device' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    const { user } = renderHeader();
    const dialog = await openAppearance(user, 'การแสดงผล');
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['ตามการตั้งค่าของอุปกรณ์', 'สว่าง', 'มืด']);
    expect(within(dialog).getByRole('button', { name: 'เสร็จสิ้น' })).toBeTruthy();
  });
});
