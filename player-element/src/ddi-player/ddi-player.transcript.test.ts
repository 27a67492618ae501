// transcript(): the text of a side-loaded subtitle file for a transcript beside the player (the learner app's
// video page): the shown file's cues by default, another by its title, none for a video without files, and a
// file that does not load rejects. Fixtures: media/lesson/subtitles/ (six cues of 4 s each, English and Chinese).
import { expect, fixture, html } from '@open-wc/testing';
import { deep, loaded, media, record, until, videoOf } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const files = { English: '/media/lesson/subtitles/lesson.en.vtt', 中文: '/media/lesson/subtitles/lesson.zh.srt' };

async function player(options: PlayerOptions): Promise<DdiPlayer> {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted .options=${{ url: media.mp4, ...options }}></ddi-player>`);
  await loaded(element);
  return element;
}

describe('transcript(): a side-loaded subtitle file as text', () => {
  it('gives the shown file’s cues, with times in seconds and text without markup, and every file’s title', async () => {
    const element = await player({ video_srt: files, subtitlesPreferred: ['中文'] });
    const transcript = await element.transcript();
    expect(transcript?.title).to.equal('中文');
    expect(transcript?.titles).to.deep.equal(['English', '中文']);
    expect(transcript?.cues).to.have.length(6);
    expect(transcript?.cues[1]).to.include({ start: 4, end: 8 });
    expect(transcript?.cues.every((cue) => cue.text.length > 0 && !cue.text.includes('<'))).to.equal(true);
  });

  it('gives another file by its title, and the first for a title it does not have', async () => {
    const element = await player({ video_srt: files, subtitlesPreferred: ['中文'] });
    const english = await element.transcript('English');
    expect(english?.title).to.equal('English');
    expect(english?.cues[0]).to.deep.equal({ start: 0, end: 4, text: 'Welcome to Leading Teams.' });
    expect((await element.transcript('Deutsch'))?.title).to.equal('中文');
  });

  it('is null for a video without subtitle files', async () => {
    const element = await player({});
    expect(await element.transcript()).to.equal(null);
  });

  it('rejects when the file cannot be loaded, and reports the call as the player’s own', async () => {
    const element = await player({ video_srt: { English: '/media/does-not-exist.vtt' } });
    const calls: string[] = [];
    element.addEventListener('ddi-platform-call', (event) => calls.push((event as CustomEvent<{ url: string; ok: boolean }>).detail.url));
    let failure: unknown;
    await element.transcript().catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error);
    await until(() => calls.some((url) => url.endsWith('/media/does-not-exist.vtt')), 'the failed call reported');
  });

  it('a line jumped to with seek() keeps the seek restrictions', async () => {
    const element = await player({ video_srt: files, ban_seek: 'on' });
    const transcript = await element.transcript();
    element.seek(transcript!.cues[3]!.start);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(element.currentTime).to.be.below(1);
  });

  it('tells the page which subtitles the viewer chose (ddi-subtitle-change), not the first choice the player made itself', async () => {
    const element = await player({ video_srt: files, subtitlesPreferred: ['中文'] });
    const changes = record(element, ['ddi-subtitle-change']);
    element.seek(1);
    await until(() => Boolean(deep(element, '[part="cue"]')?.textContent?.trim()), 'a cue of the first choice');
    expect(changes, 'the first choice is not announced').to.deep.equal([]);
    // What the captions menu sends when English is chosen.
    videoOf(element).dispatchEvent(new CustomEvent('ddi-subtitle-request', { detail: { selected: ['file:English'] }, bubbles: true, composed: true }));
    expect((await element.transcript())?.title, 'the transcript by default is the one shown').to.equal('English');
    element.focus();
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, composed: true, cancelable: true }));
    await until(() => changes.length === 2, 'two changes');
    expect(changes.map(({ detail }) => detail)).to.deep.equal([{ titles: ['English'] }, { titles: [] }]);
  });
});
