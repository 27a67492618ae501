import { beforeEach, describe, expect, it } from 'vitest';
import { aCourse } from '../../../test/learning-fixtures';
import { i18n, setLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
import { calendarDaysUntil, dueText, nextDeadline } from './deadlines';
import type { StepState } from './learning-api';

/** A moment on the device's clock (the tests' days are the device's days, whatever its zone). */
const local = (year: number, month: number, day: number, hour = 12, minute = 0) => new Date(year, month - 1, day, hour, minute);
const step = (n: 1 | 2 | 3 | 4, status: StepState['status'], closesAt: string | null): StepState => ({ step: n, status, opensAt: null, closesAt });
const NOW = local(2030, 12, 1, 9);
const iso = (date: Date) => date.toISOString();

describe('decision 0100: a course’s next deadline is the earliest close of a step still to do, or the end of access', () => {
  it('the earliest of the steps still to do and the end of access', () => {
    const steps = [step(2, 'open', iso(local(2030, 12, 20))), step(4, 'notOpen', iso(local(2030, 12, 10)))];
    expect(nextDeadline(aCourse({ steps, ticketExpiresAt: iso(local(2030, 12, 31)) }), NOW)).toBe(iso(local(2030, 12, 10)));
    expect(nextDeadline(aCourse({ steps, ticketExpiresAt: iso(local(2030, 12, 5)) }), NOW)).toBe(iso(local(2030, 12, 5)));
  });

  it('a finished or expired step has no deadline, and one already past is not next', () => {
    const steps = [step(1, 'finished', iso(local(2030, 12, 2))), step(2, 'expired', iso(local(2030, 12, 3))), step(3, 'open', iso(local(2030, 11, 30))), step(4, 'open', iso(local(2030, 12, 9)))];
    expect(nextDeadline(aCourse({ steps }), NOW)).toBe(iso(local(2030, 12, 9)));
    expect(nextDeadline(aCourse({ steps: steps.slice(0, 3) }), NOW)).toBeNull();
  });

  it('a course not open to the learner (not open yet, finished, expired) has no deadline to show', () => {
    const steps = [step(2, 'open', iso(local(2030, 12, 20)))];
    for (const status of ['notOpen', 'finished', 'expired'] as const) expect(nextDeadline(aCourse({ status, steps }), NOW)).toBeNull();
  });
});

describe('decision 0100: a deadline is told in calendar days once a week away or less, else by its date', () => {
  beforeEach(() => setLocale('en_US'));

  it('counts the device’s calendar days, not 24-hour spans', () => {
    const lateEvening = local(2030, 12, 1, 23, 30);
    expect(calendarDaysUntil(iso(local(2030, 12, 2, 0, 30)), lateEvening)).toBe(1);
    expect(calendarDaysUntil(iso(local(2030, 12, 1, 23, 59)), lateEvening)).toBe(0);
    expect(calendarDaysUntil(iso(local(2031, 1, 1, 8)), lateEvening)).toBe(31);
  });

  const expected: Record<Locale, { today: string; tomorrow: string; week: string; later: RegExp }> = {
    en_US: { today: 'Due today', tomorrow: 'Due tomorrow', week: 'Due in 7 days', later: /^Due Dec 9, 2030$/ },
    th_TH: { today: 'ครบกำหนดวันนี้', tomorrow: 'ครบกำหนดพรุ่งนี้', week: 'ครบกำหนดในอีก 7 วัน', later: /^ครบกำหนด 9 ธ\.ค\. 2573$/ },
    zh_CN: { today: '今天截止', tomorrow: '明天截止', week: '7天后截止', later: /^2030年12月9日 截止$/ },
    zh_TW: { today: '今天截止', tomorrow: '明天截止', week: '7 天後截止', later: /^2030年12月9日 截止$/ },
  };
  for (const [locale, texts] of Object.entries(expected) as [Locale, (typeof expected)[Locale]][]) {
    it(`in ${locale}: today, tomorrow, a week; a date further off`, () => {
      setLocale(locale);
      expect(dueText(i18n.t, iso(local(2030, 12, 1, 18)), locale, NOW)).toBe(texts.today);
      expect(dueText(i18n.t, iso(local(2030, 12, 2, 8)), locale, NOW)).toBe(texts.tomorrow);
      expect(dueText(i18n.t, iso(local(2030, 12, 8, 23)), locale, NOW)).toBe(texts.week);
      expect(dueText(i18n.t, iso(local(2030, 12, 9, 8)), locale, NOW)).toMatch(texts.later);
    });
  }
});
