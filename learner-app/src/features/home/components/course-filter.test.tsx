import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_COURSES, aCourse, homeReplies } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Course } from '../../../shared/learning/learning-api';
import { SEARCH_FROM, SORT_FROM, choiceOf, shownCourses, sortedCourses, withChoice } from '../../../shared/learning/course-filter';
import { HomePage } from './home-page';

const FOUR_STATES: Course[] = [
  aCourse({ id: 1, name: 'Coaching for Success' }),
  aCourse({ id: 2, name: 'Leading Change', status: 'expired', progress: 0 }),
  aCourse({ id: 3, name: 'Building Trust', status: 'notOpen', opensAt: '2030-09-01T02:00:00.000Z', progress: 0 }),
  aCourse({ id: 4, name: 'Delegating with Confidence', status: 'finished', progress: 100 }),
  aCourse({ id: 5, name: 'Feedback that Works', progress: 0 }),
];

/** Enough courses for the search field, in two states. */
const MANY: Course[] = [
  ...FOUR_STATES.slice(0, 1),
  aCourse({ id: 6, name: 'Inclusive Leadership', description: 'Lead a team where everyone belongs' }),
  aCourse({ id: 7, name: 'Making Meetings Work' }),
  aCourse({ id: 8, name: 'Influencing without Authority', status: 'finished', progress: 100 }),
  aCourse({ id: 9, name: 'Managing Conflict' }),
  aCourse({ id: 10, name: 'Strategic Thinking' }),
  aCourse({ id: 11, name: 'Trust in Remote Teams', status: 'finished', progress: 100 }),
];

const cardNames = () => [...document.querySelectorAll('.course-cards .course-card__name')].map((name) => name.textContent);

function renderHome(courses: readonly Course[], url = '/pc/home') {
  return renderWithProviders(<HomePage />, { url, replies: homeReplies({ courses: { ...NO_COURSES, courses: [...courses] } }) });
}

