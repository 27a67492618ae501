// The stream's subtitle tracks through real hls.js (the player's config, renderTextTracksNatively false as the
// engine sets it) on ffmpeg-made HLS fixtures: the subtitle-track index range of spec §5, the track modes and
// the live subtitle playlist reloads of spec §4. Loads are counted from hls.js's own load events, each a real
// HTTP request to the test server.
import { expect } from '@open-wc/testing';
import Hls from 'hls.js';
import sinon from 'sinon';
import { sleep, until } from '../../../test/helpers.js';
import { hlsConfig } from './hls-config.js';
import { watchTracks } from './hls-tracks.js';

const VOD = '/media/lesson/hls-tracks/master.m3u8';
const LIVE = '/player-element/test/fixtures/hls-live-subtitles/master.m3u8';

interface Playing {
  hls: Hls;
  video: HTMLVideoElement;
  tracks: ReturnType<typeof watchTracks>;
  cues: Map<string, number>;
  /** Subtitle playlist requests (SUBTITLE_TRACK_LOADING), loads (SUBTITLE_TRACK_LOADED) and subtitle segment loads, by time. */
  playlistRequests: number[];
  playlistLoads: number[];
  fragmentLoads: number[];
}

async function play(url: string): Promise<Playing> {
  const video = document.createElement('video');
  video.muted = true;
  document.body.append(video);
  const hls = new Hls({ ...hlsConfig(() => true), renderTextTracksNatively: false });
  const cues = new Map<string, number>();
  const tracks = watchTracks(hls as never, Hls.Events as unknown as Record<string, string>, {
    onTracks: () => undefined,
    onCues: (id: string, list: unknown[]) => cues.set(id, (cues.get(id) ?? 0) + list.length),
  } as never);
  const playing: Playing = { hls, video, tracks, cues, playlistRequests: [], playlistLoads: [], fragmentLoads: [] };
  hls.on(Hls.Events.SUBTITLE_TRACK_LOADING, () => playing.playlistRequests.push(performance.now()));
  hls.on(Hls.Events.SUBTITLE_TRACK_LOADED, () => playing.playlistLoads.push(performance.now()));
  hls.on(Hls.Events.FRAG_LOADED, (_event, { frag }) => {
    if (frag.type === 'subtitle') playing.fragmentLoads.push(performance.now());
  });
  const parsed = new Promise<void>((resolve) => hls.once(Hls.Events.MANIFEST_PARSED, () => resolve()));
  hls.loadSource(url);
  hls.attachMedia(video);
  await parsed;
  await until(() => video.readyState >= 1, 'metadata', 30_000);
  return playing;
}

describe('hls.js subtitle tracks (spec §4, §5)', () => {
  let playing: Playing | undefined;
  let warn: sinon.SinonStub | undefined;
  afterEach(() => {
    warn?.restore();
    warn = undefined;
    playing?.hls.destroy();
    playing?.video.remove();
    playing = undefined;
  });

  describe('spec §5 the subtitle track index is an integer from -1 to the track count minus 1', () => {
    it('-1 … count-1 are taken; a fraction, NaN, -2 or count are refused with a warning and the track stays', async () => {
      playing = await play(VOD);
      const { hls, tracks } = playing;
      expect(hls.subtitleTracks).to.have.length(2);
      tracks.setSubtitleTrack!(1);
      expect(hls.subtitleTrack).to.equal(1);
      warn = sinon.stub(console, 'warn');
      for (const bad of [0.5, Number.NaN, -2, 2]) {
        tracks.setSubtitleTrack!(bad);
        expect(hls.subtitleTrack, `after ${bad}`).to.equal(1);
      }
      expect(warn.callCount).to.equal(4);
      expect(String(warn.firstCall.args[0])).to.include('not an integer from -1 to 1');
      warn.restore();
      warn = undefined;
      tracks.setSubtitleTrack!(0);
      expect(hls.subtitleTrack).to.equal(0);
      tracks.setSubtitleTrack!(-1);
      expect(hls.subtitleTrack).to.equal(-1);
    });
  });

  describe('spec §4 subtitle track modes: showing (chosen: loaded, its cues drawn) and disabled (nothing loaded)', () => {
    it('no track is loaded until one is chosen; the chosen track’s cues arrive; index -1 disables it', async () => {
      playing = await play(VOD);
      const { hls, tracks, cues, video } = playing;
      await video.play();
      await sleep(1500);
      expect(playing.fragmentLoads, 'disabled: no subtitle segment is loaded').to.have.length(0);
      tracks.setSubtitleTrack!(1);
      await until(() => (cues.get('stream:1') ?? 0) > 0, 'the English cues', 20_000);
      expect(hls.subtitleTrack).to.equal(1);
      tracks.setSubtitleTrack!(-1);
      const loaded = playing.fragmentLoads.length + playing.playlistLoads.length;
      video.currentTime = 0;
      await sleep(1500);
      expect(playing.fragmentLoads.length + playing.playlistLoads.length, 'disabled again: nothing more is loaded').to.equal(loaded);
    });
  });

  describe('spec §4 live subtitle playlists reload on a timer', () => {
    it('a live subtitle playlist (no EXT-X-ENDLIST, 4 s target duration) is loaded again and again while it shows; not once it is disabled', async function () {
      this.timeout(60_000);
      playing = await play(LIVE);
      const { tracks, video } = playing;
      tracks.setSubtitleTrack!(0);
      await video.play();
      await until(() => playing!.playlistLoads.length >= 3, 'three loads of the live subtitle playlist', 30_000);
      const gaps = playing.playlistLoads.slice(1).map((at, index) => at - playing!.playlistLoads[index]!);
      // hls.js reloads an unchanged live playlist after half to one target duration (2–4 s), not at once.
      for (const gap of gaps) expect(gap).to.be.within(1000, 8000);
      tracks.setSubtitleTrack!(-1);
      const disabledAt = performance.now();
      await sleep(9000);
      // A reload hls.js had already timed (one target duration at most) may still go out; none after it.
      const after = playing.playlistRequests.filter((at) => at > disabledAt);
      expect(after.length, 'at most the reload already timed').to.be.at.most(1);
      expect(after.filter((at) => at > disabledAt + 4500), 'a disabled track is not reloaded').to.have.length(0);
    });
  });
});
