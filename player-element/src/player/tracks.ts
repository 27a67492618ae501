import type { PlayerRequestDetails } from '../core/events.js';
import type { SubtitleCue, SubtitleState } from '../core/state.js';
import { updatePreferences } from '../core/storage.js';
import type { Engine, EngineTracks } from '../engines/engine.js';
import type { PlayerCore } from './player-core.js';

/**
 * Subtitles and audio tracks (spec §2–§4): the selector's tracks (subtitle files of the options or the
 * platform, and the stream's own tracks), the selection, audio track and caption style as host state the
 * selector and the layer agree on, saved in the preferences. The subtitle layer (a lazy chunk) loads once
 * there is a track to show.
 */
export class Tracks {
  readonly #core: PlayerCore;
  readonly #engine: () => Engine | undefined;

  constructor(core: PlayerCore, engine: () => Engine | undefined) {
    this.#core = core;
    this.#engine = engine;
  }

  /** Merges a change into the subtitle state; loads the layer once there is a track. */
  set(patch: Partial<SubtitleState>): void {
    const subtitles = { ...this.#core.state().subtitles, ...patch };
    this.#core.set({ subtitles });
    if (subtitles.tracks.length && this.#core.options().subtitlesEnabled !== false) this.#core.overlay('subtitles');
  }

  /** The subtitle files (options `video_srt` / `match_srt`, or the platform's). */
  files(files: { title: string; url: string }[]): void {
    this.set({ tracks: files.map(({ title, url }) => ({ id: `file:${title}`, label: title, url })) });
  }

  /** The engine found the stream's tracks: they join the files, and the selected stream track shows. */
  stream({ subtitles, audio, audioTrack }: EngineTracks): void {
    this.set({ tracks: [...this.#core.state().subtitles.tracks.filter((track) => track.url), ...subtitles], audioTracks: audio, audioTrack });
    this.#showStream(this.#core.state().subtitles.selected);
  }

  /** Cues of a stream track, for the layer. */
  cues(id: string, cues: SubtitleCue[]): void {
    const all = this.#core.state().subtitles.cues;
    this.set({ cues: { ...all, [id]: [...(all[id] ?? []), ...cues] } });
  }

  /** `ddi-subtitle-request`: selection, audio track, caption style (saved and announced unless it is the layer's initial choice). */
  request(change: PlayerRequestDetails['ddi-subtitle-request']): void {
    const { selected, audioTrack, style, initial } = change;
    const tracks = this.#core.state().subtitles.tracks;
    if (selected) this.#showStream(selected);
    if (audioTrack !== undefined) this.#engine()?.setAudioTrack?.(audioTrack);
    this.set(Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)));
    const titles = selected && !initial ? tracks.filter((track) => selected.includes(track.id)).map((track) => track.label) : undefined;
    const saveChoice = titles && this.#core.options().saveSubtitles !== false;
    if (style || saveChoice) {
      updatePreferences((preferences) => {
        if (style) preferences.captionStyle = { ...style };
        if (saveChoice) preferences.subtitles = titles;
      });
    }
    if (titles) this.#core.emit('ddi-subtitle-change', { titles });
  }

  #showStream(selected: string[] | null): void {
    const stream = selected?.find((id) => id.startsWith('stream:'));
    this.#engine()?.setSubtitleTrack?.(stream ? Number(stream.slice(7)) : -1);
  }
}
