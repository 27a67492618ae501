import { act, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { CLICK_GUARD_MS } from '../../../shared/hooks/use-click-guard';
import { setLocale } from '../../../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../../../shared/session/user-info';
import { REMEMBERED_USER_NAME_KEY } from '../remembered-user-name';
import { LoginPage, SMS_COOLDOWN_SECONDS } from './login-page';

const ALICE = { userId: 42, userName: 'alice', companyList: [{ id: 3, name: 'Acme' }] };

function renderLogin(replies: ReplyTable = {}) {
  return renderWithProviders(
    <Router base="/pc">
      <LoginPage />
    </Router>,
    { url: '/pc/login', replies },
  );
}

/** Texts of one language, so the same scenarios run in English and in Thai. */
const LANGUAGES = {
  en_US: {
    accountTab: 'Account login',
    phoneTab: 'Mobile login',
    userName: 'User name',
    password: 'Password',
    phone: 'Mobile number',
    code: 'Verification code',
    agreement: 'I have read and accept the User Privacy Policy',
    submit: 'Log in',
    errors: {
      phoneRequired: 'Please enter your mobile number',
      phoneInvalid: 'Please enter a valid phone number',
      codeRequired: 'Please enter the verification code',
      codeInvalid: 'Please enter a valid verification code',
      userNameRequired: 'Please enter your user name',
      userNameInvalid: 'Please enter a correct user name',
      passwordRequired: 'Please enter your password',
      passwordInvalid: 'Please enter a correct password',
      agreementRequired: 'Please read and accept the related agreement before logging in',
    },
  },
  th_TH: {
    accountTab: 'เข้าสู่ระบบด้วยบัญชี',
    phoneTab: 'เข้าสู่ระบบด้วยมือถือ',
    userName: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    phone: 'หมายเลขโทรศัพท์มือถือ',
    code: 'รหัสยืนยัน',
    agreement: 'ฉันได้อ่านและยอมรับ นโยบายความเป็นส่วนตัวของผู้ใช้',
    submit: 'เข้าสู่ระบบ',
    errors: {
      phoneRequired: 'กรุณากรอกหมายเลขโทรศัพท์มือถือ',
      phoneInvalid: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
      codeRequired: 'กรุณากรอกรหัสยืนยัน',
      codeInvalid: 'กรุณากรอกรหัสยืนยันที่ถูกต้อง',
      userNameRequired: 'กรุณากรอกชื่อผู้ใช้',
      userNameInvalid: 'กรุณากรอกชื่อผู้ใช้ที่ถูกต้อง',
      passwordRequired: 'กรุณากรอกรหัสผ่าน',
      passwordInvalid: 'กรุณากรอกรหัสผ่านที่ถูกต้อง',
      agreementRequired: 'กรุณาอ่านและยอมรับข้อตกลงที่เกี่ยวข้องก่อนเข้าสู่ระบบ',
    },
  },
} as const;

type Texts = (typeof LANGUAGES)[keyof typeof LANGUAGES];
type Field = 'userName' | 'password' | 'phone' | 'code';

interface RuleCase {
  readonly rule: string;
  readonly tab: 'account' | 'phone';
  readonly values: Partial<Record<Field, string>>;
  readonly error: keyof Texts['errors'];
  readonly field: Field;
}

const RULE_CASES: readonly RuleCase[] = [
  { rule: 'an empty user name', tab: 'account', values: {}, error: 'userNameRequired', field: 'userName' },
  { rule: 'a one-character user name', tab: 'account', values: { userName: 'a' }, error: 'userNameInvalid', field: 'userName' },
  { rule: 'a user name with a space', tab: 'account', values: { userName: 'bad name' }, error: 'userNameInvalid', field: 'userName' },
  { rule: 'an empty password', tab: 'account', values: { userName: 'alice' }, error: 'passwordRequired', field: 'password' },
  { rule: 'a password longer than any account can have (129 characters)', tab: 'account', values: { userName: 'alice', password: 'p'.repeat(129) }, error: 'passwordInvalid', field: 'password' },
  { rule: 'an empty mobile number', tab: 'phone', values: {}, error: 'phoneRequired', field: 'phone' },
  { rule: 'a seven-digit mobile number', tab: 'phone', values: { phone: '1234567' }, error: 'phoneInvalid', field: 'phone' },
  { rule: 'a mobile number with letters', tab: 'phone', values: { phone: '0812abc678' }, error: 'phoneInvalid', field: 'phone' },
  { rule: 'an empty verification code', tab: 'phone', values: { phone: '+66812345678' }, error: 'codeRequired', field: 'code' },
  { rule: 'a three-digit verification code', tab: 'phone', values: { phone: '+66812345678', code: '123' }, error: 'codeInvalid', field: 'code' },
];

describe.each(Object.entries(LANGUAGES))('login rules (spec §5) in %s', (locale, texts) => {
  it.each(RULE_CASES)('$rule is refused with its message, and the field is marked invalid', async ({ tab, values, error, field }) => {
    if (locale === 'en_US') setLocale('en_US');
    const { user, calls } = renderLogin();

    if (tab === 'phone') await user.click(screen.getByRole('tab', { name: texts.phoneTab }));
    for (const [name, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(texts[name as Field]), value);
    }
    await user.click(screen.getByRole('checkbox', { name: texts.agreement }));
    await user.click(screen.getByRole('button', { name: texts.submit }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(texts.errors[error]);
    const input = screen.getByLabelText(texts[field]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    expect(calls).toHaveLength(0);
  });

  it('"please read and accept the related agreement before logging in" when the box is not ticked', async () => {
    if (locale === 'en_US') setLocale('en_US');
    const { user, calls } = renderLogin();

    await user.type(screen.getByLabelText(texts.userName), 'alice');
    await user.type(screen.getByLabelText(texts.password), 'secret1');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expect(screen.getByRole('alert').textContent).toBe(texts.errors.agreementRequired);
    const agreement = screen.getByRole('checkbox', { name: texts.agreement });
    expect(agreement.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });
});

describe('the login form has account and mobile tabs', () => {
  it('renders the product name, ARIA tabs and the browser hint', () => {
    setLocale('en_US');
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'DDI Leadership Learning' })).toBeTruthy();
    const tablist = screen.getByRole('tablist', { name: 'Login method' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Account login', 'Mobile login']);
    expect(screen.getByRole('tabpanel', { name: 'Account login' })).toBeTruthy();
    expect(screen.getByText('For the best experience, please use Chrome or Firefox.')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    setLocale('en_US');
    const { user } = renderLogin();
    const account = screen.getByRole('tab', { name: 'Account login' });
    const mobile = screen.getByRole('tab', { name: 'Mobile login' });

    await user.click(account);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(mobile);
    expect(mobile.getAttribute('aria-selected')).toBe('true');
    expect(account.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Mobile login' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(account);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(mobile);
    await user.keyboard('{Home}');
    expect(account.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(mobile.getAttribute('aria-selected')).toBe('true');
  });
});

describe('the privacy policy opens in a dialog', () => {
  it('opens from the agreement, its text loaded then, and closes with its close button', async () => {
    setLocale('en_US');
    const { user } = renderLogin();

    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'User Privacy Policy' }));

    const dialog = screen.getByRole('dialog', { name: 'User Privacy Policy' });
    expect(await within(dialog).findByText(/We reply within 3 working days/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the policy in Thai', async () => {
    setLocale('th_TH');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'นโยบายความเป็นส่วนตัวของผู้ใช้' }));
    const dialog = screen.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัวของผู้ใช้' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'สิทธิ์ของคุณ' })).toBeTruthy();
  });
});

async function logInWithAccount(user: ReturnType<typeof renderLogin>['user'], options: { remember: boolean }) {
  await user.type(screen.getByLabelText('User name'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  if (options.remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function storedValues(): string[] {
  return Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
}

describe('a successful login stores the user info, never the password', () => {
  it('posts the account payload, stores userInfo and goes to /home', async () => {
    setLocale('en_US');
    const { user, calls, store } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(0, { userInfo: ALICE }) });

    await logInWithAccount(user, { remember: false });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ loginType: 'account', username: 'alice', password: 'secret-pass', remember: false });
    expect(calls[0]?.url.searchParams.get('lang')).toBe('EN');
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toEqual(ALICE);
    expect(store.get(userInfoAtom)).toEqual(ALICE);
    expect(storedValues().some((value) => value.includes('secret-pass'))).toBe(false);
    expect(window.location.pathname).toBe('/pc/home');
  });

  it('keeps only the known user fields (no token) from the response', async () => {
    setLocale('en_US');
    const { user } = renderLogin({
      'POST /ddilearner/v1/user/login': envelope(0, { userInfo: { ...ALICE, token: 'abc', password: 'x' }, token: 'abc' }),
    });

    await logInWithAccount(user, { remember: false });

    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toEqual(ALICE);
    expect(storedValues().some((value) => value.includes('abc'))).toBe(false);
  });

  it('posts the phone payload for mobile login', async () => {
    setLocale('en_US');
    const { user, calls } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(0, { userInfo: ALICE }) });

    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.type(screen.getByLabelText('Mobile number'), '+66812345678');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(calls[0]?.body).toEqual({ loginType: 'phone', phone: '+66812345678', code: '123456', remember: false });
    expect(window.location.pathname).toBe('/pc/home');
  });

  it('a first login answered 1004 (no password yet) stores the user and goes to /password to set one', async () => {
    setLocale('en_US');
    const frank = { userId: 9, userName: 'frank', hasPassword: false };
    const { user, store } = renderLogin({
      'POST /ddilearner/v1/user/login': envelope(1004, { userInfo: frank }, 'You are logged in. Please set a password for your account'),
    });

    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.type(screen.getByLabelText('Mobile number'), '+66812345678');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(store.get(userInfoAtom)).toEqual(frank);
    expect(window.location.pathname).toBe('/pc/password');
  });

  it('a 1004 answer without a readable user info is a failed login, nothing stored', async () => {
    setLocale('en_US');
    const { user, store } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(1004, null, 'You are logged in. Please set a password for your account') });

    await logInWithAccount(user, { remember: false });

    expect(store.get(userInfoAtom)).toBeNull();
    expect(window.location.pathname).toBe('/pc/login');
  });
});

