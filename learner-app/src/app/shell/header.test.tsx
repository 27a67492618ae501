import { act, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fake-fetch';
import type { ReplyTable } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../../shared/i18n/i18n';
import { COURSE_LIST_STORAGE_KEY, courseListAtom } from '../../shared/learning/course-list';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { learningPathMetaIdAtom } from '../../shared/learning/learning-context';
import { pageRefreshAtom } from '../../shared/routing/page-refresh';
import { pageReload } from '../../shared/routing/page-reload';
import { REMEMBERED_USER_NAME_KEY } from '../../features/auth/remembered-user-name';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../../shared/session/user-info';
import type { UserInfo } from '../../shared/session/user-info';
import { Footer } from './footer';
import { Header } from './header';

const SOMCHAI: UserInfo = { userId: 7, userName: 'somchai', displayName: 'Somchai P.', company: { id: 1, name: 'DDI Thailand' } };
const MULTI: UserInfo = {
  ...SOMCHAI,
  companyList: [
    { id: 1, name: 'DDI Thailand' },
    { id: 2, name: 'DDI China' },
  ],
};

function renderHeader(url: string, { user = SOMCHAI, replies = {} }: { user?: UserInfo | null; replies?: ReplyTable } = {}) {
  if (user) localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
  return renderWithProviders(
    <Router base="/pc">
      <Header />
      <Footer />
    </Router>,
    { url, replies },
  );
}

describe('the logo goes to /home, reloads on /home, and is inert on /companyList', () => {
  it('is a link to /pc/home elsewhere', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/datahandle');
    const logo = screen.getByRole('link', { name: 'DDI Leadership Learning, home page' });
    expect(logo.getAttribute('href')).toBe('/pc/home');
    await user.click(logo);
    expect(window.location.pathname).toBe('/pc/home');
  });

  it('reloads the page when already on /home', async () => {
    setLocale('en_US');
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const { user } = renderHeader('/pc/home');
    await user.click(screen.getByRole('link', { name: 'DDI Leadership Learning, home page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is an image, not a link, on /companyList, where the user menu is not shown either', () => {
    setLocale('en_US');
    renderHeader('/pc/companyList', { user: MULTI });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'DDI Leadership Learning' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Somchai P.' })).toBeNull();
  });
});

describe('the user menu shows the user name and its entries', () => {
  it('My notes, My certificates, Appearance, Data policy and Log out for a learner with one company', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home');
    const button = screen.getByRole('button', { name: 'Somchai P.' });
    // react-aria says `true`, which ARIA defines as `menu`.
    expect(button.getAttribute('aria-haspopup')).toMatch(/^(true|menu)$/);

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
  });

  it('Switch company first when the user has a company list, in Thai too', async () => {
    const { user } = renderHeader('/pc/home', { user: MULTI });
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['เปลี่ยนบริษัท', 'เปลี่ยนรหัสผ่าน', 'โน้ตของฉัน', 'ประกาศนียบัตรของฉัน', 'การแสดงผล', 'นโยบายข้อมูล', 'ออกจากระบบ']);
    await user.click(screen.getByRole('menuitem', { name: 'เปลี่ยนบริษัท' }));
    expect(window.location.pathname).toBe('/pc/companyList');
  });

  it('Data policy goes to /datahandle', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'Data policy' }));
    expect(window.location.pathname).toBe('/pc/datahandle');
  });

  it('My notes goes to the notebook, /notes', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'My notes' }));
    expect(window.location.pathname).toBe('/pc/notes');
  });

  it('My certificates goes to the learner’s certificates, /certificates', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'My certificates' }));
    expect(window.location.pathname).toBe('/pc/certificates');
  });

  it('decision 0102: a learner with a password has "Change password", which goes to /password', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home');
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    expect(window.location.pathname).toBe('/pc/password');
  });

  it('a learner without a password (signed in by SMS code) has "Set a password" instead, which goes to /password', async () => {
    setLocale('en_US');
    const { user } = renderHeader('/pc/home', { user: { ...SOMCHAI, hasPassword: false } });
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Set a password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
    await user.click(screen.getByRole('menuitem', { name: 'Set a password' }));
    expect(window.location.pathname).toBe('/pc/password');
  });

  it('falls back to the user name without a display name', () => {
    renderHeader('/pc/home', { user: { userId: 3, userName: 'alice' } });
    expect(screen.getByRole('button', { name: 'alice' })).toBeTruthy();
  });

  it('shows the initials in an avatar, keeps the full name as the button\'s name and writes it in full atop the open menu', async () => {
    setLocale('en_US');
    const long = 'Somchai Phongsathorn-Wattanakul';
    const { user } = renderHeader('/pc/home', { user: { ...SOMCHAI, displayName: long } });
    const button = screen.getByRole('button', { name: long });
    expect(button.querySelector('.avatar')?.textContent).toBe('SP');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account' });
    const heading = menu.parentElement?.querySelector('.menu__heading');
    expect(heading?.textContent).toBe(long);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change password', 'My notes', 'My certificates', 'Appearance', 'Data policy', 'Log out']);
  });

  // Its keyboard behaviour (react-aria's) is checked in a real browser: e2e/learner-login.spec.ts.
});

