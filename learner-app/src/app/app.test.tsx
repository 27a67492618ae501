import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { signIn } from '../../test/session';
import { ApiError } from '../shared/api/api-error';
import { getLocale, setLocale } from '../shared/i18n/i18n';
import { LOCALE_STORAGE_KEY } from '../shared/i18n/language';
import { remoteLoginAtom } from '../shared/session/remote-login';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../shared/session/user-info';
import { App } from './app';
import { ROUTES, findRoute, moduleIdOf } from '../shared/routing/paths';

const ALICE = { userId: 42, userName: 'alice' };

function renderApp(url: string, replies = {}) {
  return renderWithProviders(<App />, { url, replies });
}

describe('any unknown path redirects to /404, which has a return button and a back-to-school link', () => {
  it('shows "can’t find the page" at /404', async () => {
    setLocale('en_US');
    renderApp('/pc/no/such/page');

    expect(window.location.pathname).toBe('/pc/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we can’t find the page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to school' }).getAttribute('href')).toBe('/pc/home');
  });

  it('says it in Thai by default', async () => {
    renderApp('/pc/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'ขออภัย ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ย้อนกลับ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับสู่ห้องเรียน' })).toBeTruthy();
  });

  it('"Return" goes back in history', async () => {
    setLocale('en_US');
    window.history.pushState(null, '', '/pc/login');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { user } = renderApp('/pc/missing');

    await user.click(await screen.findByRole('button', { name: 'Return' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('an unknown path under a known one still lands on /404 when signed in', () => {
    signIn(ALICE);
    renderApp('/pc/leadershipDNA/missing');
    expect(window.location.pathname).toBe('/pc/404');
  });
});

describe('every route of the spec renders its own page for a signed-in learner (no API answers needed)', () => {
  // [route, where it ends up, the page's main landmark class, its level-1 heading when it shows one without data]
  it.each([
    ['/', '/pc/', 'login', 'DDI Leadership Learning'],
    ['/login', '/pc/login', 'login', 'DDI Leadership Learning'],
    ['/home', '/pc/home', 'page home', 'Home'],
    ['/overview', '/pc/overview', 'page overview', 'Overview'],
    ['/datahandle', '/pc/datahandle', 'page data-rights', 'Your personal data'],
    ['/companyList', '/pc/companyList', 'page company-list', 'Switch company'],
    ['/projectCourseList', '/pc/projectCourseList', 'page', undefined],
    ['/notes', '/pc/notes', 'page notebook', undefined],
    ['/course', '/pc/course', 'page course', undefined],
    ['/course/abilityTest', '/pc/course/abilityTest', 'page assessment', undefined],
    ['/course/abilityAnswer', '/pc/course/abilityAnswer', 'page assessment', 'Ability diagnosis (pre-test)'],
    ['/course/abilityReport', '/pc/course/abilityReport', 'page report', undefined],
    ['/course/videoLearning', '/pc/course/videoLearning', 'page unit-page', undefined],
    ['/course/essenceNotes', '/pc/course/essenceNotes', 'page unit-page', undefined],
    ['/course/practiceQuestions', '/pc/course/practiceQuestions', 'page unit-page', undefined],
    ['/course/case', '/pc/course/case', 'page unit-page', undefined],
    ['/course/endUnit', '/pc/course/endUnit', 'page unit-page', undefined],
    ['/course/endStudy', '/pc/course/endStudy', 'page unit-page', 'End of study'],
    ['/course/scenarioSimulation', '/pc/course/scenarioSimulation', 'page scenario', 'Scenario simulation'],
    ['/course/scenarioSimulationNew', '/pc/course/scenarioSimulationNew', 'page scenario', 'Scenario simulation'],
    ['/course/keyBehaviorAnalysis', '/pc/course/keyBehaviorAnalysis', 'page scenario', 'Key-action analysis'],
    ['/course/sceneSimulationContent', '/pc/course/sceneSimulationContent', 'page scenario', 'Scenario simulation'],
    ['/course/checkTest', '/pc/course/checkTest', 'page assessment', undefined],
    ['/course/checkAnswer', '/pc/course/checkAnswer', 'page assessment', 'Ability check (post-test)'],
    ['/course/checkReport', '/pc/course/checkReport', 'page report', undefined],
    ['/leadershipDNA', '/pc/leadershipDNA/evaluationIntroduction', 'page assessment dna', undefined],
    ['/leadershipDNA/evaluationIntroduction', '/pc/leadershipDNA/evaluationIntroduction', 'page assessment dna', undefined],
    ['/leadershipDNA/answer', '/pc/leadershipDNA/answer', 'page assessment dna', undefined],
    ['/leadershipDNA/evaluationReport', '/pc/leadershipDNA/evaluationReport', 'page report dna', undefined],
    ['/leadershipDNA/evaluationReportAnalyze', '/pc/leadershipDNA/evaluationReportAnalyze', 'page report dna', undefined],
    ['/403', '/pc/403', 'error-page', 'You do not have access to this page'],
    ['/404', '/pc/404', 'error-page', 'Sorry, we can’t find the page'],
    ['/500', '/pc/500', 'error-page', 'Something went wrong on our side'],
  ])('%s', async (path, landsOn, landmark, heading) => {
    signIn(ALICE);
    setLocale('en_US');
    renderApp(`/pc${path}?id=1&unitId=1`);
    // Pages load on demand: under a busy test machine the first import of a page can take seconds.
    await waitFor(() => expect(document.querySelector('main')?.className).toBe(landmark), { timeout: 15_000 });
    expect(window.location.pathname).toBe(landsOn);
    if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  }, 20_000);
});

describe('the header and footer stay mounted from one page to the next; only the page is replaced (decision 0085)', () => {
  it('the header element and the control focused in it are the same after an in-app navigation', async () => {
    signIn(ALICE);
    setLocale('en_US');
    renderApp('/pc/overview');
    await waitFor(() => expect(document.querySelector('main')?.className).toBe('page overview'), { timeout: 15_000 });
    const header = screen.getByRole('banner');
    const control = header.querySelector<HTMLElement>('a, button');
    if (!control) throw new Error('the header has no control');
    control.focus();
    act(() => {
      window.history.pushState(null, '', '/pc/datahandle');
    });
    await waitFor(() => expect(document.querySelector('main')?.className).toBe('page data-rights'), { timeout: 15_000 });
    expect(screen.getByRole('banner')).toBe(header);
    expect(document.activeElement).toBe(control);
  }, 20_000);

  it('the login page has no frame, and the frame comes with the first page behind the login', async () => {
    signIn(ALICE);
    setLocale('en_US');
    renderApp('/pc/login');
    expect(screen.queryByRole('banner')).toBeNull();
    act(() => {
      window.history.pushState(null, '', '/pc/overview');
    });
    await waitFor(() => expect(document.querySelector('main')?.className).toBe('page overview'), { timeout: 15_000 });
    expect(screen.getByRole('banner')).toBeTruthy();
  }, 20_000);

  it('a signed-out visitor sent from a page behind the login to /login never sees the frame', async () => {
    setLocale('en_US');
    renderApp('/pc/overview');
    await waitFor(() => expect(window.location.pathname).toBe('/pc/login'));
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('/403 and /500 are error pages with the same ways out', () => {
  it.each([
    ['/pc/403', 'You do not have access to this page'],
    ['/pc/500', 'Something went wrong on our side'],
  ])('%s explains itself', (url, title) => {
    setLocale('en_US');
    renderApp(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to school' })).toBeTruthy();
  });
});

describe('/ and /login show the login page', () => {
  it.each(['/pc/', '/pc/login', '/pc'])('%s', (url) => {
    setLocale('en_US');
    renderApp(url);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('a language query parameter on any route switches the locale', () => {
  it('?lang=en switches to English, stores it and sets <html lang>', () => {
    renderApp('/pc/login?lang=en');

    expect(getLocale()).toBe('en_US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en_US');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: 'DDI Leadership Learning' })).toBeTruthy();
  });

  it.each([
    ['zh', 'zh_CN', 'zh-CN'],
    ['tw', 'zh_TW', 'zh-TW'],
  ] as const)('?lang=%s switches to %s on an error page too', (code, locale, htmlLang) => {
    renderApp(`/pc/500?lang=${code}`);
    expect(getLocale()).toBe(locale);
    expect(document.documentElement.lang).toBe(htmlLang);
  });

  it('?lang=th switches back to Thai', () => {
    setLocale('en_US');
    renderApp('/pc/login?lang=th');
    expect(getLocale()).toBe('th_TH');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });

  it('ignores an unknown value', () => {
    setLocale('zh_TW');
    renderApp('/pc/login?lang=fr');
    expect(getLocale()).toBe('zh_TW');
  });

  it('does not undo a later language change while the query stays in the address', () => {
    renderApp('/pc/login?lang=en');
    act(() => {
      setLocale('zh_CN');
    });
    expect(getLocale()).toBe('zh_CN');
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});

describe('an invalid stored locale falls back to th_TH', () => {
  it('renders Thai when localStorage holds garbage', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    setLocale(getLocale());
    renderApp('/pc/login');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
  });
});

describe('a signed-out user on any route other than / and /login is sent to /login with the language', () => {
  it('/home?lang=en goes to /login?lang=en', () => {
    renderApp('/pc/home?lang=en');
    expect(window.location.pathname).toBe('/pc/login');
    expect(window.location.search).toBe('?lang=en');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('uses the current locale’s code when the address has none', () => {
    renderApp('/pc/course?id=9');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/login?lang=th');
  });

  it('a stored user info without a userId counts as signed out', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userName: 'alice' }));
    renderApp('/pc/overview');
    expect(window.location.pathname).toBe('/pc/login');
  });
});

describe('the page title is the product name and navigation scrolls to the top', () => {
  it('sets the title in the current language', () => {
    setLocale('en_US');
    renderApp('/pc/login');
    expect(document.title).toBe('DDI Leadership Learning');
    act(() => {
      setLocale('zh_TW');
    });
    expect(document.title).toBe('DDI 領導力學習');
  });

  it('scrolls to the top when the route changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/pc/login');
    scrollTo.mockClear();

    act(() => {
      window.history.pushState(null, '', '/pc/403');
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('code 106 clears the user info; a signed-out visitor goes straight to /login', () => {
  it('redirects with the language when nobody was signed in', async () => {
    const { client, store } = renderApp('/pc/403', { 'GET /ddilearner/v1/user/userinfo': envelope(106) });

    await act(async () => {
      await expect(client.get('/ddilearner/v1/user/userinfo')).rejects.toBeInstanceOf(ApiError);
    });

    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(remoteLoginAtom)).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/login?lang=th');
  });

  it('signs a signed-in learner out and shows the session-expired modal before /login', async () => {
    signIn(ALICE);
    setLocale('en_US');
    const { client, store, user } = renderApp('/pc/403', { 'GET /ddilearner/v1/user/userinfo': envelope(106) });

    await act(async () => {
      await expect(client.get('/ddilearner/v1/user/userinfo')).rejects.toBeInstanceOf(ApiError);
    });

    expect(store.get(userInfoAtom)).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    const modal = screen.getByRole('alertdialog', { name: 'Session expired' });
    expect(modal.textContent).toContain('Your session has expired, please log in again');
    expect(window.location.pathname).toBe('/pc/403');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/login?lang=en');
    expect(store.get(remoteLoginAtom)).toBe(false);
  });
});

describe('one route table lists every route of the spec with its module id', () => {
  it('holds the course child routes under their modules', () => {
    expect(moduleIdOf('/course/abilityTest')).toBe(1);
    expect(moduleIdOf('/course/videoLearning')).toBe(2);
    expect(moduleIdOf('/course/scenarioSimulationNew')).toBe(3);
    expect(moduleIdOf('/course/checkReport')).toBe(4);
    expect(moduleIdOf('/home')).toBeNull();
    expect(moduleIdOf('/nowhere')).toBeNull();
  });

  it("has the 32 routes of the spec and ours, /resetPassword (0103), /password (a learner's first password), /notes (decision 0094) and the certificates' three (0095), each path once", () => {
    expect(ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/login',
      '/resetPassword',
      '/home',
      '/overview',
      '/datahandle',
      '/password',
      '/companyList',
      '/course',
      '/course/abilityTest',
      '/course/abilityAnswer',
      '/course/abilityReport',
      '/course/practiceQuestions',
      '/course/endUnit',
      '/course/endStudy',
      '/course/essenceNotes',
      '/course/case',
      '/course/videoLearning',
      '/course/scenarioSimulation',
      '/course/scenarioSimulationNew',
      '/course/keyBehaviorAnalysis',
      '/course/sceneSimulationContent',
      '/course/checkTest',
      '/course/checkAnswer',
      '/course/checkReport',
      '/leadershipDNA',
      '/leadershipDNA/evaluationIntroduction',
      '/leadershipDNA/answer',
      '/leadershipDNA/evaluationReport',
      '/leadershipDNA/evaluationReportAnalyze',
      '/projectCourseList',
      '/notes',
      '/certificates',
      '/certificate',
      '/verify',
      '/403',
      '/404',
      '/500',
    ]);
    expect(findRoute('/leadershipDNA/evaluationReportAnalyze/')?.access).toBe('signed-in');
    // Anybody a certificate is shown to checks it there, signed in or not.
    expect(findRoute('/verify')?.access).toBe('public');
    expect(findRoute('/certificate')?.access).toBe('signed-in');
  });
});
