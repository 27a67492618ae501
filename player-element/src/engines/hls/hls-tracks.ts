import type { SubtitleCue } from '../../core/state.js';
import type { Engine, EngineContext } from '../engine.js';

/** A rendition of the manifest (`#EXT-X-MEDIA`) as hls.js lists it. */
interface Rendition {
  name?: string;
  lang?: string;
}

/** The part of hls.js the track handling uses. */
export interface TracksHls {
  readonly subtitleTracks?: readonly Rendition[];
  readonly audioTracks?: readonly Rendition[];
  subtitleTrack?: number;
  audioTrack?: number;
  /** hls.js's config: `captionsTextTrack1Label` … `captionsTextTrack4Label` name the CEA-608 channels. */
  readonly config?: object;
  on(event: string, listener: (event: string, data: never) => void): void;
}

/** `Hls.Events.CUES_PARSED` (with `renderTextTracksNatively: false`). */
interface CuesParsed {
  type: 'captions' | 'subtitles';
  cues: VTTCue[];
  track: string;
  closedCaptions?: Rendition;
  subtitleTrack?: Rendition;
}

const labelOf = (rendition: Rendition, fallback: string) => rendition.name || rendition.lang || fallback;

/**
 * A CEA-608 channel's label (`textTrack1` …) when the manifest names none (no `CLOSED-CAPTIONS` rendition):
 * hls.js's `captionsTextTrackNLabel`, by default English for the first channel and Spanish for the second
 * (spec §3), else `CC1` ….
 */
function captionLabel(hls: TracksHls, track: string): string {
  const label = (hls.config as Record<string, unknown> | undefined)?.[`captions${track.charAt(0).toUpperCase()}${track.slice(1)}Label`];
  return typeof label === 'string' && label ? label : track.replace('textTrack', 'CC');
}

/**
 * A cue as the subtitle layer draws it. hls.js numbers CEA-608 caption rows from 1 (`line` 1–15); the
 * caption grid counts rows from 0 at the top, as WebVTT lines do, so a caption cue's line moves up by one.
 */
const toCue = (cue: VTTCue, captions: boolean): SubtitleCue => ({
  start: cue.startTime,
  end: cue.endTime,
  text: cue.text,
  line: captions && typeof cue.line === 'number' ? cue.line - 1 : cue.line,
  position: cue.position,
  size: cue.size,
  align: cue.align,
  vertical: cue.vertical,
});

/**
 * The stream's subtitle tracks (`stream:<index>`), closed captions (`cc:<name>`, found with their first
 * cue) and audio tracks, reported through `onTracks`; the cues of the shown subtitle track and of the
 * captions go to `onCues`, so the player's own subtitle layer draws them (hls.js renders nothing itself).
 */
export function watchTracks(hls: TracksHls, events: Record<string, string | undefined>, context: EngineContext): Pick<Engine, 'setSubtitleTrack' | 'setAudioTrack'> {
  const { onTracks, onCues } = context;
  if (!onTracks || !onCues) return {};
  const captions = new Map<string, string>();
  const report = () =>
    onTracks({
      subtitles: [
        ...(hls.subtitleTracks ?? []).map((track, index) => ({ id: `stream:${index}`, label: labelOf(track, `${index + 1}`) })),
        ...[...captions].map(([name, label]) => ({ id: `cc:${name}`, label })),
      ],
      audio: (hls.audioTracks ?? []).map((track, index) => ({ index, label: labelOf(track, `${index + 1}`) })),
      audioTrack: hls.audioTrack ?? -1,
    });
  for (const name of ['MANIFEST_PARSED', 'SUBTITLE_TRACKS_UPDATED', 'AUDIO_TRACKS_UPDATED', 'AUDIO_TRACK_SWITCHED']) {
    const event = events[name];
    if (event) hls.on(event, report);
  }
  const cuesParsed = events.CUES_PARSED;
  if (cuesParsed) {
    hls.on(cuesParsed, (_event, data: CuesParsed) => {
      let id: string;
      if (data.type === 'captions') {
        id = `cc:${data.track}`;
        if (!captions.has(data.track)) {
          captions.set(data.track, data.closedCaptions ? labelOf(data.closedCaptions, data.track) : captionLabel(hls, data.track));
          report();
        }
      } else {
        const index = (hls.subtitleTracks ?? []).findIndex((track) => track === data.subtitleTrack);
        id = `stream:${index >= 0 ? index : (hls.subtitleTrack ?? 0)}`;
      }
      onCues(id, [...data.cues].map((cue) => toCue(cue, data.type === 'captions')));
    });
  }
  return {
    setSubtitleTrack(index) {
      // Spec §5: a subtitle track index is an integer from -1 (none) to the track count minus 1.
      const count = hls.subtitleTracks?.length ?? 0;
      if (!Number.isInteger(index) || index < -1 || index >= count) {
        console.warn(`ddi-player: subtitle track index ${index} is not an integer from -1 to ${count - 1}; the track stays ${hls.subtitleTrack ?? -1}`);
        return;
      }
      hls.subtitleTrack = index;
    },
    setAudioTrack(index) {
      hls.audioTrack = index;
    },
  };
}
