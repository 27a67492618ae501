import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { RecordedCall, ReplyTable } from '../../../../test/fake-fetch';
import { aCourse, aUnit } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Unit } from '../../../shared/learning/learning-api';
import { VideoLearningPage } from './video-learning-page';

/**
 * The player is a stand-in `<fake-ddi-player>` element wired like the
 * `@lit/react` wrapper of `<ddi-player>`: each `onDdi…` prop listens to its
 * `ddi-…` event, and the ref is the element. A test sets the element's time
 * and dispatches the player's events. (In Node, `@lit/react` resolves to its
 * server build, which attaches no listeners, so the wrapper is not used here.)
 */
vi.mock('../../../shared/learning/player', async () => {
  const React = await import('react');
  const events: Record<string, string> = {
    onDdiReady: 'ddi-ready',
    onDdiPlay: 'ddi-play',
    onDdiPause: 'ddi-pause',
    onDdiSeek: 'ddi-seek',
    onDdiOver: 'ddi-over',
    onDdiPlayCompleted: 'ddi-play-completed',
  };
  class FakePlayer extends HTMLElement {
    currentTime = 0;
    duration = 0;
    paused = true;
    src = '';
    /** A video without subtitle files (the transcript's own tests are in video-transcript.test.tsx). */
    transcript = () => Promise.resolve(null);
  }
  if (!customElements.get('fake-ddi-player')) customElements.define('fake-ddi-player', FakePlayer);
  function FakeDdiPlayer(props: Record<string, unknown> & { ref?: React.Ref<FakePlayer> }) {
    const element = React.useRef<FakePlayer | null>(null);
    const { ref } = props;
    React.useImperativeHandle(ref, () => element.current as FakePlayer);
    React.useLayoutEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      if (typeof props.src === 'string') node.src = props.src;
      const listeners = Object.entries(events).flatMap(([prop, name]) => {
        const handler = props[prop];
        return typeof handler === 'function' ? [[name, handler as EventListener] as const] : [];
      });
      for (const [name, handler] of listeners) node.addEventListener(name, handler);
      return () => {
        for (const [name, handler] of listeners) node.removeEventListener(name, handler);
      };
    });
    return React.createElement('fake-ddi-player', { ref: element });
  }
  return { default: FakeDdiPlayer };
});

/** Whether the transcript's module has been imported. */
const transcriptCode = vi.hoisted(() => ({ imported: false }));
vi.mock('./video-transcript', async (importOriginal) => {
  transcriptCode.imported = true;
  return importOriginal();
});

interface FakePlayerElement extends HTMLElement {
  currentTime: number;
  duration: number;
  paused: boolean;
  src: string;
}

const course = aCourse({ progress: 0, units: [{ id: 11, position: 1, title: 'Why coaching', status: 'notFinished', videoSeconds: 24, watchedSeconds: 0 }] });

function replies(unitData: Unit): ReplyTable {
  return {
    'GET /ddilearner/v2/user/learningpathes/1': envelope(0, course),
    'GET /ddilearner/v2/user/units/11': envelope(0, unitData),
    'POST /ddilearner/v1/user/tick/init/video': envelope(0, { tickId: 5, type: 'video', unitId: 11, position: 0, maxPosition: 0, completed: false, completedAt: null }),
    'POST /ddilearner/v1/user/tick/update/5': (call: RecordedCall) => {
      const sent = call.body as { position: number; completed: boolean };
      const completed = sent.completed && sent.position >= 19;
      return envelope(0, { tickId: 5, type: 'video', unitId: 11, position: sent.position, maxPosition: sent.position, completed, completedAt: completed ? '2026-01-05T03:00:00.000Z' : null });
    },
  };
}

async function player(): Promise<FakePlayerElement> {
  return waitFor(() => {
    const element = document.querySelector<FakePlayerElement>('fake-ddi-player');
    if (!element) throw new Error('no player yet');
    return element;
  });
}

function fire(element: HTMLElement, name: string) {
  act(() => {
    element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: {} }));
  });
}

const updates = (calls: readonly RecordedCall[]) => calls.filter((call) => call.url.pathname === '/ddilearner/v1/user/tick/update/5').map((call) => call.body);

// First in the file: the page keeps the transcript's module once it is loaded.
describe('videoLearning: the transcript’s code is not in the page’s first paint (decision 0091)', () => {
  it('loads once the player is ready', async () => {
    setLocale('en_US');
    renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(transcriptCode.imported).toBe(false);
    fire(element, 'ddi-ready');
    await waitFor(() => {
      expect(transcriptCode.imported).toBe(true);
    });
  });
});

