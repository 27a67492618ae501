import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../../test/downloads';
import { toastsAtom } from '../../../shared/components/toast';
import { envelope } from '../../../../test/fake-fetch';
import { aCourse, tourReplies } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { CoursePage } from './course-page';

const step = (n: 1 | 2 | 3 | 4, status: StepState['status']): StepState => ({ step: n, status, opensAt: null, closesAt: null });

function course(steps: StepState[], units: Course['units'] = [{ id: 1, position: 1, title: 'Choose what to delegate', status: 'notStarted', videoSeconds: 20, watchedSeconds: 0 }]): Course {
  return aCourse({ id: 7, name: 'Delegating with Confidence', description: 'Hand over work so that it gets done.', estimatedMinutes: 50, unitCount: 1, progress: 0, steps, units });
}

function renderCourse(steps: StepState[], units?: Course['units']) {
  return renderWithProviders(<CoursePage />, {
    url: '/course?id=7',
    replies: {
      'GET /ddilearner/v2/user/learningpathes/7': envelope(0, course(steps, units)),
      'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
      ...tourReplies(),
    },
  });
}

describe('the course page’s steps 1, 3 and 4 lead to the pre-test, the scenario simulation and the post-test', () => {
  it('links each open step to its pages', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'open'), step(2, 'open'), step(3, 'open'), step(4, 'open')]);
    const stepOf = async (n: number) => {
      await screen.findByRole('heading', { level: 1 });
      return document.querySelector(`[data-step="${n}"]`) as HTMLElement;
    };
    expect(within(await stepOf(1)).getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/course/abilityTest?id=7');
    expect(within(await stepOf(3)).getByRole('link', { name: 'Enter the simulation' }).getAttribute('href')).toBe('/course/scenarioSimulation?id=7');
    expect(within(await stepOf(3)).getByRole('link', { name: 'Key-action analysis' }).getAttribute('href')).toBe('/course/keyBehaviorAnalysis?id=7');
    expect(within(await stepOf(4)).getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/course/checkTest?id=7');
  });

  it('a finished pre-test leads to its report; a step not open has no link', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'finished'), step(2, 'open'), step(3, 'notOpen'), step(4, 'finished')]);
    await screen.findByRole('heading', { level: 1 });
    const first = document.querySelector('[data-step="1"]') as HTMLElement;
    expect(within(first).queryByRole('link', { name: 'Take the test' })).toBeNull();
    expect(within(first).getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe('/course/abilityReport?id=7');
    expect(within(document.querySelector('[data-step="3"]') as HTMLElement).queryByRole('link')).toBeNull();
    const fourth = document.querySelector('[data-step="4"]') as HTMLElement;
    expect(within(fourth).getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe('/course/checkReport?id=7');
    expect(within(fourth).getByRole('link', { name: 'Take the test' })).toBeTruthy();
  });
});

