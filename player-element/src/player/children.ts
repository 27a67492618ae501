import type { ReactiveElement } from 'lit';
import type { PlayerMarker, PlayerThumbnails, SubtitleTrack, ThumbnailTile } from '../core/state.js';
import { engines, sourceKind } from '../engines/engine.js';
import { parseSubtitles } from '../ddi-subtitles/subtitle-parser.js';
import { request } from '../platform/request.js';
import { playerCanPlayType } from './media-surface.js';
import type { FailurePolicy } from './failure-policy.js';
import type { PlayerCore } from './player-core.js';
import type { SourceController } from './source.js';
import { mirrorTracks, type MirroredCaption } from './text-track-mirror.js';
import type { Tracks } from './tracks.js';

/** What the chunk uses of the player controller (`player-controller.ts`, which loads this chunk). */
export interface ChildrenCore extends PlayerCore {
  childSrc: string;
  readonly source: SourceController;
  readonly tracks: Tracks;
  readonly failure: FailurePolicy;
  stop(): void;
}

type ChildrenHost = ReactiveElement & { src: string; vid: string };

/**
 * `<source>` and `<track>` children, as on a `<video>` (issue 28 item 5). A lazy chunk: the element loads it
 * only when it has such children. The first `<source>` the browser or an engine plays is the source when
 * there is no `src` and no `vid`; when it fails before its first frame (a 404, a decoding error) the next
 * playable one is tried, and only the last one's failure shows the error. `<track kind="captions|subtitles">`
 * are caption choices under their label (`default` shows one) and are listed in `player.textTracks`
 * (`text-track-mirror.ts`); `<track kind="chapters">` names the sections of the seek bar as markers and in
 * the hover preview, and `<track kind="metadata" label="thumbnails">` (WebVTT with `#xywh=` sprites) gives the
 * seek bar's hover preview its thumbnails.
 */

/** Whether the browser or one of the engines plays `url` (of MIME `type`, when given). */
function playable(video: HTMLVideoElement, url: string, type: string): boolean {
  if (type) return playerCanPlayType(video, type) !== '';
  return engines.some((entry) => entry.canPlay(sourceKind(url), video));
}

const childrenOf = <K extends 'source' | 'track'>(host: HTMLElement, tag: K) => [...host.children].filter((child): child is HTMLElementTagNameMap[K] => child.localName === tag);

/** The URLs (absolute) of the `<source>` children that can be played, in order: the first is tried first. */
export function playableSources(host: HTMLElement, video: HTMLVideoElement | null): string[] {
  if (!video) return [];
  return childrenOf(host, 'source')
    .filter((source) => source.getAttribute('src') && playable(video, source.src, source.type))
    .map((source) => source.src);
}

/** Id prefix of the caption choices that come from `<track>` children. */
export const TRACK_ID = 'track:';

/** A caption choice of a `<track>` child, with what `textTracks` lists of it. */
export interface CaptionChild extends SubtitleTrack, MirroredCaption {}

/** The caption choices of the `<track kind="captions|subtitles">` children (the first with a label wins a repeated label) and the `default` one. */
export function captionTracks(host: HTMLElement): { tracks: CaptionChild[]; defaultId: string | undefined } {
  const tracks: CaptionChild[] = [];
  let defaultId: string | undefined;
  for (const track of childrenOf(host, 'track')) {
    const kind = track.getAttribute('kind') || 'subtitles';
    if (kind !== 'captions' && kind !== 'subtitles') continue;
    if (!track.getAttribute('src')) continue;
    const label = track.label || track.srclang || `${tracks.length + 1}`;
    const id = `${TRACK_ID}${label}`;
    if (tracks.some((known) => known.id === id)) continue;
    tracks.push({ id, label, url: track.src, kind, language: track.srclang });
    if (track.default && defaultId === undefined) defaultId = id;
  }
  return { tracks, defaultId };
}

/** Chapters of a WebVTT text: one marker per cue at its start, named by the cue's text. */
export async function chapterMarkers(url: string): Promise<PlayerMarker[]> {
  return (await vttCues(url)).map((cue) => ({ time: cue.start, text: cue.text.replace(/\s+/g, ' ').trim(), button: '', href: '', chapter: true }));
}

/** Cues of a WebVTT file (`media-captions`). */
async function vttCues(url: string) {
  return parseSubtitles(String(await request(url, { read: 'text' })), 'vtt', url);
}

/**
 * A WebVTT thumbnails track (`sprite.jpg#xywh=0,0,160,90` per cue, relative to the track): the tile at a
 * time, for the seek bar's hover preview. Cues without a valid `#xywh=` are skipped.
 */
