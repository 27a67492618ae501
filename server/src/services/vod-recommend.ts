import type { VideoRow } from '../repositories/vod-videos.js';

/** An end-screen recommendation (player spec §3 recommendation entry). */
export interface Recommendation {
  vid: string;
  title: string;
  firstImage: string;
  duration: number;
}

export interface Recommendations {
  related: Recommendation[];
  newest: Recommendation[];
  hottest: Recommendation[];
  recommended: Recommendation[];
}

/** A video any page can play without a password, token, sign or special client/domain (and that plays at all). */
export function isOpenlyPlayable(video: VideoRow): boolean {
  return (
    (video.status === 60 || video.status === 61) &&
    video.jsonMode === 'normal' &&
    !video.password &&
    video.playauth === 0 &&
    video.protectMode === 0 &&
    !video.drmKid &&
    !video.requireAuthKey &&
    !video.timeoutflow &&
    !video.outflow &&
    video.forbidClients.length === 0 &&
    video.domain.setting_type === 0
  );
}

const related = 8;
const shortList = 4;

/**
 * The four lists of `GET /vod/recommend/{vid}.rjson` (docs/api.md "Video platform: overlays"), from the other
 * openly playable videos: `related` those sharing a catalogue tag first (then the rest, catalogue order),
 * `newest` by creation, `hottest` by view-statistics rows, `recommended` every other one of the catalogue.
 */
export function recommendations(video: VideoRow, all: readonly VideoRow[], views: ReadonlyMap<string, number>): Recommendations {
  const others = all.filter((other) => other.vid !== video.vid && isOpenlyPlayable(other));
  const entry = (other: VideoRow): Recommendation => ({
    vid: other.vid,
    title: other.title,
    firstImage: '/media/lesson/cover.jpg',
    duration: other.durationSeconds,
  });
  const shares = (other: VideoRow) => other.features.some((tag) => video.features.includes(tag));
  const byCatalogue = (a: VideoRow, b: VideoRow) => a.sortOrder - b.sortOrder || a.slug.localeCompare(b.slug);
  return {
    related: [...others.filter(shares), ...others.filter((other) => !shares(other))].slice(0, related).map(entry),
    newest: [...others]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.sortOrder - a.sortOrder)
      .slice(0, shortList)
      .map(entry),
    hottest: [...others]
      .sort((a, b) => (views.get(b.vid) ?? 0) - (views.get(a.vid) ?? 0) || byCatalogue(a, b))
      .slice(0, shortList)
      .map(entry),
    recommended: others.filter((_other, index) => index % 2 === 0).slice(0, shortList).map(entry),
  };
}
