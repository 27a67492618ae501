import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../i18n/i18n';
import { LazyPlayer } from './lazy-player';

/** The player's props as it received them, written on a stand-in element (`@lit/react` has no DOM build in Node). */
vi.mock('./player', () => ({
  default: (props: { vid?: string; lang?: string; options?: Record<string, unknown> }) => (
    <div data-testid="player" data-vid={props.vid} data-lang={props.lang} data-options={JSON.stringify(props.options)} />
  ),
}));

async function playerProps() {
  const player = await screen.findByTestId('player');
  return { vid: player.dataset.vid, lang: player.dataset.lang, options: JSON.parse(player.dataset.options ?? '{}') as Record<string, unknown> };
}

describe('every video shows captions in the app’s language first, then its fallback language, else the video’s default (spec: captions follow the app language)', () => {
  it('English app: the player speaks English and prefers English captions', async () => {
    setLocale('en_US');
    renderWithProviders(<LazyPlayer vid="v1" />);
    const props = await playerProps();
    expect(props).toMatchObject({ vid: 'v1', lang: 'en' });
    expect((props.options.subtitlesPreferred as string[])[0]).toBe('English');
  });

  it('Thai app: Thai captions first; a caller’s own options are kept beside them', async () => {
    setLocale('th_TH');
    renderWithProviders(<LazyPlayer vid="v1" options={{ autoplay: false }} />);
    const props = await playerProps();
    expect(props.options).toMatchObject({ autoplay: false });
    expect((props.options.subtitlesPreferred as string[])[0]).toBe('ไทย');
  });

  it('Thai app, a video with only Chinese and English captions (the lesson): English, never the video’s Chinese default', async () => {
    setLocale('th_TH');
    renderWithProviders(<LazyPlayer vid="v1" />);
    const preferred = (await playerProps()).options.subtitlesPreferred as string[];
    const lesson = ['中文', 'English'];
    expect(preferred.find((title) => lesson.includes(title))).toBe('English');
  });

  it('Traditional Chinese app: Traditional captions first, then Simplified', async () => {
    setLocale('zh_TW');
    renderWithProviders(<LazyPlayer vid="v1" />);
    const preferred = (await playerProps()).options.subtitlesPreferred as string[];
    expect(preferred[0]).toBe('繁體中文');
    expect(preferred.find((title) => ['中文', 'English'].includes(title))).toBe('中文');
  });
});