describe('videoLearning: a video tick is initialised on load and updated from the player’s events', () => {
  it('initialises the unit’s tick, then sends the position on play, pause and seek', async () => {
    setLocale('en_US');
    const { calls } = renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    expect(element.src).toBe('/media/lesson/mp4/lesson-720p.mp4');
    await waitFor(() => {
      expect(calls.find((call) => call.url.pathname === '/ddilearner/v1/user/tick/init/video')?.body).toEqual({ learningPathMetaId: 1, unitId: 11 });
    });

    element.duration = 24;
    element.currentTime = 3;
    element.paused = false;
    fire(element, 'ddi-play');
    element.currentTime = 7.5;
    element.paused = true;
    fire(element, 'ddi-pause');
    element.currentTime = 12;
    fire(element, 'ddi-seek');
    await waitFor(() => {
      expect(updates(calls)).toEqual([
        { position: 3, completed: false },
        { position: 7.5, completed: false },
        { position: 12, completed: false },
      ]);
    });
    expect(screen.queryByText('Finished')).toBeNull();
  });
});

describe('videoLearning: completion is sent on ddi-play-completed and the server’s answer marks the unit finished', () => {
  it('in English', async () => {
    setLocale('en_US');
    const { calls } = renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    await waitFor(() => {
      expect(calls.some((call) => call.url.pathname === '/ddilearner/v1/user/tick/init/video')).toBe(true);
    });
    element.duration = 24;
    element.currentTime = 24;
    fire(element, 'ddi-play-completed');
    await waitFor(() => {
      expect(updates(calls)).toEqual([{ position: 24, completed: true }]);
    });
    expect(await screen.findByText('Finished')).toBeTruthy();
  });

  it('in Thai', async () => {
    const { calls } = renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    await waitFor(() => {
      expect(calls.some((call) => call.url.pathname === '/ddilearner/v1/user/tick/init/video')).toBe(true);
    });
    element.currentTime = 23.6;
    fire(element, 'ddi-play-completed');
    expect(await screen.findByText('จบแล้ว')).toBeTruthy();
  });

  it('a completion the server does not accept (far from the end) leaves the unit unfinished', async () => {
    setLocale('en_US');
    const { calls } = renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    await waitFor(() => {
      expect(calls.some((call) => call.url.pathname === '/ddilearner/v1/user/tick/init/video')).toBe(true);
    });
    element.currentTime = 5;
    fire(element, 'ddi-play-completed');
    await waitFor(() => {
      expect(updates(calls)).toEqual([{ position: 5, completed: true }]);
    });
    expect(screen.queryByText('Finished')).toBeNull();
  });
});

describe('videoLearning resumes where the learner left off', () => {
  it('moves the player to the server’s resumeAt once it knows its duration', async () => {
    setLocale('en_US');
    renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit({ resumeAt: 12 })) });
    const element = await player();
    element.duration = 24;
    fire(element, 'ddi-ready');
    expect(element.currentTime).toBe(12);
    // Only once: a later seek back by the learner is left alone.
    element.currentTime = 2;
    fire(element, 'ddi-play');
    expect(element.currentTime).toBe(2);
  });

  it('starts at the place a link names (a note’s time, `&t=`), before or after where the learner left off', async () => {
    setLocale('en_US');
    for (const [t, expected] of [['4', 4], ['20', 20], ['x', 12], ['-3', 12]] as const) {
      const view = renderWithProviders(<VideoLearningPage />, { url: `/pc/course/videoLearning?id=1&unitId=11&t=${t}`, replies: replies(aUnit({ resumeAt: 12 })) });
      const element = await player();
      element.duration = 24;
      fire(element, 'ddi-ready');
      expect(element.currentTime, `t=${t}`).toBe(expected);
      view.unmount();
    }
  });

  it('waits for the video’s length when it is not known at ddi-ready (a stream), then moves there', async () => {
    setLocale('en_US');
    renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11&t=6', replies: replies(aUnit({ resumeAt: 12 })) });
    const element = await player();
    element.duration = Number.NaN;
    fire(element, 'ddi-ready');
    expect(element.currentTime).toBe(0);
    element.duration = 24;
    fire(element, 'durationchange');
    expect(element.currentTime).toBe(6);
  });

  it('starts from the beginning when there is nothing to resume', async () => {
    setLocale('en_US');
    renderWithProviders(<VideoLearningPage />, { url: '/pc/course/videoLearning?id=1&unitId=11', replies: replies(aUnit()) });
    const element = await player();
    element.duration = 24;
    fire(element, 'ddi-ready');
    expect(element.currentTime).toBe(0);
  });
});
