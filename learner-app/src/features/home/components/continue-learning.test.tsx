import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { aCourse } from '../../../../test/learning-fixtures';
import type { ContinueLearning as Continue, Course } from '../../../shared/learning/learning-api';
import { ContinueLearning } from './continue-learning';

const leftOff: Continue = {
  learningPathMetaId: 4,
  courseName: 'Coaching for Success',
  coverUrl: '/media/covers/coaching.svg',
  unitId: 11,
  unitPosition: 2,
  unitTitle: 'Unit 2: Giving feedback',
  position: 150,
  videoSeconds: 600,
};

const render = (data: Continue | null | 'fail', courses?: Course[]) =>
  renderWithProviders(<ContinueLearning courses={courses} />, {
    replies: {
      'GET /ddilearner/v2/user/continue': data === 'fail' ? { status: 500, json: { code: 500, message: 'x', data: null } } : envelope(0, data),
    },
  });

describe('home: continue learning shows where the learner left off and opens that unit', () => {
  it('the course, the unit, how much is watched and left, and one button to the video unit page', async () => {
    setLocale('en_US');
    render(leftOff);
    const region = await screen.findByRole('region', { name: 'Continue learning' });
    expect(region.textContent).toContain('Coaching for Success');
    expect(region.textContent).toContain('Unit 2: Giving feedback');
    expect(screen.getByRole('progressbar', { name: '25% watched' }).getAttribute('aria-valuenow')).toBe('25');
    expect(region.textContent).toContain('25% watched · 8 min left');
    const button = screen.getByRole('link', { name: 'Continue' });
    expect(button.getAttribute('href')).toBe('/course/videoLearning?id=4&unitId=11');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Unit 2: Giving feedback').id);
    const cover = region.querySelector('img')!;
    expect(cover.getAttribute('src')).toBe('/media/covers/coaching.svg');
    expect(cover.getAttribute('alt'), 'the cover is decoration: the course name is in the text').toBe('');
  });

  it('decision 0100: the course due within a week says so on the card; one due later, or not in the list, does not', async () => {
    setLocale('en_US');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const view = render(leftOff, [aCourse({ id: 4, ticketExpiresAt: inDays(2.3) })]);
    const region = await screen.findByRole('region', { name: 'Continue learning' });
    expect(region.querySelector('.chip--dueSoon')?.textContent).toMatch(/^Due in [23] days$/);
    view.unmount();
    for (const courses of [[aCourse({ id: 4, ticketExpiresAt: inDays(20) })], [aCourse({ id: 5, ticketExpiresAt: inDays(2) })], undefined]) {
      const again = render(leftOff, courses);
      expect((await screen.findByRole('region', { name: 'Continue learning' })).querySelector('.chip')).toBeNull();
      again.unmount();
    }
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    render(leftOff);
    expect(await screen.findByRole('region', { name: 'เรียนต่อจากที่ค้างไว้' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เรียนต่อ' })).toBeTruthy();
    expect(screen.getByText('ดูแล้ว 25% · เหลืออีก 8 นาที')).toBeTruthy();
  });

  it('nothing is shown when there is nothing to continue, or the call fails', async () => {
    setLocale('en_US');
    for (const data of [null, 'fail'] as const) {
      const { calls, unmount } = render(data);
      await waitFor(() => expect(calls.length).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region')).toBeNull();
      unmount();
    }
  });
});
