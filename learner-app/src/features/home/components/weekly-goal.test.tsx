import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { anActivity } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { toastsAtom } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Activity } from '../data/activity-api';
import { goalsOffered, recentAverage } from './goal-dialog';
import { WeeklyGoal, goalShare } from './weekly-goal';

const render = (activity: Activity | 'fail', more: ReplyTable = {}) =>
  renderWithProviders(<WeeklyGoal />, {
    replies: {
      'GET /ddilearner/v1/user/activity': activity === 'fail' ? { status: 500, json: { code: 500, message: 'x', data: null } } : envelope(0, activity),
      ...more,
    },
  });

describe('home: the weekly goal shows the week learned against the learner’s goal', () => {
  it('asks for the week in the browser’s time zone', async () => {
    setLocale('en_US');
    const { calls } = render(anActivity());
    await screen.findByRole('region', { name: 'Weekly goal' });
    expect(calls[0]!.url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('with a goal: the minutes of the goal learned, what is left, each day for screen readers, today marked', async () => {
    setLocale('en_US');
    render(anActivity([12, 0, 8], { goalMinutes: 60 }));
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    expect(region.textContent).toContain('20 of 60 minutes learned this week.');
    expect(region.textContent).toContain('40 min to go');
    const days = within(region).getByRole('list', { name: 'Minutes learned each day this week' });
    const items = within(days).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.visually-hidden')!.textContent)).toEqual([
      'Monday: 12 min',
      'Tuesday: 0 min',
      'Wednesday (today): 8 min',
      'Thursday: 0 min',
      'Friday: 0 min',
      'Saturday: 0 min',
      'Sunday: 0 min',
    ]);
    expect(items[2]!.className).toContain('week-bars__day--today');
    expect(items[3]!.className, 'the days still to come are drawn apart').toContain('week-bars__day--later');
    expect(screen.getByRole('button', { name: 'Change goal' })).toBeTruthy();
  });

  it('a goal met says so, and the ring is full however far past it the week went', async () => {
    setLocale('en_US');
    render(anActivity([50, 40], { goalMinutes: 60, streakWeeks: 3 }));
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    expect(region.textContent).toContain('Goal reached this week. Well done!');
    expect(region.textContent).toContain('3 weeks in a row');
    expect(goalShare(90, 60)).toBe(1);
    expect(goalShare(15, 60)).toBe(0.25);
  });

  it('no streak is shown before a first week is met', async () => {
    setLocale('en_US');
    render(anActivity([5], { goalMinutes: 30 }));
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    expect(region.textContent).not.toContain('in a row');
  });

  it('without a goal: the week’s minutes and an offer to set one', async () => {
    setLocale('en_US');
    render(anActivity([25]));
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    expect(region.textContent).toContain('25 min learned this week');
    expect(within(region).getByRole('button', { name: 'Set a weekly goal' })).toBeTruthy();
    expect(within(region).getByRole('list', { name: 'Minutes learned each day this week' })).toBeTruthy();
  });

  it('a week with neither a goal nor a minute yet draws no empty days', async () => {
    setLocale('en_US');
    render(anActivity());
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    expect(region.textContent).toContain('0 min learned this week');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    render(anActivity([12, 0, 8], { goalMinutes: 60, streakWeeks: 2 }));
    const region = await screen.findByRole('region', { name: 'เป้าหมายรายสัปดาห์' });
    expect(region.textContent).toContain('สัปดาห์นี้เรียนไปแล้ว 20 จาก 60 นาที');
    expect(region.textContent).toContain('อีก 40 นาที');
    expect(region.textContent).toContain('ติดต่อกัน 2 สัปดาห์');
    expect(within(region).getByRole('list', { name: 'จำนวนนาทีที่เรียนในแต่ละวันของสัปดาห์นี้' }).textContent).toContain('วันพุธ (วันนี้): 8 นาที');
    expect(screen.getByRole('button', { name: 'เปลี่ยนเป้าหมาย' })).toBeTruthy();
  });

  it('nothing is shown when the call fails', async () => {
    setLocale('en_US');
    const { calls } = render('fail');
    await waitFor(() => expect(calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('home: the weekly goal is set, changed and removed in a dialog', () => {
  it('a goal chosen is sent, the learner is told, and the card shows the new week', async () => {
    setLocale('en_US');
    let goal: number | null = null;
    const { user, calls, store } = render(anActivity([20]), {
      'GET /ddilearner/v1/user/activity': () => envelope(0, anActivity([20], { goalMinutes: goal })),
      'POST /ddilearner/v1/user/activity/goal': (call) => {
        goal = (call.body as { minutes: number | null }).minutes;
        return envelope(0, { goalMinutes: goal });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set a weekly goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your weekly goal' });
    const group = within(dialog).getByRole('radiogroup', { name: 'How much time a week?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      '15 minutes a week',
      '30 minutes a week',
      '1 hour a week',
      '2 hours a week',
      '3 hours a week',
    ]);
    expect((within(group).getByRole('radio', { name: '1 hour a week' }) as HTMLInputElement).checked, 'a first goal starts at an hour').toBe(true);
    await user.click(within(group).getByRole('radio', { name: '30 minutes a week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone])).toEqual([['Weekly goal saved', 'success']]));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ minutes: 30 });
    const region = await screen.findByRole('region', { name: 'Weekly goal' });
    await waitFor(() => expect(region.textContent).toContain('20 of 30 minutes learned this week.'));
  });

  it('"No goal" removes it', async () => {
    setLocale('en_US');
    const { user, calls, store } = render(anActivity([], { goalMinutes: 120 }), {
      'POST /ddilearner/v1/user/activity/goal': envelope(0, { goalMinutes: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your weekly goal' });
    expect((within(dialog).getByRole('radio', { name: '2 hours a week' }) as HTMLInputElement).checked, 'the goal in force is chosen').toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'No goal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone])).toEqual([['Weekly goal removed', 'success']]));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ minutes: null });
  });

  it('changing a goal says it counts from this week on and the weeks before keep theirs (decision 0104); a first goal does not', async () => {
    setLocale('en_US');
    const notice = 'A new goal counts from this week on. The weeks before keep the goal they had, so your streak is kept.';
    const { user } = render(anActivity([], { goalMinutes: 60, streakWeeks: 2 }));
    await user.click(await screen.findByRole('button', { name: 'Change goal' }));
    expect((await screen.findByRole('dialog', { name: 'Your weekly goal' })).textContent).toContain(notice);
    cleanup();

    const first = render(anActivity());
    await first.user.click(await screen.findByRole('button', { name: 'Set a weekly goal' }));
    expect((await screen.findByRole('dialog', { name: 'Your weekly goal' })).textContent).not.toContain('from this week on');
  });

  it('a goal that could not be saved keeps the dialog open with the choice, and says so', async () => {
    setLocale('en_US');
    const { user, store } = render(anActivity(), {
      'POST /ddilearner/v1/user/activity/goal': { status: 500, json: { code: 500, message: 'x', data: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Set a weekly goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your weekly goal' });
    await user.click(within(dialog).getByRole('radio', { name: '3 hours a week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.message, toast.tone])).toEqual([['The goal could not be saved. Please try again.', 'error']]));
    expect(screen.getByRole('dialog', { name: 'Your weekly goal' })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: '3 hours a week' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a goal of the learner’s own that is none of the presets is offered too, in its place', () => {
    expect(goalsOffered(null)).toEqual([15, 30, 60, 120, 180]);
    expect(goalsOffered(60)).toEqual([15, 30, 60, 120, 180]);
    expect(goalsOffered(45)).toEqual([15, 30, 45, 60, 120, 180]);
  });

  it('the dialog says what the learner learned a week of late, to choose a goal they can keep', async () => {
    setLocale('en_US');
    const weeks = [10, 90, 0, 30, 40, 55].map((minutes, index) => ({ start: `2026-10-${String(19 + index).padStart(2, '0')}`, minutes, goalMinutes: null }));
    const { user } = render(anActivity([5], { weeks }));
    await user.click(await screen.findByRole('button', { name: 'Set a weekly goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your weekly goal' });
    // The four weeks before this one (90, 0, 30, 40), not this week's 55.
    expect(dialog.textContent).toContain('Over the last 4 weeks you learned 40 min a week on average.');
  });

  it('no average is said without four earlier weeks, or when they were all empty', () => {
    const week = (minutes: number) => ({ start: '2026-11-02', minutes, goalMinutes: null });
    expect(recentAverage([week(30), week(30), week(30), week(5)])).toBeUndefined();
    expect(recentAverage([week(0), week(0), week(0), week(0), week(20)])).toBeUndefined();
    expect(recentAverage([week(10), week(20), week(0), week(0), week(99)])).toBe(8);
  });
});
