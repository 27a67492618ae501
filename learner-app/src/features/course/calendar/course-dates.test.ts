import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCourse } from '../../../../test/learning-fixtures';
import { i18n, setLocale } from '../../../shared/i18n/i18n';
import type { StepState } from '../../../shared/learning/learning-api';
import { courseCalendar, courseDates, describeDate } from './course-dates';

const NOW = new Date('2030-08-01T00:00:00Z');
const OPENS = '2030-09-01T02:00:00.000Z';
const CLOSES = '2030-12-31T16:59:59.000Z';
const step = (n: 1 | 2 | 3 | 4, status: StepState['status'], opensAt: string | null = '2025-01-01T00:00:00.000Z', closesAt: string | null = CLOSES): StepState => ({ step: n, status, opensAt, closesAt });
// The demo's Coaching for Success: the pre-test done, lessons and simulation open, the post-test opening in September.
const coaching = aCourse({ id: 1, status: 'open', ticketExpiresAt: CLOSES, steps: [step(1, 'finished'), step(2, 'open'), step(3, 'open'), step(4, 'notOpen', OPENS)] });

describe('decision 0099: the dates ahead are openings, deadlines of steps still to do, and the end of access', () => {
  beforeEach(() => setLocale('en_US'));

  it('one date per moment, earliest first: steps closing together and the access ending are one date', () => {
    expect(courseDates(coaching, NOW)).toEqual([
      { at: OPENS, opens: [4], closes: [], accessEnds: false },
      { at: CLOSES, opens: [], closes: [2, 3, 4], accessEnds: true },
    ]);
  });

  it('a finished step has no deadline; a date already past is left out', () => {
    expect(courseDates(coaching, new Date('2030-10-01T00:00:00Z'))).toEqual([{ at: CLOSES, opens: [], closes: [2, 3, 4], accessEnds: true }]);
    expect(courseDates(coaching, new Date(CLOSES))).toEqual([]);
  });

  it('an expired course has no dates, whatever its steps say', () => {
    expect(courseDates({ ...coaching, status: 'expired' }, NOW)).toEqual([]);
  });

  it('says what happens in the learner’s language, the steps listed as that language lists them', () => {
    const [opening, deadline] = courseDates(coaching, NOW);
    expect(describeDate(opening!, i18n.t, 'en_US')).toBe('Opens: Post-test');
    expect(describeDate(deadline!, i18n.t, 'en_US')).toBe('Deadline: Lessons, Scenario simulation, and Post-test · Access ends');
    setLocale('th_TH');
    expect(describeDate(deadline!, i18n.t, 'th_TH')).toBe('วันสุดท้าย: บทเรียน การจำลองสถานการณ์ และการทดสอบหลังเรียน · สิ้นสุดสิทธิ์การเข้าเรียน');
  });

  it('the calendar file has an event per date, linking the course, reminding a week and a day before a deadline', () => {
    const text = courseCalendar(coaching, { t: i18n.t, locale: 'en_US', courseUrl: 'https://learn.example/pc/course?id=1', now: NOW });
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.component.getFirstPropertyValue('url')])).toEqual([
      ['Coaching for Success · Opens: Post-test', OPENS, 'https://learn.example/pc/course?id=1'],
      ['Coaching for Success · Deadline: Lessons, Scenario simulation, and Post-test · Access ends', CLOSES, 'https://learn.example/pc/course?id=1'],
    ]);
    expect(events.map((event) => event.component.getAllSubcomponents('valarm').map((alarm) => alarm.getFirstPropertyValue('trigger')!.toString()))).toEqual([['PT0S'], ['-P7D', '-P1D']]);
    // The same moment keeps its UID, so importing a newer file updates the event instead of adding a second one.
    expect(events[1]!.uid).toBe('course-1-20301231T165959Z@ddi-learning');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
  });
});
