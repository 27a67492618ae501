import type { FeatureOverlay } from './events.js';
import type { ResolvedOptions } from './options.js';
import type { VideoInfo } from '../platform/video-info.js';

type Source = Record<string, unknown>;

const listed = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * Which feature overlays a video uses and which interludes hold its main video from the start (state
 * `holds`). Options win over the video info's fields of the same name. Only a cheap first look: each
 * overlay validates its own data in its chunk and releases its hold when nothing valid is left.
 */
export function featurePlan(options: ResolvedOptions, info: VideoInfo | null): { overlays: FeatureOverlay[]; holds: Record<string, 'start' | 'end'> } {
  const sources = [options as Source, (info ?? {}) as unknown as Source];
  const pick = (key: string) => sources.find((source) => source[key] !== undefined && source[key] !== null && source[key] !== '')?.[key];
  const overlays: FeatureOverlay[] = [];
  const holds: Record<string, 'start' | 'end'> = {};
  // `is_interaction: 'off'` keeps every interactive layer closed: no quiz, no visitor form (the platform's
  // lists, `interactive_video`, the options' own); the key-frame buttons go in the vid flow.
  const interaction = options.is_interaction !== 'off';
  const interactive = interaction && Boolean(sources[1]?.interactive_video);
  if (interactive || (interaction && listed(pick('questions')))) overlays.push('quiz');
  if (interactive || (interaction && listed(pick('visitorForms')))) overlays.push('visitor-form');
  const ads = pick('adMatter');
  if (!options.ban_ad && (listed(ads) || pick('adText'))) {
    overlays.push('ads');
    const at = (location: number) => Array.isArray(ads) && ads.some((ad) => Number((ad as Source | null)?.location) === location);
    if (at(1)) holds['start-ad'] = 'start';
    if (at(3)) holds['end-ad'] = 'end';
  }
  const teaser = pick('teaser_url') && Number(pick('teaser_show') ?? 1) !== 0;
  const tail = pick('tail_url') && Number(pick('tail_show')) === 1;
  if (teaser || tail) overlays.push('teaser');
  if (teaser) holds.teaser = 'start';
  if (tail) holds.tail = 'end';
  if (pick('spread')) overlays.push('spread');
  if (info ? options.endScreen !== false : options.endScreen === true || pick('recommendations')) overlays.push('end-screen');
  if (pick('ppt')) overlays.push('slides');
  if (listed(options.playlist)) overlays.push('playlist');
  return { overlays, holds };
}
