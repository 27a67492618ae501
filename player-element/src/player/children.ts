import type { PlayerMarker, PlayerThumbnails, SubtitleTrack, ThumbnailTile } from '../core/state.js';
import { engines, sourceKind } from '../engines/engine.js';
import { parseSubtitles } from '../ddi-subtitles/subtitle-parser.js';
import { request } from '../platform/request.js';
import { playerCanPlayType } from './media-surface.js';
import type { PlayerCore } from './player-core.js';
import type { SourceController } from './source.js';
import type { Tracks } from './tracks.js';

/** What the chunk uses of the player controller (`player-controller.ts`, which loads this chunk). */
export interface ChildrenCore extends PlayerCore {
  childSrc: string;
  readonly source: SourceController;
  readonly tracks: Tracks;
  stop(): void;
}

/**
 * `<source>` and `<track>` children, as on a `<video>` (issue 28 item 5). A lazy chunk: the element loads it
 * only when it has such children. The first `<source>` the browser or an engine plays is the source when
 * there is no `src` and no `vid`; `<track kind="captions|subtitles">` are caption choices under their label
 * (`default` shows one), `<track kind="chapters">` names the sections of the seek bar as markers, and
 * `<track kind="metadata" label="thumbnails">` (WebVTT with `#xywh=` sprites) gives the seek bar's hover
 * preview its thumbnails.
 */

/** Whether the browser or one of the engines plays `url` (of MIME `type`, when given). */
function playable(video: HTMLVideoElement, url: string, type: string): boolean {
  if (type) return playerCanPlayType(video, type) !== '';
  return engines.some((entry) => entry.canPlay(sourceKind(url), video));
}

const childrenOf = <K extends 'source' | 'track'>(host: HTMLElement, tag: K) => [...host.children].filter((child): child is HTMLElementTagNameMap[K] => child.localName === tag);

/** The URL of the first `<source>` child that can be played (absolute), or `''`. */
export function chooseSource(host: HTMLElement, video: HTMLVideoElement | null): string {
  if (!video) return '';
  return childrenOf(host, 'source').find((source) => source.getAttribute('src') && playable(video, source.src, source.type))?.src ?? '';
}

/** Id prefix of the caption choices that come from `<track>` children. */
const TRACK_ID = 'track:';

/** The caption choices of the `<track kind="captions|subtitles">` children (the first with a label wins a repeated label) and the `default` one. */
export function captionTracks(host: HTMLElement): { tracks: SubtitleTrack[]; defaultId: string | undefined } {
  const tracks: SubtitleTrack[] = [];
  let defaultId: string | undefined;
  for (const track of childrenOf(host, 'track')) {
    const kind = track.getAttribute('kind') ?? 'subtitles';
    if (!['captions', 'subtitles', ''].includes(kind) || !track.getAttribute('src')) continue;
    const label = track.label || track.srclang || `${tracks.length + 1}`;
    const id = `${TRACK_ID}${label}`;
    if (tracks.some((known) => known.id === id)) continue;
    tracks.push({ id, label, url: track.src });
    if (track.default && defaultId === undefined) defaultId = id;
  }
  return { tracks, defaultId };
}

/** Chapters of a WebVTT text: one marker per cue at its start, named by the cue's text. */
export async function chapterMarkers(url: string): Promise<PlayerMarker[]> {
  return (await vttCues(url)).map((cue) => ({ time: cue.start, text: cue.text.replace(/\s+/g, ' ').trim(), button: '', href: '' }));
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
export async function applyTracks(host: HTMLElement, core: PlayerCore, tracks: Tracks): Promise<void> {
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

/** A load with children: the `<source>` to play is chosen, the source loads, then the `<track>` children apply. */
export async function load(host: HTMLElement & { src: string; vid: string }, core: ChildrenCore): Promise<void> {
  core.childSrc = chooseSource(host, core.video());
  core.source.start(() => core.stop());
  await core.source.attached;
  void applyTracks(host, core, core.tracks);
}

/** Children added or removed: a `<source>` for a player without a source loads it (as a `<video>` does); tracks apply at once. */
export function changed(host: HTMLElement & { src: string; vid: string; load(): void }, core: ChildrenCore): void {
  if (!host.src && !host.vid && !core.childSrc) host.load();
  else void applyTracks(host, core, core.tracks);
}
