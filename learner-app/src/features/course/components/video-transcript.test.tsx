import { act, screen, waitFor, within } from '@testing-library/react';
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import type { DdiPlayer, Transcript } from '@ddi/player-element';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { searchPattern } from '../../../shared/components/search-box';
import { VideoTranscript, lineAt } from './video-transcript';

const FILES: Record<string, Transcript['cues']> = {
  English: [
    { start: 0, end: 4, text: 'Welcome to Leading Teams.' },
    { start: 4, end: 8, text: 'In this lesson, we look at how trust is built.' },
    { start: 10, end: 14, text: 'Great leaders listen before they speak.' },
  ],
  中文: [
    { start: 0, end: 4, text: '欢迎学习《带领团队》。' },
    { start: 4, end: 8, text: '本课我们来看信任是如何建立的。' },
  ],
};

/**
 * A stand-in `<ddi-player>`: `transcript(title)` answers from `FILES` (English when shown first); `seek()` and
 * `play()` are counted; the test fires `timeupdate` as the element forwards its video's.
 */
class FakePlayer extends EventTarget {
  currentTime = 0;
  asked: (string | undefined)[] = [];
  seeks: number[] = [];
  answer: 'files' | 'none' | 'fail' = 'files';

  transcript(title?: string): Promise<Transcript | null> {
    this.asked.push(title);
    if (this.answer === 'fail') return Promise.reject(new Error('/media/lesson/subtitles/lesson.en.vtt answered 404'));
    if (this.answer === 'none') return Promise.resolve(null);
    const shown = title !== undefined && title in FILES ? title : 'English';
    return Promise.resolve({ title: shown, titles: Object.keys(FILES), cues: FILES[shown] ?? [] });
  }

  plays = 0;

  seek(seconds: number) {
    this.seeks.push(seconds);
  }

  play() {
    this.plays += 1;
    return Promise.resolve();
  }

  /** What the player tells when the learner chooses captions in its menu. */
  chooseCaptions(titles: string[]) {
    act(() => {
      this.dispatchEvent(new CustomEvent('ddi-subtitle-change', { detail: { titles } }));
    });
  }

  playTo(seconds: number) {
    this.currentTime = seconds;
    act(() => {
      this.dispatchEvent(new Event('timeupdate'));
    });
  }
}

function show(fake: FakePlayer, ready = 1) {
  const player = { current: fake as unknown as DdiPlayer } satisfies RefObject<DdiPlayer | null>;
  return renderWithProviders(<VideoTranscript player={player} ready={ready} />);
}

const lines = () => within(screen.getByRole('list')).queryAllByRole('button');
const current = () => lines().find((line) => line.getAttribute('aria-current') === 'true')?.textContent;