export async function thumbnailTrack(url: string): Promise<PlayerThumbnails> {
  const tiles: (ThumbnailTile & { start: number; end: number })[] = [];
  for (const cue of await vttCues(url)) {
    const match = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(cue.text.trim());
    if (!match) continue;
    const [x, y, w, h] = match.slice(2).map(Number) as [number, number, number, number];
    if (w > 0 && h > 0) tiles.push({ start: cue.start, end: cue.end, url: new URL(match[1]!, new URL(url, document.baseURI)).href, x, y, w, h });
  }
  return { url, at: (time) => tiles.find((tile) => tile.start <= time && time < tile.end) ?? tiles.findLast((tile) => tile.start <= time) ?? null };
}

/**
 * Applies the `<track>` children to the state after a load (or when they change): the caption choices join
 * the others (stream tracks, `video_srt` files), the `default` one is shown unless the viewer chose already;
 * the chapters become the seek bar's markers.
 */
export async function applyTracks(host: ChildrenHost, core: PlayerCore, tracks: Tracks): Promise<void> {
  const token = core.token();
  const { tracks: captions, defaultId } = captionTracks(host);
  const current = core.state().subtitles;
  const others = current.tracks.filter((track) => !track.id.startsWith(TRACK_ID));
  const all = [...others, ...captions];
  const kept = current.selected?.filter((id) => all.some((track) => track.id === id));
  if (captions.length || current.tracks.length !== others.length) {
    tracks.set({ tracks: all, selected: kept ?? (defaultId ? [defaultId] : captions.length && !others.length ? [] : null) });
  }
  const metadata = (test: (track: HTMLTrackElement) => boolean) => childrenOf(host, 'track').find((track) => track.getAttribute('src') && test(track));
  mirrorTracks(host, core, tracks, captions);
  const chapters = metadata((track) => track.getAttribute('kind') === 'chapters');
  // The platform's own sprite wins for a vid.
  const thumbnails = core.state().thumbnails ? undefined : metadata((track) => track.getAttribute('kind') === 'metadata' && track.label === 'thumbnails');
  await Promise.all([
    chapters && fromTrack(chapters, chapterMarkers, (markers) => token === core.token() && core.set({ markers })),
    thumbnails && fromTrack(thumbnails, thumbnailTrack, (found) => token === core.token() && core.set({ thumbnails: found })),
  ]);
}

/** Loads a metadata track's file; a failure is a warning (as for subtitle files). */
async function fromTrack<T>(track: HTMLTrackElement, read: (url: string) => Promise<T>, use: (value: T) => unknown): Promise<void> {
  try {
    use(await read(track.src));
  } catch (error) {
    console.warn(`ddi-player: the ${track.kind} track ${track.src} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The `<source>` URLs not tried yet in the current load, per player. */
const untried = new WeakMap<ChildrenCore, string[]>();

/** A load with children: the first playable `<source>` is tried (when there is no src/vid), then the `<track>` children apply. */
export async function load(host: ChildrenHost, core: ChildrenCore): Promise<void> {
  const [first = '', ...rest] = playableSources(host, core.video());
  untried.set(core, rest);
  fallThrough(host, core);
  await start(host, core, first);
}

async function start(host: ChildrenHost, core: ChildrenCore, url: string): Promise<void> {
  core.childSrc = url;
  core.source.start(() => core.stop());
  await core.source.attached;
  void applyTracks(host, core, core.tracks);
}

const wrapped = new WeakSet<FailurePolicy>();

/**
 * As a `<video>` tries its next `<source>`: a failure of a `<source>` child's load before its first frame
 * (`readyState` < 2: a 404, an unsupported or undecodable file, an engine's fatal error) starts the next
 * playable one instead of showing the error; the last one's failure is the player's error (spec §8). The
 * failure policy's `fail()` is wrapped once per player here, so the first load pays nothing for it (decision 0059).
 */
function fallThrough(host: ChildrenHost, core: ChildrenCore): void {
  const policy = core.failure;
  if (wrapped.has(policy)) return;
  wrapped.add(policy);
  const fail = policy.fail.bind(policy);
  policy.fail = (details, code, requestUri) => {
    const next = untried.get(core) ?? [];
    const playingChild = !host.src && !host.vid && core.childSrc !== '';
    if (!playingChild || !next.length || (core.video()?.readyState ?? 0) > 1) return fail(details, code, requestUri);
    console.warn(`ddi-player: the <source> ${core.childSrc} did not play (${details}); trying ${next[0]}`);
    untried.set(core, next.slice(1));
    core.source.attached = start(host, core, next[0]!);
  };
}

/** Children added or removed: a `<source>` for a player without a source loads it (as a `<video>` does); tracks apply at once. */
export function changed(host: ChildrenHost & { load(): void }, core: ChildrenCore): void {
  if (!host.src && !host.vid && !core.childSrc) host.load();
  else void applyTracks(host, core, core.tracks);
}
