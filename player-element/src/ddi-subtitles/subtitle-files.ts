import type { PlayerState } from '../core/state.js';
import { readPreferences } from '../core/storage.js';
import { request } from '../platform/request.js';
import { parseSubtitles, subtitleFormat } from './subtitle-parser.js';

// The side-loaded subtitle files: which are shown first (the subtitle layer's choice) and one as text (a
// transcript). One module, so the two share one lazy chunk.

/**
 * The subtitles shown first (spec §3, §5): the saved language(s) with `saveSubtitles`, else the first of
 * `subtitlesPreferred` the video has, else the `subtitlesDoubleDefault` pair, else the first language. Track
 * ids; empty when the viewer saved "hidden". The subtitle layer chooses it, and a transcript reads it before
 * the layer has.
 */
export function defaultSubtitleChoice({ options, subtitles: { tracks } }: Pick<PlayerState, 'options' | 'subtitles'>): string[] {
  const byLabels = (labels: readonly string[]) => labels.map((label) => tracks.find((track) => track.label === label)?.id).filter((id): id is string => id !== undefined);
  const saved = options.saveSubtitles !== false ? readPreferences().subtitles : undefined;
  if (saved && (saved.length === 0 || byLabels(saved).length)) return byLabels(saved).slice(0, 2);
  const titles: unknown[] = Array.isArray(options.subtitlesPreferred) ? options.subtitlesPreferred : [];
  const preferred = titles.flatMap((title) => (typeof title === 'string' ? byLabels([title]) : [])).slice(0, 1);
  if (preferred.length) return preferred;
  const pair = options.subtitlesDoubleDefault;
  if (pair && tracks.length > 1 && options.subtitlesDoubleEnabled !== false) {
    const named = Array.isArray(pair) ? byLabels(pair) : [];
    return named.length === 2 ? named : tracks.slice(0, 2).map((track) => track.id);
  }
  return tracks.slice(0, 1).map((track) => track.id);
}

/** One line of a transcript: a subtitle cue's time and its text without markup. */
export interface TranscriptCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

/** The text of one side-loaded subtitle file, for a transcript beside the player (`<ddi-player>.transcript()`). */
export interface Transcript {
  /** The file's title, as the subtitle selector shows it (`English`, `中文`). */
  title: string;
  /** Every side-loaded file's title, in the selector's order: the transcripts there are to choose from. */
  titles: string[];
  cues: TranscriptCue[];
}

/**
 * Reads a transcript: the file titled `title`, else the first one shown (or to be shown first, when the subtitle
 * layer has not chosen yet), else the first. `null` when the video has no side-loaded subtitle file (a stream's own
 * tracks deliver their cues only as they play). Rejects when the file cannot be loaded; a file that is not SRT or
 * WebVTT gives no cues (the parser warns, as for the layer).
 */
export async function readTranscript(state: Pick<PlayerState, 'options' | 'subtitles'>, title: string | undefined, from: EventTarget): Promise<Transcript | null> {
  const files = state.subtitles.tracks.filter((track): track is typeof track & { url: string } => Boolean(track.url));
  const chosen = state.subtitles.selected ?? defaultSubtitleChoice(state);
  const shown = files.find((file) => chosen.includes(file.id));
  const file = files.find((candidate) => candidate.label === title) ?? shown ?? files[0];
  if (!file) return null;
  const text = String(await request(file.url, { read: 'text', from }));
  const cues = await parseSubtitles(text, subtitleFormat(file.url, text), file.url);
  return { title: file.label, titles: files.map((candidate) => candidate.label), cues: cues.map(({ start, end, text: line }) => ({ start, end, text: line })) };
}