describe('the course page shows the four steps as a stepper and each unit with its length and state', () => {
  const units: Course['units'] = [
    { id: 1, position: 1, title: 'Unit 1: Choose what to delegate', status: 'finished', videoSeconds: 300, watchedSeconds: 300 },
    { id: 2, position: 2, title: 'Unit 2: Agree the outcome', status: 'notFinished', videoSeconds: 600, watchedSeconds: 130 },
    { id: 3, position: 3, title: 'Unit 3: Follow up', status: 'notStarted', videoSeconds: 420, watchedSeconds: 0 },
  ];

  it('each step says which of the four it is and its state; a finished step is marked finished', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'finished'), step(2, 'open'), step(3, 'notOpen'), step(4, 'expired')], units);
    await screen.findByRole('heading', { level: 1 });
    const texts = [1, 2, 3, 4].map((n) => (document.querySelector(`[data-step="${n}"]`) as HTMLElement).textContent);
    expect(texts[0]).toContain('Step 1 of 4');
    expect(texts[0]).toContain('Finished');
    expect(texts[1]).toContain('Step 2 of 4');
    expect(texts[1]).toContain('Open');
    expect(texts[2]).toContain('Not yet open');
    expect(texts[3]).toContain('The course has expired');
  });

  it('a unit shows its length; a started one the minutes left, a finished one Finished, an unstarted one Not started', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'finished'), step(2, 'open'), step(3, 'open'), step(4, 'open')], units);
    await screen.findByRole('heading', { level: 1 });
    const row = (id: number) => document.querySelector(`[data-unit-id="${id}"]`) as HTMLElement;
    expect(row(1).textContent).toContain('5 min');
    expect(row(1).textContent).toContain('Finished');
    expect(row(2).textContent).toContain('10 min');
    expect(row(2).textContent).toContain('8 min left');
    expect(row(3).textContent).toContain('7 min');
    expect(row(3).textContent).toContain('Not started');
    expect(within(row(2)).getByRole('link', { name: 'Unit 2: Agree the outcome' }).getAttribute('href')).toBe('/course/videoLearning?id=7&unitId=2');
    // Step 2 continues with the first unit not finished.
    expect(within(document.querySelector('[data-step="2"]') as HTMLElement).getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      '/course/videoLearning?id=7&unitId=2',
    );
  });

  it('while the lessons are not open the units are listed without links', async () => {
    setLocale('th_TH');
    renderCourse([step(1, 'open'), step(2, 'notOpen'), step(3, 'notOpen'), step(4, 'notOpen')], units);
    await screen.findByRole('heading', { level: 1 });
    expect(within(document.querySelector('.unit-rows') as HTMLElement).queryAllByRole('link')).toEqual([]);
    expect((document.querySelector('[data-unit-id="2"]') as HTMLElement).textContent).toContain('เหลืออีก 8 นาที');
  });
});

describe('a finished course leads to its certificate (decision 0095)', () => {
  it('every step finished: the course says so and links to its certificate', async () => {
    setLocale('en_US');
    renderWithProviders(<CoursePage />, {
      url: '/course?id=7',
      replies: {
        'GET /ddilearner/v2/user/learningpathes/7': envelope(0, { ...course([step(1, 'finished'), step(2, 'finished'), step(3, 'finished'), step(4, 'finished')]), status: 'finished' }),
        'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
        ...tourReplies(),
      },
    });
    expect(await screen.findByText('You finished this course, every step of it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe('/certificate?id=7');
  });

  it('a course with a step to go has no such line', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'finished'), step(2, 'finished'), step(3, 'finished'), step(4, 'open')]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'View your certificate' })).toBeNull();
  });
});