describe('the video’s transcript (decision 0091): its subtitles as lines under the player', () => {
  it('lists the shown subtitles’ lines with their times, and marks the line being spoken as the video plays', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    show(fake);
    expect(await screen.findByRole('heading', { name: 'Transcript' })).toBeTruthy();
    expect(lines().map((line) => line.textContent)).toEqual([
      '00:00 Welcome to Leading Teams.',
      '00:04 In this lesson, we look at how trust is built.',
      '00:10 Great leaders listen before they speak.',
    ]);
    expect(screen.getByRole('list').getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => {
      expect(current()).toBe('00:00 Welcome to Leading Teams.');
    });
    fake.playTo(5);
    expect(current()).toBe('00:04 In this lesson, we look at how trust is built.');
    fake.playTo(9);
    expect(current()).toBeUndefined();
  });

  it('a line chosen plays the video from its start, through the player’s seek', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    const { user } = show(fake);
    // The line's name reads its time, then its words.
    await user.click(await screen.findByRole('button', { name: '00:10 Great leaders listen before they speak.' }));
    expect(fake.seeks).toEqual([10]);
    expect(fake.plays).toBe(1);
  });

  it('another language chosen shows that file’s lines', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    const { user } = show(fake);
    const languages = await screen.findByRole('radiogroup', { name: 'Transcript language' });
    expect(within(languages).getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(languages).getByRole('radio', { name: '中文' }));
    await waitFor(() => {
      expect(lines()[0]?.textContent).toBe('00:00 欢迎学习《带领团队》。');
    });
    expect(fake.asked).toEqual([undefined, '中文']);
  });

  it('follows the captions the learner chooses in the player, when it has their file', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    show(fake);
    expect(await screen.findByRole('button', { name: /Welcome to Leading Teams/ })).toBeTruthy();
    // The captions it already shows: not read again.
    fake.chooseCaptions(['English']);
    await act(() => Promise.resolve());
    expect(fake.asked).toEqual([undefined]);
    fake.chooseCaptions(['中文']);
    await waitFor(() => {
      expect(lines()[0]?.textContent).toBe('00:00 欢迎学习《带领团队》。');
    });
    const radio = (name: string) => screen.getByRole('radio', { name }).getAttribute('aria-checked');
    expect(radio('中文')).toBe('true');
    // Hidden captions, or a stream's own track it has no file for: the transcript stays as it is.
    fake.chooseCaptions([]);
    fake.chooseCaptions(['CC1']);
    await act(() => Promise.resolve());
    expect(fake.asked).toEqual([undefined, '中文']);
    expect(radio('中文')).toBe('true');
  });

  it('a search keeps the lines holding the words, in any letter case, marks the words and says how many lines', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    const { user } = show(fake);
    const search = await screen.findByRole('searchbox', { name: 'Search the transcript' });
    await user.type(search, 'LEAD');
    expect(lines().map((line) => line.textContent)).toEqual(['00:00 Welcome to Leading Teams.', '00:10 Great leaders listen before they speak.']);
    expect([...screen.getByRole('list').querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Lead', 'lead']);
    expect(screen.getByRole('status').textContent).toBe('2 lines contain “LEAD”');
    // A line found still plays from its start. (jsdom's accessible names put spaces around the marks; a browser
    // does not: e2e/app-transcript.spec.ts.)
    await user.click(lines()[1]!);
    expect(fake.seeks).toEqual([10]);

    await user.clear(search);
    await user.type(search, 'trust (');
    expect(lines()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No line contains “trust (”');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(lines()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('');
    // Escape clears it too (react-aria's search field).
    await user.type(search, 'trust');
    expect(lines()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(lines()).toHaveLength(3);
  });

  it('shows nothing for a video without subtitle files, nor before the player is ready', async () => {
    setLocale('en_US');
    const none = new FakePlayer();
    none.answer = 'none';
    const { container } = show(none);
    await waitFor(() => {
      expect(none.asked).toEqual([undefined]);
    });
    expect(container.textContent).toBe('');

    const early = new FakePlayer();
    const before = show(early, 0);
    await act(() => Promise.resolve());
    expect(early.asked).toEqual([]);
    expect(before.container.textContent).toBe('');
  });

  it('a transcript that did not load says so, and Try again reads it again', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    fake.answer = 'fail';
    const { user } = show(fake);
    expect((await screen.findByRole('alert')).textContent).toContain('Oh, loading failed');
    fake.answer = 'files';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Welcome to Leading Teams/ })).toBeTruthy();
    expect(fake.asked).toHaveLength(2);
  });

  it('is in the learner’s language (Thai)', async () => {
    setLocale('th_TH');
    show(new FakePlayer());
    expect(await screen.findByRole('heading', { name: 'บทถอดเสียง' })).toBeTruthy();
    expect(screen.getByText('เลือกบรรทัดเพื่อเล่นวิดีโอจากตรงนั้น')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'ภาษาของบทถอดเสียง' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ค้นหาในบทถอดเสียง' })).toBeTruthy();
  });
});

describe('lineAt: the line spoken at a time', () => {
  it('is the line whose time holds it (the latest to start where lines overlap), and none between lines or before the first', () => {
    const cues = FILES.English ?? [];
    expect(lineAt(cues, 0)).toBe(0);
    expect(lineAt(cues, 7.99)).toBe(1);
    expect(lineAt(cues, 8)).toBe(-1);
    expect(lineAt(cues, 12)).toBe(2);
    expect(lineAt(cues, 20)).toBe(-1);
    expect(lineAt([{ start: 2, end: 3, text: 'x' }], 1)).toBe(-1);
    const overlapping = [
      { start: 0, end: 10, text: 'a long line' },
      { start: 4, end: 6, text: 'a short one inside it' },
    ];
    expect(lineAt(overlapping, 5)).toBe(1);
    expect(lineAt(overlapping, 7)).toBe(0);
  });
});

describe('searchPattern: what a transcript search finds', () => {
  it('finds the words as typed, in any letter case, with spaces between them collapsed, and nothing for an empty query', () => {
    expect(searchPattern('')).toBeUndefined();
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchPattern(' great   LEADERS ')?.test('Great leaders listen')).toBe(true);
    expect('a.b a+b'.split(searchPattern('a+b') ?? '')).toEqual(['a.b ', 'a+b', '']);
    expect(searchPattern('.*')?.test('anything')).toBe(false);
    expect(searchPattern('ผู้นำ')?.test('การเป็นผู้นำที่ดี')).toBe(true);
  });
});
