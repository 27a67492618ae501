import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { NO_COURSES, aCourse, homeReplies } from '../../../../test/learning-fixtures';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { CoursesOrProjectCourses } from '../../../shared/learning/learning-api';
import { HomePage } from './home-page';


describe('/home has two tabs, Learning Units (id 1) and Project Learning (id 2), each with its empty state', () => {
  it('in English', async () => {
    setLocale('en_US');
    const { user } = renderWithProviders(<HomePage />, { replies: homeReplies() });
    const tabs = within(screen.getByRole('tablist', { name: 'My learning' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Learning Units', 'Project Learning']);
    expect(tabs.map((tab) => tab.id.endsWith('-tab-1') || tab.id.endsWith('-tab-2'))).toEqual([true, true]);
    expect(await within(screen.getByRole('tabpanel', { name: 'Learning Units' })).findByText('You currently have no courses to learn')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Project Learning' }));
    expect(screen.getByRole('tab', { name: 'Project Learning' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel', { name: 'Project Learning' })).getByText('You don’t have a project to study yet')).toBeTruthy();
  });

  it('in Thai', async () => {
    const { user } = renderWithProviders(<HomePage />, { replies: homeReplies() });
    expect(screen.getByRole('heading', { level: 1, name: 'หน้าแรก' })).toBeTruthy();
    expect(await screen.findByText('ขณะนี้คุณยังไม่มีหลักสูตรที่ต้องเรียน')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'การเรียนรู้แบบโครงการ' }));
    expect(screen.getByText('คุณยังไม่มีโครงการที่ต้องเรียน')).toBeTruthy();
  });
});

describe('/home shows course cards with progress and lock state, and projects with their counts', () => {
  it('lists courses and the project', async () => {
    setLocale('en_US');
    const data: CoursesOrProjectCourses = {
      project: null,
      courses: [
        aCourse({}),
        aCourse({ id: 2, name: 'Leading Change', status: 'expired', progress: 0 }),
        aCourse({ id: 3, name: 'Building Trust', status: 'notOpen', opensAt: '2030-09-01T02:00:00.000Z', progress: 0 }),
      ],
      projects: [
        { id: 7, name: 'New Leader Programme', description: '', totalCourse: 2, progress: 25, status: 'open', closesAt: null, launchVideo: null },
      ],
    };
    const { user } = renderWithProviders(<HomePage />, { replies: homeReplies({ courses: data }) });
    expect(await screen.findByRole('link', { name: 'Coaching for Success' })).toBeTruthy();
    expect(screen.getByText('33% learned')).toBeTruthy();
    expect(screen.getByText('The course has expired')).toBeTruthy();
    expect(screen.getByText(/^Opens .*2030$/)).toBeTruthy();
    // Locked courses cannot be entered.
    expect(screen.queryByRole('link', { name: 'Building Trust' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Project Learning' }));
    expect(screen.getByText('2 courses, 25% learned')).toBeTruthy();
  });

  it('a card shows the course\'s cover picture, or a drawn cover when it has none, as decoration', async () => {
    setLocale('en_US');
    const data: CoursesOrProjectCourses = {
      project: null,
      courses: [aCourse({ coverUrl: '/media/covers/coaching.svg' }), aCourse({ id: 2, name: 'Leading Change', coverUrl: null })],
      projects: [],
    };
    renderWithProviders(<HomePage />, { replies: homeReplies({ courses: data }) });
    await screen.findByRole('link', { name: 'Coaching for Success' });
    const cover = (id: number) => document.querySelector(`[data-course-id="${id}"] .course-card__cover`) as HTMLElement;
    const picture = cover(1).querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/media/covers/coaching.svg');
    expect(picture.getAttribute('alt')).toBe('');
    expect(cover(2).querySelector('img')).toBeNull();
    expect(cover(2).className).toContain('course-card__cover--tint-2');
  });

  it('the first screen\'s covers load at once (the largest paint on a phone), the later ones lazily', async () => {
    setLocale('en_US');
    const covers = [1, 2, 3, 4, 5].map((id) => aCourse({ id, name: `Course ${id}`, coverUrl: `/media/covers/c${id}.svg` }));
    renderWithProviders(<HomePage />, { replies: homeReplies({ courses: { ...NO_COURSES, courses: covers } }) });
    await screen.findByRole('link', { name: 'Course 5' });
    const loading = (id: number) => document.querySelector(`[data-course-id="${id}"] img`)?.getAttribute('loading');
    expect(covers.map((entry) => loading(entry.id))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('each card has a status chip: Open, or the lock state', async () => {
    setLocale('th_TH');
    const data: CoursesOrProjectCourses = {
      project: null,
      courses: [aCourse({}), aCourse({ id: 2, name: 'Leading Change', status: 'expired', progress: 0 })],
      projects: [],
    };
    renderWithProviders(<HomePage />, { replies: homeReplies({ courses: data }) });
    await screen.findByRole('link', { name: 'Coaching for Success' });
    const chip = (id: number) => document.querySelector(`[data-course-id="${id}"] .chip`) as HTMLElement;
    expect(chip(1).className).toContain('chip--open');
    expect(chip(1).textContent).toBe('เปิดแล้ว');
    expect(chip(2).className).toContain('chip--expired');
  });

  it('a course not open yet has a chip with the day it opens, its exact time in a <time>', async () => {
    setLocale('en_US');
    const opensAt = '2030-09-01T12:00:00.000Z';
    renderWithProviders(<HomePage />, {
      replies: homeReplies({ courses: { ...NO_COURSES, courses: [aCourse({}), aCourse({ id: 3, name: 'Building Trust', status: 'notOpen', opensAt })] } }),
    });
    await screen.findByRole('link', { name: 'Coaching for Success' });
    const chip = document.querySelector('[data-course-id="3"] .chip') as HTMLElement;
    expect(chip.className).toContain('chip--notOpen');
    expect(chip.textContent).toMatch(/^Opens Sep \d, 2030$/);
    expect(chip.querySelector('time')?.getAttribute('dateTime')).toBe(opensAt);
  });

  it('decision 0100: an open course or project with a deadline ahead says when it is due instead of "Open", marked once a week away or less', async () => {
    setLocale('en_US');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const closing = (at: string) => [{ step: 2 as const, status: 'open' as const, opensAt: null, closesAt: at }];
    const data: CoursesOrProjectCourses = {
      project: null,
      courses: [aCourse({ steps: closing('2030-12-31T12:00:00.000Z') }), aCourse({ id: 2, name: 'Leading Change', ticketExpiresAt: inDays(3.4) })],
      projects: [{ id: 7, name: 'New Leader Programme', description: '', totalCourse: 2, progress: 25, status: 'open', closesAt: inDays(1.2), launchVideo: null }],
    };
    const { user } = renderWithProviders(<HomePage />, { replies: homeReplies({ courses: data }) });
    await screen.findByRole('link', { name: 'Coaching for Success' });
    const chip = (selector: string) => document.querySelector(`${selector} .chip`) as HTMLElement;
    expect(chip('[data-course-id="1"]').textContent).toBe('Due Dec 31, 2030');
    expect(chip('[data-course-id="1"]').className).toContain('chip--open');
    expect(chip('[data-course-id="1"]').querySelector('time')?.getAttribute('dateTime')).toBe('2030-12-31T12:00:00.000Z');
    expect(chip('[data-course-id="2"]').textContent).toMatch(/^Due in [34] days$/);
    expect(chip('[data-course-id="2"]').className).toContain('chip--dueSoon');
    await user.click(screen.getByRole('tab', { name: 'Project Learning' }));
    expect(chip('[data-project-id="7"]').textContent).toMatch(/^Due (tomorrow|in 2 days)$/);
    expect(chip('[data-project-id="7"]').className).toContain('chip--dueSoon');
  });

  it('says "Oh, loading failed" and retries', async () => {
    setLocale('en_US');
    let calls = 0;
    const table: ReplyTable = {
      ...homeReplies(),
      'GET /sr/v2/coursesOrProjectCourses': () => {
        calls += 1;
        return calls === 1 ? { networkError: true } : envelope(0, NO_COURSES);
      },
    };
    const { user } = renderWithProviders(<HomePage />, { replies: table });
    expect((await screen.findByRole('alert')).textContent).toContain('Oh, loading failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You currently have no courses to learn')).toBeTruthy();
  });
});

describe('decision 0107: the home tab chosen is kept in the address, so Back and a way back find it open', () => {
  it('choosing Project Learning writes `tab=2` in place, keeping the other parameters; Learning Units removes it', async () => {
    setLocale('en_US');
    const { user } = renderWithProviders(<HomePage />, { url: '/pc/home?lang=en', replies: homeReplies() });
    const before = window.history.length;
    await user.click(screen.getByRole('tab', { name: 'Project Learning' }));
    expect(window.location.search).toBe('?lang=en&tab=2');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('tab', { name: 'Project Learning' })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(window.location.search).toBe('?lang=en');
    expect(screen.getByRole('tab', { name: 'Learning Units' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Learning Units' })).toBe(document.activeElement);
  });

  it('an address with `tab=2` opens on Project Learning; any other value on Learning Units', async () => {
    setLocale('en_US');
    const view = renderWithProviders(<HomePage />, { url: '/pc/home?tab=2', replies: homeReplies() });
    expect(screen.getByRole('tab', { name: 'Project Learning' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Project Learning' })).findByText('You don’t have a project to study yet')).toBeTruthy();
    view.unmount();
    renderWithProviders(<HomePage />, { url: '/pc/home?tab=projects', replies: homeReplies() });
    expect(screen.getByRole('tab', { name: 'Learning Units' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('decision 0108: due dates are told against the server\'s clock, not a wrong device clock', () => {
  it('a device ten days behind the server: a course due twelve days from the device is due in two', async () => {
    setLocale('en_US');
    const device = Date.now();
    const inDays = (days: number) => new Date(device + days * 86_400_000).toISOString();
    const data: CoursesOrProjectCourses = { project: null, courses: [aCourse({ ticketExpiresAt: inDays(12.4) }), aCourse({ id: 2, name: 'Leading Change' })], projects: [] };
    const serverDate = new Date(device + 10 * 86_400_000).toUTCString();
    renderWithProviders(<HomePage />, { replies: { ...homeReplies(), 'GET /sr/v2/coursesOrProjectCourses': { ...envelope(0, data), date: serverDate } } });
    await screen.findByRole('link', { name: 'Coaching for Success' });
    const chip = document.querySelector('[data-course-id="1"] .chip') as HTMLElement;
    expect(chip.textContent).toMatch(/^Due in [23] days$/);
    expect(chip.className).toContain('chip--dueSoon');
  });
});
