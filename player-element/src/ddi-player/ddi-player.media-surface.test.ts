// Issue 28 item 3: the media element's surface on the host — the <video>'s media events re-dispatched on
// <ddi-player> (not bubbling, not composed, at the video's moment) and the media element's properties and
// methods, so the player stands where a <video> is expected.
import { expect, fixture, html } from '@open-wc/testing';
import { advances, loaded, media, record, settle, until, videoOf } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

/** A player inside a wrapper (to see whether events bubble out of it), its media loaded. */
async function wrapped(src = media.mp4) {
  const wrapper = await fixture<HTMLDivElement>(html`<div><ddi-player muted src=${src}></ddi-player></div>`);
  const player = wrapper.querySelector('ddi-player')!;
  await settle(player);
  return { wrapper, player };
}

const names = (log: { name: string }[]) => log.map((entry) => entry.name);

const mediaEvents = ['loadstart', 'loadedmetadata', 'loadeddata', 'durationchange', 'canplay', 'canplaythrough', 'play', 'playing', 'pause', 'waiting', 'seeking', 'seeked', 'timeupdate', 'progress', 'ratechange', 'volumechange', 'ended', 'emptied'];

describe('<ddi-player> the media element surface (issue 28 item 3)', () => {
  beforeEach(() => localStorage.clear());

  describe('the video\'s media events are re-dispatched on the host, not bubbling, as on a <video>', () => {
    it('fires loadstart, loadedmetadata, loadeddata, durationchange and canplay on the host while loading', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const player = document.createElement('ddi-player');
      const log = record(player, mediaEvents);
      player.muted = true;
      player.src = media.mp4;
      wrapper.append(player);
      await until(() => names(log).includes('canplay'), 'canplay on the host');
      for (const name of ['loadstart', 'loadedmetadata', 'loadeddata', 'durationchange', 'canplay']) expect(names(log), name).to.include(name);
      expect(names(log).indexOf('loadstart')).to.be.below(names(log).indexOf('loadedmetadata'));
    });

    it('fires play, playing, timeupdate and pause on the host, and no more ddi-play or ddi-pause than before', async () => {
      const { player } = await wrapped();
      await loaded(player);
      const log = record(player, ['play', 'playing', 'timeupdate', 'pause', 'ddi-play', 'ddi-pause']);
      await player.play();
      await advances(player, 0.3);
      player.pause();
      await until(() => names(log).includes('pause'), 'pause on the host');
      const count = (name: string) => names(log).filter((entry) => entry === name).length;
      expect(count('play')).to.equal(1);
      expect(count('playing')).to.equal(1);
      expect(count('timeupdate')).to.be.above(0);
      expect(count('pause')).to.equal(1);
      expect(count('ddi-play')).to.equal(1);
      expect(count('ddi-pause')).to.equal(1);
    });

    it('does not bubble and is not composed: a parent of the player hears none of them', async () => {
      const { wrapper, player } = await wrapped();
      await loaded(player);
      const outside = record(wrapper, mediaEvents);
      const seen: Event[] = [];
      for (const name of mediaEvents) player.addEventListener(name, (event) => seen.push(event));
      await player.play();
      await advances(player, 0.3);
      player.pause();
      await until(() => seen.some((event) => event.type === 'pause'), 'pause on the host');
      expect(outside).to.deep.equal([]);
      expect(seen.every((event) => !event.bubbles && !event.composed && event.target === player)).to.equal(true);
    });

    it('fires seeking and seeked for a seek, ratechange and volumechange for rate and volume', async () => {
      const { player } = await wrapped();
      await loaded(player);
      const log = record(player, ['seeking', 'seeked', 'ratechange', 'volumechange']);
      player.currentTime = 5;
      await until(() => names(log).includes('seeked'), 'seeked on the host');
      player.playbackRate = 1.5;
      player.muted = false;
      await until(() => names(log).includes('ratechange') && names(log).includes('volumechange'), 'ratechange and volumechange');
      expect(names(log).slice(0, 2)).to.deep.equal(['seeking', 'seeked']);
    });

    it('fires ended at the end, and emptied and loadstart when load() reloads the source', async () => {
      const { player } = await wrapped();
      await loaded(player);
      const log = record(player, ['ended', 'emptied', 'loadstart', 'ddi-ready']);
      player.currentTime = player.duration - 0.3;
      await player.play();
      await until(() => names(log).includes('ended'), 'ended on the host');
      player.load();
      // The video's loadstart is a task of its own: it may come before or after the player's ddi-ready.
      await until(() => names(log).includes('ddi-ready') && names(log).includes('loadstart'), 'ddi-ready and loadstart after load()');
      expect(names(log)).to.include.members(['emptied', 'loadstart']);
      expect(player.currentTime).to.equal(0);
      expect(player.paused).to.equal(true);
    });

    it('fires each at the video\'s moment, after the player\'s state took it in', async () => {
      const { player } = await wrapped();
      await loaded(player);
      const read: { type: string; paused: boolean; time: number; video: number }[] = [];
      for (const type of ['play', 'pause', 'seeked']) player.addEventListener(type, () => read.push({ type, paused: player.paused, time: player.currentTime, video: videoOf(player).currentTime }));
      await player.play();
      player.pause();
      await until(() => read.some((entry) => entry.type === 'pause'), 'pause');
      player.currentTime = 4;
      await until(() => read.some((entry) => entry.type === 'seeked'), 'seeked');
      expect(read.find((entry) => entry.type === 'play')?.paused).to.equal(false);
      expect(read.find((entry) => entry.type === 'pause')?.paused).to.equal(true);
      const seeked = read.find((entry) => entry.type === 'seeked')!;
      expect(seeked.video).to.be.closeTo(4, 0.1);
    });
  });

  describe('the media element\'s properties and methods', () => {
    it('reads buffered, seekable, played, currentSrc and networkState from the video', async () => {
      const { player } = await wrapped();
      await loaded(player);
      await until(() => player.buffered.length > 0, 'buffered');
      const video = videoOf(player);
      expect(player.buffered).to.be.instanceOf(TimeRanges);
      expect(player.buffered.end(0)).to.be.above(0);
      expect(player.seekable.length).to.equal(1);
      expect(player.seekable.end(0)).to.be.closeTo(player.duration, 0.1);
      await player.play();
      await advances(player, 0.3);
      player.pause();
      expect(player.played.length).to.be.above(0);
      expect(new URL(player.currentSrc).pathname).to.equal(media.mp4);
      expect(player.networkState).to.equal(video.networkState);
      expect(player.textTracks).to.equal(video.textTracks);
    });

    it('answers empty ranges and an empty currentSrc before any source', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player></ddi-player>`);
      expect(player.buffered.length).to.equal(0);
      expect(player.played.length).to.equal(0);
      expect(player.currentSrc).to.equal('');
      expect(player.networkState).to.equal(HTMLMediaElement.NETWORK_EMPTY);
    });

    it('canPlayType answers for the browser and for the engines: mp4, HLS and DASH yes, an unknown type no', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player></ddi-player>`);
      expect(player.canPlayType('video/mp4')).to.not.equal('');
      expect(player.canPlayType('application/vnd.apple.mpegurl')).to.not.equal('');
      expect(player.canPlayType('application/x-mpegURL')).to.not.equal('');
      expect(player.canPlayType('application/dash+xml')).to.not.equal('');
      expect(player.canPlayType('video/x-no-such-format')).to.equal('');
    });

    it('keeps the seek restrictions on currentTime = (ban_seek: on refuses it)', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player muted .options=${{ url: media.mp4, ban_seek: 'on' }}></ddi-player>`);
      await settle(player);
      await loaded(player);
      const log = record(player, ['seeking']);
      player.currentTime = 10;
      await settle(player);
      expect(player.currentTime).to.equal(0);
      expect(videoOf(player).currentTime).to.equal(0);
      expect(log).to.deep.equal([]);
    });
  });
});