describe('home: the course cards can be narrowed to one state (decision 0096)', () => {
  it('offers every course and each state a course is in, with its count, in the page\'s language', async () => {
    setLocale('en_US');
    renderHome(FOUR_STATES);
    const states = await screen.findByRole('radiogroup', { name: 'Show courses' });
    const options = within(states).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(['All 5', 'Open 2', 'Finished 1', 'Not yet open 1', 'Expired 1']);
    expect(screen.getByRole('radio', { name: 'All 5' }).getAttribute('aria-checked')).toBe('true');
    expect(cardNames()).toHaveLength(5);
  });

  it('a state chosen shows its courses only, says how many of how many, and is kept in the address', async () => {
    setLocale('en_US');
    const { user } = renderHome(FOUR_STATES);
    await user.click(await screen.findByRole('radio', { name: 'Open 2' }));
    expect(cardNames()).toEqual(['Coaching for Success', 'Feedback that Works']);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing 2 of 5 courses');
    expect(new URLSearchParams(window.location.search).get('show')).toBe('open');

    await user.click(screen.getByRole('radio', { name: 'All 5' }));
    expect(cardNames()).toHaveLength(5);
    expect(window.location.search).toBe('');
  });

  it('an address with a state opens on it (back from a course, the list is as the learner left it)', async () => {
    setLocale('en_US');
    renderHome(FOUR_STATES, '/pc/home?show=finished&lang=en');
    expect((await screen.findByRole('radio', { name: 'Finished 1' })).getAttribute('aria-checked')).toBe('true');
    expect(cardNames()).toEqual(['Delegating with Confidence']);
  });

  it('a state no course is in, or an unknown one, in the address hides nothing', async () => {
    setLocale('en_US');
    renderHome(FOUR_STATES.slice(0, 3), '/pc/home?show=finished');
    expect((await screen.findByRole('radio', { name: 'All 3' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('radio', { name: /^Finished/ })).toBeNull();
    expect(cardNames()).toHaveLength(3);
    expect(choiceOf(new URLSearchParams('show=everything')).show).toBe('all');
  });

  it('courses all in one state offer no choice', async () => {
    setLocale('en_US');
    renderHome([aCourse({ id: 1 }), aCourse({ id: 2, name: 'Leading Change' })]);
    expect(await screen.findByRole('link', { name: 'Leading Change' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    renderHome(FOUR_STATES);
    const states = await screen.findByRole('radiogroup', { name: 'แสดงหลักสูตร' });
    expect(within(states).getAllByRole('radio').map((option) => option.textContent)).toEqual(['ทั้งหมด 5', 'เปิดแล้ว 2', 'เสร็จสิ้น 1', 'ยังไม่เปิด 1', 'หมดอายุ 1']);
  });
});

describe('home: "Due soon" shows the open courses due within a week, the soonest first (decision 0100)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const due = (id: number, name: string, days: number) => aCourse({ id, name, ticketExpiresAt: inDays(days) });

  it('is offered beside the states, with its count, and narrows the cards to those courses, the soonest first', async () => {
    setLocale('en_US');
    const { user } = renderHome([...FOUR_STATES, due(6, 'Inclusive Leadership', 5.5), due(7, 'Making Meetings Work', 1.5), due(8, 'Managing Conflict', 30)]);
    const states = await screen.findByRole('radiogroup', { name: 'Show courses' });
    expect(within(states).getAllByRole('radio').map((option) => option.textContent)).toEqual(['All 8', 'Due soon 2', 'Open 5', 'Finished 1', 'Not yet open 1', 'Expired 1']);
    await user.click(screen.getByRole('radio', { name: 'Due soon 2' }));
    expect(cardNames()).toEqual(['Making Meetings Work', 'Inclusive Leadership']);
    expect(new URLSearchParams(window.location.search).get('show')).toBe('dueSoon');
    expect(screen.getByText('Showing 2 of 8 courses')).toBeTruthy();
  });

  it('with every course open, it is the one choice beside "All"; when every course is due soon, or none, there is none', async () => {
    setLocale('th_TH');
    const view = renderHome([due(1, 'Coaching for Success', 2), due(2, 'Leading Change', 20)]);
    const states = await screen.findByRole('radiogroup', { name: 'แสดงหลักสูตร' });
    expect(within(states).getAllByRole('radio').map((option) => option.textContent)).toEqual(['ทั้งหมด 2', 'ใกล้ครบกำหนด 1']);
    view.unmount();
    expect(shownCourses([due(1, 'A', 2), due(2, 'B', 3)], { show: 'dueSoon', query: '' }, new Date()).offered).toEqual([]);
    expect(shownCourses([due(1, 'A', 20), due(2, 'B', 30)], { show: 'dueSoon', query: '' }, new Date()).offered).toEqual([]);
  });
});

describe(`home: from ${SEARCH_FROM} courses, a search of their names and descriptions (decision 0096)`, () => {
  it('fewer courses have no search field', async () => {
    setLocale('en_US');
    renderHome(MANY.slice(0, SEARCH_FROM - 1));
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('searchbox')).toBeNull();
    // A search in the address while the field is not there hides nothing.
    expect(shownCourses(MANY.slice(0, SEARCH_FROM - 1), { show: 'all', query: 'trust' }, new Date()).courses).toHaveLength(SEARCH_FROM - 1);
  });

  it('words typed show the courses whose name or description has them, with the state chosen', async () => {
    setLocale('en_US');
    const { user } = renderHome(MANY);
    const search = await screen.findByRole('searchbox', { name: 'Search your courses' });
    await user.type(search, 'lead');
    expect(cardNames()).toEqual(['Inclusive Leadership']);
    await user.clear(search);
    await user.type(search, 'team');
    expect(cardNames()).toEqual(['Inclusive Leadership', 'Trust in Remote Teams']);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('team');
    await user.click(screen.getByRole('radio', { name: 'Finished 2' }));
    expect(cardNames()).toEqual(['Trust in Remote Teams']);
    expect(screen.getByText('Showing 1 of 7 courses')).toBeTruthy();
  });

  it('no course matching says so, and "Show all courses" brings every course back with the focus in the search', async () => {
    setLocale('en_US');
    const { user } = renderHome(MANY, '/pc/home?q=negotiation');
    expect(await screen.findByRole('heading', { name: 'No course matches' })).toBeTruthy();
    expect(cardNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(cardNames()).toHaveLength(7);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search your courses' }));
    expect((document.activeElement as HTMLInputElement).value).toBe('');
  });
});

describe('the address keeps the choice beside its other parameters', () => {
  it('sets and drops show, q and sort, keeping lang', () => {
    const params = new URLSearchParams('lang=en');
    expect(withChoice(params, { show: 'expired', query: 'trust' }).toString()).toBe('lang=en&show=expired&q=trust');
    expect(withChoice(params, { show: 'all', query: '', sort: 'due' }).toString()).toBe('lang=en&sort=due');
    expect(withChoice(new URLSearchParams('lang=en&show=expired&q=x&sort=name'), { show: 'all', query: ' ' }).toString()).toBe('lang=en');
  });

  it('an unknown order in the address is no order chosen', () => {
    expect(choiceOf(new URLSearchParams('sort=price')).sort).toBeUndefined();
    expect(choiceOf(new URLSearchParams('sort=name')).sort).toBe('name');
  });
});

describe(`home: from ${SORT_FROM} courses, their order can be chosen — as assigned, by due date, by name (decision 0106)`, () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  /** Assigned in this order: no deadline, due in 40 days, due in 3 days, not open yet (no deadline counted), expired. */
  const ASSIGNED: Course[] = [
    aCourse({ id: 1, name: 'Strategic Thinking' }),
    aCourse({ id: 2, name: 'Coaching for Success', ticketExpiresAt: inDays(40) }),
    aCourse({ id: 3, name: 'Making Meetings Work', ticketExpiresAt: inDays(3) }),
    aCourse({ id: 4, name: 'Building Trust', status: 'notOpen', opensAt: inDays(10), ticketExpiresAt: inDays(5), progress: 0 }),
    aCourse({ id: 5, name: 'Leading Change', status: 'expired', progress: 0 }),
  ];

  it('two courses have no order to choose', async () => {
    setLocale('en_US');
    renderHome(ASSIGNED.slice(0, SORT_FROM - 1));
    expect(await screen.findByRole('link', { name: 'Coaching for Success' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sort/ })).toBeNull();
  });

  it('the menu sorts by the next deadline (the courses without one after, as assigned) and by name, and the address keeps it', async () => {
    setLocale('en_US');
    const { user } = renderHome(ASSIGNED);
    const button = await screen.findByRole('button', { name: 'Sort: As assigned' });
    expect(cardNames()).toEqual(['Strategic Thinking', 'Coaching for Success', 'Making Meetings Work', 'Building Trust', 'Leading Change']);

    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Order of the courses' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['As assigned', 'true'],
      ['Due date', 'false'],
      ['Name', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Due date' }));
    expect(cardNames()).toEqual(['Making Meetings Work', 'Coaching for Success', 'Strategic Thinking', 'Building Trust', 'Leading Change']);
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('due');
    expect(screen.getByRole('button', { name: 'Sort: Due date' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sort: Due date' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Name' }));
    expect(cardNames()).toEqual(['Building Trust', 'Coaching for Success', 'Leading Change', 'Making Meetings Work', 'Strategic Thinking']);
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('name');
  });

  it('an address with an order opens on it, with the state chosen', async () => {
    setLocale('en_US');
    renderHome(ASSIGNED, '/pc/home?show=open&sort=name');
    expect(await screen.findByRole('button', { name: 'Sort: Name' })).toBeTruthy();
    expect(cardNames()).toEqual(['Coaching for Success', 'Making Meetings Work', 'Strategic Thinking']);
  });

  it('"Due soon" lists the soonest first unless another order is chosen', () => {
    const courses = [aCourse({ id: 1, name: 'B', ticketExpiresAt: inDays(5) }), aCourse({ id: 2, name: 'A', ticketExpiresAt: inDays(2) }), aCourse({ id: 3, name: 'C' })];
    const names = (view: ReturnType<typeof shownCourses>) => view.courses.map((course) => course.name);
    const dueSoon = shownCourses(courses, { show: 'dueSoon', query: '' }, new Date());
    expect([names(dueSoon), dueSoon.sort]).toEqual([['A', 'B'], 'due']);
    const assigned = shownCourses(courses, { show: 'dueSoon', query: '', sort: 'assigned' }, new Date());
    expect([names(assigned), assigned.sort]).toEqual([['B', 'A'], 'assigned']);
  });

  it('by name in the learner’s language: Thai names in Thai order, in the Thai menu', async () => {
    const thai = [aCourse({ id: 1, name: 'ภาวะผู้นำ' }), aCourse({ id: 2, name: 'การโค้ช' }), aCourse({ id: 3, name: 'ความไว้วางใจ' })];
    expect(sortedCourses(thai, 'name', new Date(), new Intl.Collator('th')).map((course) => course.name)).toEqual(['การโค้ช', 'ความไว้วางใจ', 'ภาวะผู้นำ']);
    setLocale('th_TH');
    const { user } = renderHome(thai);
    await user.click(await screen.findByRole('button', { name: 'เรียงตาม: ตามที่ได้รับมอบหมาย' }));
    await user.click(within(await screen.findByRole('menu', { name: 'ลำดับของหลักสูตร' })).getByRole('menuitemradio', { name: 'ชื่อ' }));
    expect(cardNames()).toEqual(['การโค้ช', 'ความไว้วางใจ', 'ภาวะผู้นำ']);
  });
});
