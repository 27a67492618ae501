import { act, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../../shared/session/user-info';
import { PasswordNotice } from './password-notice';

function renderNotice(url: string, userInfo: object) {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(userInfo));
  return renderWithProviders(
    <Router base="/pc">
      <PasswordNotice />
    </Router>,
    { url },
  );
}

describe('a learner without a password is told under the header why and where to set one', () => {
  it('says so, in the current language, with a link to /password', () => {
    setLocale('en_US');
    renderNotice('/pc/home', { userId: 9, userName: 'frank', hasPassword: false });
    const notice = screen.getByRole('complementary', { name: 'Set a password' });
    expect(notice.textContent).toContain('You signed in with a verification code.');
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/pc/password');
    act(() => {
      setLocale('th_TH');
    });
    expect(screen.getByRole('link', { name: 'ตั้งรหัสผ่าน' })).toBeTruthy();
  });

  it.each([
    ['a learner who has a password', '/pc/home', { userId: 1, userName: 'demo', hasPassword: true }],
    ['a stored user from before the flag (no hasPassword)', '/pc/home', { userId: 1, userName: 'demo' }],
    ['the /password page itself', '/pc/password', { userId: 9, userName: 'frank', hasPassword: false }],
  ])('is not shown to %s', (_case, url, userInfo) => {
    renderNotice(url, userInfo);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
