import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { aCourse } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { OverviewPage } from './overview-page';

describe('/overview shows every course of the learner as a card', () => {
  it('lists the courses of the learning tour, and not the Leadership DNA survey it also lists (no course, id 0)', async () => {
    setLocale('en_US');
    const tour = [
      { id: 1, name: 'Coaching for Success', progress: 50, status: 'open', projectId: null },
      { id: 2, name: 'Leading Change', progress: 50, status: 'open', projectId: null },
      { id: 0, name: 'Leadership DNA', progress: 0, status: 'open', projectId: null, surveyId: 1, tourId: 1, timeLimitSeconds: 1200 },
    ];
    const { calls } = renderWithProviders(<OverviewPage />, {
      replies: {
        'GET /sr/learningtourEN': envelope(0, tour),
        'GET /ddilearner/v2/user/learningpathes/1': envelope(0, aCourse({ id: 1, name: 'Coaching for Success' })),
        'GET /ddilearner/v2/user/learningpathes/2': envelope(0, aCourse({ id: 2, name: 'Leading Change' })),
        // What the server answers for the survey's id: asking for it failed the whole page.
        'GET /ddilearner/v2/user/learningpathes/0': { status: 400, json: { code: 400, message: 'params/id must be >= 1', data: null } },
      },
    });
    expect(await screen.findByRole('link', { name: 'Coaching for Success' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leading Change' })).toBeTruthy();
    expect(screen.queryByText('Oh, loading failed')).toBeNull();
    expect(calls.some((call) => call.url.pathname.endsWith('/learningpathes/0'))).toBe(false);
  });
});

describe('/overview narrows and searches its courses as home does (decision 0096)', () => {
  it('the states the courses are in are offered with their counts, and a choice narrows the cards and is kept in the address', async () => {
    setLocale('en_US');
    const tour = [
      { id: 1, name: 'Coaching for Success', progress: 50, status: 'open', projectId: null },
      { id: 2, name: 'Leading Change', progress: 0, status: 'expired', projectId: null },
      { id: 3, name: 'Delegating with Confidence', progress: 0, status: 'open', projectId: 9 },
    ];
    const { user } = renderWithProviders(<OverviewPage />, {
      url: '/pc/overview',
      replies: {
        'GET /sr/learningtourEN': envelope(0, tour),
        'GET /ddilearner/v2/user/learningpathes/1': envelope(0, aCourse({ id: 1, name: 'Coaching for Success' })),
        'GET /ddilearner/v2/user/learningpathes/2': envelope(0, aCourse({ id: 2, name: 'Leading Change', status: 'expired', progress: 0 })),
        'GET /ddilearner/v2/user/learningpathes/3': envelope(0, aCourse({ id: 3, name: 'Delegating with Confidence', progress: 0 })),
      },
    });
    const states = await screen.findByRole('radiogroup', { name: 'Show courses' });
    expect(within(states).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['All 3', 'Open 2', 'Expired 1']);
    await user.click(within(states).getByRole('radio', { name: 'Expired 1' }));
    expect([...document.querySelectorAll('.course-card__name')].map((name) => name.textContent)).toEqual(['Leading Change']);
    expect(window.location.search).toBe('?show=expired');
  });
});