describe('Log out calls the logout endpoint, clears the user info and goes to / with the language', () => {
  it('logs out and keeps a remembered user name', async () => {
    setLocale('en_US');
    localStorage.setItem(REMEMBERED_USER_NAME_KEY, 'somchai');
    const { user, calls, store } = renderHeader('/pc/datahandle', {
      replies: { 'GET /ddilearner/v1/user/logout': envelope(0) },
    });
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    // The header's course list at the start; nothing once signed out.
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /sr/learningtourEN', 'GET /ddilearner/v1/user/logout']);
    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_USER_NAME_KEY)).toBe('somchai');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/?lang=en');
  });

  it('signs out locally even when the call fails', async () => {
    const { user, store } = renderHeader('/pc/home', { replies: { 'GET /ddilearner/v1/user/logout': { networkError: true } } });
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(store.get(userInfoAtom)).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/?lang=th');
  });
});

const COURSES: CourseListEntry[] = [
  { id: 0, name: 'Leadership DNA', progress: 100, select: false },
  { id: 5, name: 'Coaching', progress: 10, select: true },
  { id: 9, name: 'Delegation', progress: 0, select: false },
];

describe('the course selection shows only when the course list has courses', () => {
  it('is absent with no courses', () => {
    setLocale('en_US');
    renderHeader('/pc/home');
    expect(screen.queryByRole('button', { name: /^Course:/ })).toBeNull();
  });

  it('marks the chosen course, stores its id and replaces to /course?id={id}', async () => {
    setLocale('en_US');
    localStorage.setItem(COURSE_LIST_STORAGE_KEY, JSON.stringify(COURSES));
    const { user, store } = renderHeader('/pc/projectCourseList');

    await user.click(screen.getByRole('button', { name: 'Course: Coaching' }));
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => [option.textContent, option.getAttribute('aria-checked')])).toEqual([
      ['Leadership DNA', 'false'],
      ['Coaching', 'true'],
      ['Delegation', 'false'],
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Delegation' }));

    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/course?id=9');
    expect(store.get(learningPathMetaIdAtom)).toBe(9);
    expect(store.get(courseListAtom).find((course) => course.select)?.id).toBe(9);
    expect(screen.getByRole('button', { name: 'Course: Delegation' })).toBeTruthy();
  });

  it('on the overview it refreshes the page in place', async () => {
    setLocale('en_US');
    localStorage.setItem(COURSE_LIST_STORAGE_KEY, JSON.stringify(COURSES));
    const { user, store } = renderHeader('/pc/overview');
    await user.click(screen.getByRole('button', { name: 'Course: Coaching' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Delegation' }));
    expect(window.location.pathname).toBe('/pc/overview');
    expect(store.get(pageRefreshAtom)).toBe(1);
  });

  it('the DNA entry at progress 100 goes to the DNA report', async () => {
    setLocale('en_US');
    localStorage.setItem(COURSE_LIST_STORAGE_KEY, JSON.stringify(COURSES));
    const { user } = renderHeader('/pc/course?id=5');
    await user.click(screen.getByRole('button', { name: 'Course: Coaching' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Leadership DNA' }));
    expect(window.location.pathname).toBe('/pc/leadershipDNA/evaluationReport');
  });
});

describe('the language menu exists but the header does not render it', () => {
  it('has no language control', () => {
    setLocale('en_US');
    renderHeader('/pc/home');
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
    expect(screen.queryByText('ไทย')).toBeNull();
  });
});

describe('the footer shows the copyright only on paths without "course"', () => {
  it.each([
    ['/pc/home', true],
    ['/pc/datahandle', true],
    ['/pc/projectCourseList', true],
    ['/pc/course', false],
    ['/pc/course/videoLearning', false],
  ])('%s → %s', (url, shown) => {
    setLocale('en_US');
    renderHeader(url);
    expect(screen.queryByText(/© \d{4} DDI\. All rights reserved\./) !== null).toBe(shown);
  });

  it('is translated', () => {
    renderHeader('/pc/home');
    expect(screen.getByRole('contentinfo').textContent).toBe(`© ${String(new Date().getFullYear())} DDI สงวนลิขสิทธิ์`);
    act(() => {
      setLocale('zh_CN');
    });
    expect(screen.getByRole('contentinfo').textContent).toContain('版权所有');
  });
});

describe('the header loads the course list itself, on every page, and holds the course menu’s place meanwhile', () => {
  const TOUR = [{ id: 5, name: 'Coaching', progress: 10, status: 'open', projectId: null }];
  const tourCalls = (calls: readonly { url: URL }[]) => calls.filter((call) => call.url.pathname === '/sr/learningtourEN').length;

  it('with no list stored, the menu’s place is held (hidden from assistive technology) until the list comes, and the menu then takes it', async () => {
    setLocale('en_US');
    const { container } = renderHeader('/pc/home', { replies: { 'GET /sr/learningtourEN': envelope(0, TOUR) } });
    expect(container.querySelector('.header__courses--loading')?.getAttribute('aria-hidden')).toBe('true');
    expect(await screen.findByRole('button', { name: /^Course:/ })).toBeTruthy();
    expect(container.querySelector('.header__courses--loading')).toBeNull();
  });

  it('a stored list shows the menu at once; an empty answer gives the held place up', async () => {
    setLocale('en_US');
    localStorage.setItem(COURSE_LIST_STORAGE_KEY, JSON.stringify(COURSES));
    const stored = renderHeader('/pc/home', { replies: { 'GET /sr/learningtourEN': { hang: true } } });
    expect(screen.getByRole('button', { name: 'Course: Coaching' })).toBeTruthy();
    expect(stored.container.querySelector('.header__courses--loading')).toBeNull();
    stored.unmount();
    localStorage.removeItem(COURSE_LIST_STORAGE_KEY);
    const empty = renderHeader('/pc/home', { replies: { 'GET /sr/learningtourEN': envelope(0, []) } });
    await waitFor(() => expect(empty.container.querySelector('.header__courses--loading')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Course:/ })).toBeNull();
  });

  it('the list loads again on each page (its progress stays current), but not on the company list', async () => {
    setLocale('en_US');
    const { user, calls } = renderHeader('/pc/home', { replies: { 'GET /sr/learningtourEN': envelope(0, TOUR) } });
    await screen.findByRole('button', { name: /^Course:/ });
    await user.click(screen.getByRole('button', { name: 'Somchai P.' }));
    await user.click(screen.getByRole('menuitem', { name: 'Data policy' }));
    await waitFor(() => expect(tourCalls(calls)).toBe(2));
    const onCompanyList = renderHeader('/pc/companyList', { replies: { 'GET /sr/learningtourEN': envelope(0, TOUR) } });
    await act(async () => {});
    expect(tourCalls(onCompanyList.calls)).toBe(0);
  });
});