describe('decision 0099: the course page says until when each step and the course are open, and saves the dates as a calendar file', () => {
  const CLOSES = '2099-12-31T16:59:59.000Z';
  const OPENS = '2099-09-01T02:00:00.000Z';
  const dated = (n: 1 | 2 | 3 | 4, status: StepState['status'], opensAt: string | null = '2025-01-01T00:00:00.000Z'): StepState => ({ step: n, status, opensAt, closesAt: CLOSES });
  function renderDated(steps: StepState[], ticketExpiresAt: string | null) {
    return renderWithProviders(<CoursePage />, {
      url: '/course?id=7',
      replies: {
        'GET /ddilearner/v2/user/learningpathes/7': envelope(0, { ...course(steps), ticketExpiresAt }),
        'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
        ...tourReplies(),
      },
    });
  }

  it('a step still to do shows its deadline; a finished one does not; the course shows the end of access', async () => {
    setLocale('en_US');
    renderDated([dated(1, 'finished'), dated(2, 'open'), dated(3, 'open'), dated(4, 'notOpen', OPENS)], CLOSES);
    await screen.findByRole('heading', { level: 1 });
    const deadline = (n: number) => document.querySelector(`[data-step="${n}"] .stepper__deadline`);
    expect(deadline(1)).toBeNull();
    expect(deadline(2)?.textContent).toMatch(/^Closes Dec 31, 2099/u);
    expect(deadline(2)?.querySelector('time')?.getAttribute('datetime')).toBe(CLOSES);
    expect(deadline(4)).not.toBeNull();
    expect(screen.getByText('You can study this course until').querySelector('time')?.getAttribute('datetime')).toBe(CLOSES);
  });

  it('“Add the dates to my calendar” saves the course’s name as an .ics file with one event per date', async () => {
    setLocale('en_US');
    const downloads = captureDownloads();
    const { user, store } = renderDated([dated(1, 'finished'), dated(2, 'open'), dated(3, 'open'), dated(4, 'notOpen', OPENS)], CLOSES);
    await user.click(await screen.findByRole('button', { name: 'Add the dates to my calendar' }));
    expect(downloads.files.map((file) => [file.name, file.blob.type])).toEqual([['Delegating with Confidence.ics', 'text/calendar;charset=utf-8']]);
    const text = await downloads.files[0]!.blob.text();
    expect(text.replace(/\r\n /gu, '').match(/^SUMMARY:.*$/gmu)).toEqual([
      'SUMMARY:Delegating with Confidence · Opens: Post-test',
      'SUMMARY:Delegating with Confidence · Deadline: Lessons\\, Scenario simulation\\, and Post-test · Access ends',
    ]);
    expect(text).toContain(`URL:${window.location.origin}/pc/course?id=7`);
    // Where the file is and what to do with it, for as long as it takes to read.
    expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone, toast.durationMs])).toEqual([
      ['Saved “Delegating with Confidence.ics”. Open it to add the dates to your calendar.', 'success', 8000],
    ]);
    downloads.restore();
  });

  it('in Thai: the button and the deadlines speak Thai', async () => {
    setLocale('th_TH');
    renderDated([dated(1, 'open')], CLOSES);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'เพิ่มวันสำคัญลงในปฏิทินของฉัน' })).toBeTruthy();
    expect(document.querySelector('[data-step="1"] .stepper__deadline')?.textContent).toMatch(/^ปิด /u);
  });

  it('decision 0100: a deadline a week away or less is marked with the days left; one further off is not', async () => {
    setLocale('en_US');
    const soon = new Date(Date.now() + 2.2 * 86_400_000).toISOString();
    renderDated([{ step: 1, status: 'open', opensAt: null, closesAt: soon }, dated(2, 'open')], CLOSES);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-step="1"] .stepper__soon')?.textContent).toMatch(/^in [23] days$/u);
    expect(document.querySelector('[data-step="2"] .stepper__soon')).toBeNull();
  });

  it('a course without dates ahead shows neither dates nor the calendar', async () => {
    setLocale('en_US');
    renderDated([step(1, 'open'), step(2, 'open')], '2020-01-01T00:00:00.000Z');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Add the dates to my calendar' })).toBeNull();
    expect(document.querySelector('.stepper__deadline, .course__dates')).toBeNull();
  });
});

describe('decision 0107: the course page leads back to its project, or to the list of courses the learner came from', () => {
  const renderWithProject = (projectId: number | null) =>
    renderWithProviders(<CoursePage />, {
      url: '/course?id=7',
      replies: {
        'GET /ddilearner/v2/user/learningpathes/7': envelope(0, { ...course([step(1, 'open'), step(2, 'open'), step(3, 'open'), step(4, 'open')]), projectId }),
        'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
        ...tourReplies(),
      },
    });

  it('a course in a project: "Back to the project", to that project\'s page, above the title', async () => {
    setLocale('en_US');
    renderWithProject(3);
    await screen.findByRole('heading', { level: 1, name: 'Delegating with Confidence' });
    const way = screen.getByRole('navigation', { name: 'Delegating with Confidence' });
    expect(within(way).getByRole('link', { name: 'Back to the project' }).getAttribute('href')).toBe('/projectCourseList?id=3');
    expect(way.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a course in none, opened without a list seen first: "Back to home", in the page\'s language', async () => {
    setLocale('th_TH');
    renderWithProject(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'กลับไปหน้าแรก' }).getAttribute('href')).toBe('/home');
  });
});
