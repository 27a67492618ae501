// Issue 28 item 4: a <video>'s lifecycle. Moving the player to another parent (appendChild elsewhere,
// insertBefore, React reordering a keyed list) keeps its media, position, playing state and overlays; only
// a player still out of the page after a task is paused and torn down.
import { expect, fixture, html } from '@open-wc/testing';
import { advances, deep, loaded, media, record, settle, until, videoOf } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

/** Two parents side by side, the player playing `src` (muted) in the first. */
async function playingIn(src: string) {
  const root = await fixture<HTMLDivElement>(html`<div><div id="a"></div><div id="b"><span id="mark"></span></div></div>`);
  const [a, b] = [root.querySelector('#a')!, root.querySelector('#b')!];
  const element = document.createElement('ddi-player');
  element.muted = true;
  element.src = src;
  a.append(element);
  await settle(element);
  await element.play();
  await advances(element, 0.3);
  return { root, a, b, element };
}

/** The playlists (`.m3u8`) the page fetched so far. */
const playlistRequests = () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.m3u8')).length;

/** Resolves after one task. */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('<ddi-player> lifecycle, as a <video>’s (issue 28 item 4)', () => {
  beforeEach(() => localStorage.clear());

  it('moving a playing HLS player to another parent keeps playing from where it was: no reload, no second ddi-ready, no new playlist request', async () => {
    const { b, element } = await playingIn(media.hls);
    const events = record(element, ['ddi-ready', 'ddi-pause']);
    const video = videoOf(element);
    const source = video.src;
    const playlists = playlistRequests();
    const position = element.currentTime;
    b.append(element);
    await aTask();
    await aTask();
    await advances(element, 0.5);
    expect(element.currentTime).to.be.above(position);
    expect(element.paused).to.equal(false);
    expect(videoOf(element)).to.equal(video);
    expect(video.src).to.equal(source);
    expect(events).to.deep.equal([]);
    expect(playlistRequests()).to.equal(playlists);
  });

  it('insertBefore within the same parent (React reordering a keyed list) keeps the mp4 playing', async () => {
    const { a, b, element } = await playingIn(media.mp4);
    const readies = record(element, ['ddi-ready']);
    b.insertBefore(element, b.querySelector('#mark'));
    a.append(element);
    a.parentElement!.insertBefore(a, b);
    await aTask();
    await aTask();
    const position = element.currentTime;
    await advances(element, 0.5);
    expect(element.currentTime).to.be.above(position);
    expect(readies).to.deep.equal([]);
  });

  it('removed and put back a few microtasks later (before a task passes), a playing player plays on from where it was, as a moved <video>', async () => {
    const { b, element } = await playingIn(media.mp4);
    const readies = record(element, ['ddi-ready']);
    const video = videoOf(element);
    const position = element.currentTime;
    element.remove();
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
    b.append(element);
    await until(() => !video.paused, 'the video playing again');
    await advances(element, 0.3);
    expect(element.paused).to.equal(false);
    expect(element.currentTime).to.be.above(position);
    expect(videoOf(element)).to.equal(video);
    expect(readies).to.deep.equal([]);
  });

  it('a player paused by the page while it was out stays paused when put back', async () => {
    const { b, element } = await playingIn(media.mp4);
    element.remove();
    for (let step = 0; step < 5; step += 1) await Promise.resolve();
    element.pause();
    b.append(element);
    await aTask();
    await aTask();
    expect(element.paused).to.equal(true);
    expect(videoOf(element).paused).to.equal(true);
  });

  it('keeps the overlays (the same danmu layer stays mounted)', async () => {
    const { b, element } = await playingIn(media.mp4);
    element.sendDanmu({ msg: 'hello' } as Parameters<DdiPlayer['sendDanmu']>[0]);
    await until(() => deep(element, 'ddi-danmu') !== null, 'the danmu layer');
    const layer = deep(element, 'ddi-danmu');
    b.append(element);
    await aTask();
    await aTask();
    await settle(element);
    expect(deep(element, 'ddi-danmu')).to.equal(layer);
  });

  it('removal pauses, and a player still out of the page after a task is torn down; put back, it loads again', async () => {
    const { b, element } = await playingIn(media.mp4);
    const events = record(element, ['ddi-ready']);
    element.remove();
    expect(element.paused).to.equal(true);
    await until(() => videoOf(element).readyState === 0, 'the media to be released');
    expect(videoOf(element).paused).to.equal(true);
    expect(events).to.deep.equal([]);
    b.append(element);
    await until(() => events.some((event) => event.name === 'ddi-ready'), 'a new ddi-ready');
    await loaded(element);
    expect(element.paused).to.equal(true);
  });

  it('removeAttribute("src") still unloads at once', async () => {
    const { element } = await playingIn(media.mp4);
    element.removeAttribute('src');
    await until(() => videoOf(element).readyState === 0, 'the media to be released');
    expect(element.paused).to.equal(true);
    expect(element.duration).to.equal(0);
  });
});

describe('options assigned again, as a framework does on every render (@lit/react sets every property each time)', () => {
  it('the same options, as the same object or an equal one, do not reload the playing video; a changed option does', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted></ddi-player>`);
    const options = { url: media.mp4, ban_seek: 'off' as const, speed: [1, 1.5] };
    element.options = options;
    await loaded(element);
    await element.play();
    await advances(element, 0.3);
    const log = record(element, ['ddi-ready', 'loadstart']);
    element.options = options;
    element.options = { ...options };
    await settle(element);
    await advances(element, 0.3);
    expect(log, 'no reload').to.deep.equal([]);
    expect(element.paused).to.equal(false);
    element.options = { ...options, ban_seek: 'on' };
    await until(() => log.some((entry) => entry.name === 'ddi-ready'), 'the reload of the changed options');
    expect(element.resolvedOptions.ban_seek).to.equal('on');
  });

  it('equal options whose url the page changed meanwhile load that url again', async () => {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted></ddi-player>`);
    const options = { url: media.mp4 };
    element.options = options;
    await loaded(element);
    element.src = media.mp4High;
    await until(() => new URL(element.currentSrc).pathname === media.mp4High, 'the other file');
    element.options = options;
    await until(() => new URL(element.currentSrc).pathname === media.mp4, 'the options’ url again');
  });
});