describe('"Remember me" keeps only the user name', () => {
  it('stores the user name under "userName" when ticked, and nothing else new', async () => {
    setLocale('en_US');
    const { user } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(0, { userInfo: ALICE }) });

    await logInWithAccount(user, { remember: true });

    expect(localStorage.getItem(REMEMBERED_USER_NAME_KEY)).toBe('alice');
    expect(Object.keys(localStorage).sort()).toEqual(['locale', 'userInfo', 'userName']);
    expect(storedValues().some((value) => value.includes('secret-pass'))).toBe(false);
  });

  it('forgets a remembered user name when not ticked', async () => {
    setLocale('en_US');
    localStorage.setItem(REMEMBERED_USER_NAME_KEY, 'alice');
    const { user } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(0, { userInfo: ALICE }) });

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(localStorage.getItem(REMEMBERED_USER_NAME_KEY)).toBeNull();
  });

  it('prefills the remembered user name and ticks the box next time', () => {
    setLocale('en_US');
    localStorage.setItem(REMEMBERED_USER_NAME_KEY, 'alice');
    renderLogin();

    expect(screen.getByLabelText<HTMLInputElement>('User name').value).toBe('alice');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });
});

describe('a rejected login shows the server message', () => {
  it('announces "Incorrect user name or password" and stores nothing', async () => {
    setLocale('en_US');
    const { user } = renderLogin({
      'POST /ddilearner/v1/user/login': envelope(1001, null, 'Incorrect user name or password'),
    });

    await logInWithAccount(user, { remember: true });

    expect(screen.getByRole('alert').textContent).toBe('Incorrect user name or password');
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_USER_NAME_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/pc/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('"Get code" sends a verification SMS to a valid mobile number', () => {
  it('checks the number first', async () => {
    setLocale('en_US');
    const { user, calls } = renderLogin();

    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(screen.getByRole('alert').textContent).toBe('Please enter your mobile number');
    expect(calls).toHaveLength(0);
  });

  it('posts { phone }, confirms and counts down before a resend', async () => {
    setLocale('en_US');
    const { user, calls } = renderLogin({ 'POST /api/sms/send': envelope(0) });

    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.type(screen.getByLabelText('Mobile number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(calls[0]?.body).toEqual({ phone: '0812345678' });
    expect(screen.getByRole('status').textContent).toBe('SMS sent successfully');
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: `Resend in ${String(SMS_COOLDOWN_SECONDS)} s` });
    expect(resend.disabled).toBe(true);
  });
});

describe('the resend countdown follows the server’s resendAfter', () => {
  it('counts down from resendAfter seconds, then offers the code again', async () => {
    vi.useFakeTimers();
    setLocale('en_US');
    const { user } = renderWithProviders(
      <Router base="/pc">
        <LoginPage />
      </Router>,
      { url: '/pc/login', replies: { 'POST /api/sms/send': envelope(0, { resendAfter: 3 }) }, fakeTimers: true },
    );

    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.type(screen.getByLabelText('Mobile number'), '+66810000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    // happy-dom reads the fake response body on a timer.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('button', { name: 'Resend in 3 s' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeTruthy();
    // Each second is a new timer, set after the previous render.
    for (let second = 0; second < 2; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' }).disabled).toBe(false);
  });

  it('shows the server’s message when sending is refused (rate limit)', async () => {
    setLocale('en_US');
    const { user } = renderLogin({ 'POST /api/sms/send': envelope(429, null, 'Too many attempts, please try again later') });
    await user.click(screen.getByRole('tab', { name: 'Mobile login' }));
    await user.type(screen.getByLabelText('Mobile number'), '+66810000001');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts, please try again later');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the re-click guard: a second click on "Log in" within 300 ms sends no second request', () => {
  it('drops a click within 300 ms of the last, even once the first answer is back; takes one 300 ms later', async () => {
    // The clock stands still unless the test moves it, so "within 300 ms" does not depend on how busy the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    setLocale('en_US');
    const { user, calls } = renderLogin({ 'POST /ddilearner/v1/user/login': envelope(1001, null, 'Incorrect user name or password') });
    await user.type(screen.getByLabelText('User name'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
    const logIn = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });

    await user.click(logIn);
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('Incorrect user name or password');
    });
    expect(logIn.disabled).toBe(false);
    await user.click(logIn);
    expect(calls).toHaveLength(1);

    vi.setSystemTime(Date.now() + CLICK_GUARD_MS);
    await user.click(logIn);
    expect(calls).toHaveLength(2);
  });
});

describe('the login page presents the product beside the form, in the learner’s language', () => {
  it('names the product as the page heading, with its promise and three reasons to learn here', () => {
    setLocale('th_TH');
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('การเรียนรู้ภาวะผู้นำ DDI');
    expect(screen.getByText('ทักษะภาวะผู้นำสำหรับการทำงานทุกวัน')).toBeTruthy();
    const brand = screen.getByRole('region', { name: 'การเรียนรู้ภาวะผู้นำ DDI' });
    expect(within(brand).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'บทเรียนวิดีโอสั้น ๆ ที่เรียนต่อจากจุดเดิมได้',
      'แบบประเมินก่อนและหลังเรียน พร้อมรายงานของคุณเอง',
      'ฝึกฝนในสถานการณ์จำลองจากที่ทำงานจริง',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });
});
