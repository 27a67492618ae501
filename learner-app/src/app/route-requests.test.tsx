import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import { NO_COURSES, aCourse, anActivity, homeReplies } from '../../test/learning-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { setLocale } from '../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../shared/session/user-info';
import { App } from './app';

// The frame's code arrives only when the test lets it: a slow network for that one chunk.
const frame = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./app-frame', async () => {
  await frame.arrived;
  return { AppFrame: ({ children }: { children: ReactNode }) => <div className="frame">{children}</div> };
});

describe('a page asks for its first data with the first render, even while the frame around it is still loading', () => {
  it('/home sends its course list, continue and week requests before the frame’s code has arrived', async () => {
    setLocale('en_US');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 42, userName: 'alice' }));
    const sent: string[] = [];
    renderWithProviders(<App />, {
      url: '/pc/home',
      replies: {
        ...homeReplies(),
        'GET /sr/v2/coursesOrProjectCourses': () => (sent.push('courses'), envelope(0, { ...NO_COURSES, courses: [aCourse({ id: 7 })] })),
        'GET /ddilearner/v2/user/continue': () => (sent.push('continue'), envelope(0, null)),
        'GET /ddilearner/v1/user/activity': () => (sent.push('activity'), envelope(0, anActivity())),
      },
    });
    await waitFor(() => expect(sent.sort()).toEqual(['activity', 'continue', 'courses']));
    expect(document.querySelector('.frame'), 'the frame is still loading').toBeNull();
    frame.release();
    expect(await screen.findByRole('link', { name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent, 'asked once each').toHaveLength(3);
  });
});
