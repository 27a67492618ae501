import { screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import { COURSE_LIST_STORAGE_KEY, courseListAtom } from '../../../shared/learning/course-list';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../../../shared/session/user-info';
import type { UserInfo } from '../../../shared/session/user-info';
import { CompanyListPage } from './company-list-page';

const THAILAND = { id: 1, name: 'DDI Thailand Co., Ltd.' };
const CHINA = { id: 2, name: 'DDI China Ltd.' };
const MULTI: UserInfo = { userId: 8, userName: 'multi', displayName: 'Multi', company: THAILAND, companyList: [THAILAND, CHINA] };

function renderPage(replies: ReplyTable, user: UserInfo = MULTI) {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
  return renderWithProviders(
    <Router base="/pc">
      <CompanyListPage />
      <Toaster />
    </Router>,
    { url: '/pc/companyList', replies },
  );
}

describe('/companyList lists the user’s companies and marks the current one', () => {
  it('refreshes the list from userinfo on arrival', async () => {
    setLocale('en_US');
    const joined = { id: 3, name: 'DDI Japan' };
    const { calls, store } = renderPage({
      'GET /ddilearner/v1/user/userinfo': envelope(0, { ...MULTI, companyList: [THAILAND, CHINA, joined] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Switch company' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'DDI Japan' })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/ddilearner/v1/user/userinfo');
    expect(store.get(userInfoAtom)?.companyList).toHaveLength(3);

    const current = screen.getByRole('button', { name: /DDI Thailand/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.textContent).toContain('Current company');
    expect((current as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('choosing another company switches via POST /ddilearner/v1/user/company and goes home', () => {
  it('stores the new user info, forgets the old company’s courses, confirms and goes to /home', async () => {
    setLocale('en_US');
    localStorage.setItem(COURSE_LIST_STORAGE_KEY, JSON.stringify([{ id: 4, name: 'Old', progress: 0, select: true }]));
    const { user, calls, store } = renderPage({
      'GET /ddilearner/v1/user/userinfo': envelope(0, MULTI),
      'POST /ddilearner/v1/user/company': envelope(0, { ...MULTI, company: CHINA }),
    });

    await user.click(screen.getByRole('button', { name: 'DDI China Ltd.' }));

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/ddilearner/v1/user/company');
    expect(post?.body).toEqual({ companyId: 2 });
    expect(store.get(userInfoAtom)?.company).toEqual(CHINA);
    expect(store.get(courseListAtom)).toEqual([]);
    expect(window.location.pathname).toBe('/pc/home');
    expect(screen.getByRole('status').textContent).toBe('Switched to DDI China Ltd.');
  });

  it('shows the server’s message when the switch is refused', async () => {
    setLocale('en_US');
    const { user } = renderPage({
      'GET /ddilearner/v1/user/userinfo': envelope(0, MULTI),
      'POST /ddilearner/v1/user/company': envelope(1003, null, 'You are not a member of that company'),
    });
    await user.click(screen.getByRole('button', { name: 'DDI China Ltd.' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('You are not a member of that company');
    });
    expect(window.location.pathname).toBe('/pc/companyList');
  });
});

describe('a learner with one company has nothing to switch to', () => {
  it('says so in Thai', () => {
    renderPage({ 'GET /ddilearner/v1/user/userinfo': envelope(0, { userId: 1, userName: 'demo', company: THAILAND }) }, {
      userId: 1,
      userName: 'demo',
      company: THAILAND,
    });
    expect(screen.getByText(/คุณสังกัดบริษัทเดียวเท่านั้น/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a learner with one company gets the empty state whose one action is the way home', () => {
    setLocale('en_US');
    renderPage({ 'GET /ddilearner/v1/user/userinfo': envelope(0, { userId: 1, userName: 'demo', company: THAILAND }) }, {
      userId: 1,
      userName: 'demo',
      company: THAILAND,
    });
    const empty = document.querySelector('.company-list__only')!;
    expect(empty.textContent).toContain('You belong to one company only.');
    const home = screen.getByRole('link', { name: 'Back to school' });
    expect(home.getAttribute('href')).toBe('/pc/home');
    expect(home.className).toContain('button--primary');
    expect(empty.contains(home)).toBe(true);
  });
});
