import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../../../shared/session/user-info';
import { SetPasswordPage } from './set-password-page';

const FRANK = { userId: 9, userName: 'frank', hasPassword: false };

function renderPage(replies: ReplyTable = {}, userInfo: object = FRANK) {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(userInfo));
  return renderWithProviders(
    <>
      <SetPasswordPage />
      <Toaster />
    </>,
    { url: '/pc/password', replies },
  );
}

/** Types by pasting (a long value typed key by key would take seconds). */
async function fill(user: ReturnType<typeof renderPage>['user'], label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

beforeEach(() => {
  setLocale('en_US');
});

describe('a learner without a password (signed in by SMS code) sets their first one on /password', () => {
  it('explains why with their user name, and sends the new password once both fields agree', async () => {
    const { user, calls, store } = renderPage({ 'POST /ddilearner/v1/user/password': envelope(0) });
    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeTruthy();
    expect(screen.getByText(/sign in with your user name, frank, next time/)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'Frank@2026');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Frank@2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. Next time you can sign in with your user name and password.')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([['POST', '/ddilearner/v1/user/password', { password: 'Frank@2026' }]]);
    // The header's notice and menu item go away: the stored user now has a password.
    expect(store.get(userInfoAtom)).toMatchObject({ userName: 'frank', hasPassword: true });
    expect(window.location.pathname).toBe('/home');
  });

  it.each([
    ['an empty password', '', '', 'New password', 'Please enter a new password'],
    ['a password under 8 characters', 'short', 'short', 'New password', 'Use at least 8 characters'],
    ['a password over 128 characters', 'x'.repeat(129), 'x'.repeat(129), 'New password', 'Use at most 128 characters'],
    ['no confirmation', 'Frank@2026', '', 'Confirm the new password', 'Please enter the new password again'],
    ['a confirmation that differs', 'Frank@2026', 'Frank@2027', 'Confirm the new password', 'The two passwords are not the same'],
  ])('%s is refused in the field, which gets the focus, and nothing is sent', async (_case, password, confirmation, field, message) => {
    const { user, calls } = renderPage();
    if (password !== '') await fill(user, 'New password', password);
    if (confirmation !== '') await fill(user, 'Confirm the new password', confirmation);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const input = screen.getByLabelText(field);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user } = renderPage({
      'POST /ddilearner/v1/user/password': { status: 400, json: { code: 400, message: 'this account already has a password', data: null } },
    });
    await user.type(screen.getByLabelText('New password'), 'Frank@2026');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Frank@2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('this account already has a password');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Frank@2026');
    expect(window.location.pathname).toBe('/pc/password');
  });

  it('in Thai', () => {
    setLocale('th_TH');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ตั้งรหัสผ่าน' })).toBeTruthy();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toBeTruthy();
  });

});

const DEMO = { userId: 1, userName: 'demo', hasPassword: true };

describe('decision 0102: a learner who has a password changes it on /password, giving the current one', () => {
  async function fillChange(user: ReturnType<typeof renderPage>['user'], current: string, password: string, confirmation = password) {
    if (current !== '') await fill(user, 'Current password', current);
    if (password !== '') await fill(user, 'New password', password);
    if (confirmation !== '') await fill(user, 'Confirm the new password', confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sends the current and the new password, says it is changed and goes home; the current field is for the password managers’ current one', async () => {
    const { user, calls } = renderPage({ 'POST /ddilearner/v1/user/password/change': envelope(0) }, DEMO);
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    await fillChange(user, 'Demo@1234', 'Demo@5678');
    expect(await screen.findByText('Your password is changed. Use the new one next time you sign in.')).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/ddilearner/v1/user/password/change', { currentPassword: 'Demo@1234', password: 'Demo@5678' }],
    ]);
    expect(window.location.pathname).toBe('/home');
  });

  it.each([
    ['no current password', '', 'Demo@5678', 'Current password', 'Please enter your current password'],
    ['the current password as the new one', 'Demo@1234', 'Demo@1234', 'New password', 'Choose a password other than your current one'],
    ['a new password under 8 characters', 'Demo@1234', 'short', 'New password', 'Use at least 8 characters'],
  ])('%s is refused in the field, which gets the focus, and nothing is sent', async (_case, current, password, field, message) => {
    const { user, calls } = renderPage({}, DEMO);
    await fillChange(user, current, password);
    const input = screen.getByLabelText(field);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(calls).toEqual([]);
  });

  it('a wrong current password (1005) is said at its field, in Thai too, and what was typed stays', async () => {
    setLocale('th_TH');
    const { user } = renderPage({ 'POST /ddilearner/v1/user/password/change': envelope(1005, null, 'รหัสผ่านปัจจุบันไม่ถูกต้อง') }, DEMO);
    expect(screen.getByRole('heading', { level: 1, name: 'เปลี่ยนรหัสผ่าน' })).toBeTruthy();
    await fill(user, 'รหัสผ่านปัจจุบัน', 'Demo@0000');
    await fill(user, 'รหัสผ่านใหม่', 'Demo@5678');
    await fill(user, 'ยืนยันรหัสผ่านใหม่', 'Demo@5678');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    const currentField = screen.getByLabelText('รหัสผ่านปัจจุบัน');
    await expect.poll(() => currentField.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(currentField);
    expect(currentField.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    expect((screen.getByLabelText('รหัสผ่านใหม่') as HTMLInputElement).value).toBe('Demo@5678');
    expect(window.location.pathname).toBe('/pc/password');
  });
});
