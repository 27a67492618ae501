// Decision 0103: a forgotten password is reset with a code sent to the learner's phone; the login then opens with
// the user name filled in and says the new password is set.
import { screen } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import '../../../shared/i18n/account-namespace';
import { setLocale } from '../../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../../../shared/session/user-info';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

const ALICE = { userId: 42, userName: 'alice' };

/** The reset page and the login beside it, opened at `url`. */
function renderPages(replies: ReplyTable = {}, url = '/pc/resetPassword') {
  return renderWithProviders(
    <Router base="/pc">
      <Switch>
        <Route path="/resetPassword" component={ResetPasswordPage} />
        <Route path="/login" component={LoginPage} />
      </Switch>
    </Router>,
    { url, replies },
  );
}

type User = ReturnType<typeof renderPages>['user'];

async function fill(user: User, values: { phone?: string; code?: string; password?: string; confirmation?: string }) {
  if (values.phone) await user.type(screen.getByLabelText('Mobile number'), values.phone);
  if (values.code) await user.type(screen.getByLabelText('Verification code'), values.code);
  if (values.password) await user.type(screen.getByLabelText('New password'), values.password);
  if (values.confirmation) await user.type(screen.getByLabelText('Confirm the new password'), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('the login offers a reset of a forgotten password', () => {
  it('"Forgot password?" under the password leads to /resetPassword', async () => {
    setLocale('en_US');
    const { user } = renderPages({}, '/pc/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(window.location.pathname).toBe('/pc/resetPassword');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reset your password' })).toBeTruthy();
  });

  it('names it in Thai', () => {
    setLocale('th_TH');
    renderPages({}, '/pc/login');
    expect(screen.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toBeTruthy();
  });
});

describe('password reset by SMS code (decision 0103)', () => {
  it('sends { phone, code, password }, signs out the stored user, and the login opens with the user name and a word that it is done', async () => {
    setLocale('en_US');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(ALICE));
    const { user, calls, store } = renderPages({
      'POST /api/sms/send': envelope(0, { resendAfter: 60 }),
      'POST /ddilearner/v1/user/password/reset': envelope(0, { username: 'alice' }),
    });
    await user.type(screen.getByLabelText('Mobile number'), ' +66812345678 ');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(calls[0]?.body).toEqual({ phone: '+66812345678' });
    expect(screen.getByRole('status').textContent).toBe('SMS sent successfully');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend in 60 s' }).disabled).toBe(true);

    await fill(user, { code: '123456', password: 'Forgot@2026', confirmation: 'Forgot@2026' });

    expect(calls[1]?.body).toEqual({ phone: '+66812345678', code: '123456', password: 'Forgot@2026' });
    expect(window.location.pathname).toBe('/pc/login');
    expect(store.get(userInfoAtom)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('User name').value).toBe('alice');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByRole('status').textContent).toBe('Your password is reset. Log in as alice with your new password.');
    expect(JSON.stringify(localStorage)).not.toContain('Forgot@2026');
  });

  it.each([
    { rule: 'an empty mobile number', values: {}, field: 'Mobile number', message: 'Please enter your mobile number' },
    { rule: 'an empty code', values: { phone: '+66812345678' }, field: 'Verification code', message: 'Please enter the verification code' },
    { rule: 'an empty new password', values: { phone: '+66812345678', code: '123456' }, field: 'New password', message: 'Please enter a new password' },
    { rule: 'a new password of 7 characters', values: { phone: '+66812345678', code: '123456', password: 'Short@1' }, field: 'New password', message: 'Use at least 8 characters' },
    {
      rule: 'two passwords that differ',
      values: { phone: '+66812345678', code: '123456', password: 'Forgot@2026', confirmation: 'Forgot@2027' },
      field: 'Confirm the new password',
      message: 'The two passwords are not the same',
    },
  ])('$rule is said under the button, at its field, which takes the focus; nothing is sent', async ({ values, field, message }) => {
    setLocale('en_US');
    const { user, calls } = renderPages();
    await fill(user, values);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    const input = screen.getByLabelText(field);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(document.activeElement).toBe(input);
    expect(calls).toHaveLength(0);
  });

  it('a wrong code (1002) is said at the code in the server’s words; the passwords stay typed, and the page stays', async () => {
    setLocale('th_TH');
    const { user } = renderPages({ 'POST /ddilearner/v1/user/password/reset': envelope(1002, null, 'รหัสยืนยันไม่ถูกต้อง') });
    await user.type(screen.getByLabelText('หมายเลขโทรศัพท์มือถือ'), '+66812345678');
    await user.type(screen.getByLabelText('รหัสยืนยัน'), '000000');
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'Forgot@2026');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'Forgot@2026');
    await user.click(screen.getByRole('button', { name: 'รีเซ็ตรหัสผ่าน' }));

    expect(screen.getByRole('alert').textContent).toBe('รหัสยืนยันไม่ถูกต้อง');
    const code = screen.getByLabelText('รหัสยืนยัน');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(screen.getByLabelText<HTMLInputElement>('รหัสผ่านใหม่').value).toBe('Forgot@2026');
    expect(window.location.pathname).toBe('/pc/resetPassword');
  });

  it('an answer without a user name is a failure, and the login is not opened', async () => {
    setLocale('en_US');
    const { user } = renderPages({ 'POST /ddilearner/v1/user/password/reset': envelope(0, { user: 'alice' }) });
    await fill(user, { phone: '+66812345678', code: '123456', password: 'Forgot@2026', confirmation: 'Forgot@2026' });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(window.location.pathname).toBe('/pc/resetPassword');
  });

  it('the new password’s rule is read with its field, and "Back to log in" goes back', async () => {
    setLocale('en_US');
    const { user } = renderPages();
    const password = screen.getByLabelText('New password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters.');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(window.location.pathname).toBe('/pc/login');
  });
});
