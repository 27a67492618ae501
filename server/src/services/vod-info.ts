import type { VideoRow } from '../repositories/vod-videos.js';
import { hlsLevels, isIngested, linesOf, mp4Levels, thumbnailGrid } from './vod-media.js';

/**
 * `hlsIndex`, `hlsIndex2`, `hls302` (docs/api.md "Media URLs"): the `index2` test video's first index is
 * down and its second works; the `redirect` one's index answers a 302 to the master.
 */
function hlsIndexes(video: VideoRow, hasHls: boolean): { hlsIndex: string; hlsIndex2: string; hls302: 0 | 1 } {
  const master = `/vod/hls/${video.vid}/master.m3u8`;
  if (!hasHls) return { hlsIndex: '', hlsIndex2: '', hls302: 0 };
  if (video.hlsIndexMode === 'index2') return { hlsIndex: master, hlsIndex2: `/vod/hls/${video.vid}/index2.m3u8`, hls302: 0 };
  if (video.hlsIndexMode === 'redirect') return { hlsIndex: `/vod/hls302/${video.vid}/master.m3u8`, hlsIndex2: '', hls302: 1 };
  return { hlsIndex: master, hlsIndex2: '', hls302: 0 };
}

/**
 * The overlay fields of issue 9 (docs/api.md "Video platform: overlays"): each only when the video sets it,
 * except `interactive_video` (always 0 or 1), `ppt` (`''` when none) and `adMatter` (`[]` when none).
 */
export function overlayInfo(video: VideoRow, interactive: boolean): Record<string, unknown> {
  const { adMatter, adText, teaser, tail, tailRecommendOpt, spread, ppt } = video.overlays;
  return {
    interactive_video: interactive ? 1 : 0,
    adMatter: adMatter ?? [],
    ...(adText ? { adText } : {}),
    ...(teaser ? { teaser_show: teaser.show, teaser_url: teaser.url, teaser_time: teaser.time } : {}),
    ...(tail ? { tail_show: tail.show, tail_url: tail.url, tail_time: tail.time } : { tail_show: 0, tail_url: '', tail_time: 0 }),
    ...(tailRecommendOpt ? { tailRecommendOpt } : {}),
    ...(spread ? { spread } : {}),
    ppt: ppt ?? '',
  };
}

/** The decrypted video-info JSON (docs/api.md "Video info"); `interactive`: it has quiz questions or visitor forms. */
export function videoInfo(video: VideoRow, requestedId: string, interactive = false): Record<string, unknown> {
  const vid = video.vid;
  const mp4 = mp4Levels(video).map((q) => `/vod/mp4/${vid}/${q}.mp4`);
  const levels = hlsLevels(video);
  const hls = levels.map((q) => `/vod/hls/${vid}/${q}.m3u8`);
  const preview = requestedId.length === 35;
  const lines = linesOf(video);
  const dash = video.hasDash ? `/vod/dash/${vid}/manifest.mpd` : '';
  return {
    vid: requestedId,
    title: video.title,
    duration: video.durationSeconds,
    cataid: video.cataid,
    catatree: video.catatree,
    status: video.status,
    seed: video.seed,
    df_num: video.seed === 0 ? mp4.length : Math.max(levels.length, video.drmKid ? 1 : 0),
    my_br: Math.min(video.myBr, Math.max(1, video.seed === 0 ? mp4.length : levels.length)),
    mp4,
    hls,
    ...hlsIndexes(video, levels.length > 0),
    realtimeSlicing: 0,
    convertHls: 0,
    convertHlsUrl: '',
    keepsource: video.keepsource,
    play_source_url: video.keepsource ? (mp4.at(-1) ?? '') : '',
    dash,
    drm: video.drmKid
      ? { keySystem: 'org.w3.clearkey', manifest: dash, hls: `/vod/drm/hls/${vid}/master.m3u8`, licenseUrl: `/vod/drm/clearkey/${vid}` }
      : null,
    protect_mode: video.protectMode,
    aac_link: video.hasAudio ? `/vod/audio/${vid}.m4a` : '',
    ratio: video.ratio,
    cover: isIngested(video) ? `/vod/files/${vid}/cover.jpg` : '/media/lesson/cover.jpg',
    video_srt: video.hasSubtitles
      ? { 中文: '/media/lesson/subtitles/lesson.zh.vtt', English: '/media/lesson/subtitles/lesson.en.vtt' }
      : {},
    videokeyframes: video.keyframes,
    thumbnail: video.hasThumbnails
      ? { url: isIngested(video) ? `/vod/files/${vid}/sprite.jpg` : '/media/vod/thumbnails/long-sprite.jpg', ...thumbnailGrid(video.durationSeconds) }
      : null,
    lines: lines.join(','),
    line: lines[0] ?? '',
    usepassword: video.password ? 1 : 0,
    playauth: video.playauth,
    validUrl: '',
    timeoutflow: video.timeoutflow,
    outflow: video.outflow,
    forbidClients: video.forbidClients,
    domain: video.domain,
    previewDuration: preview ? video.previewDuration : 0,
    reportFreq: video.reportFreq,
    playerError: {},
    userError: null,
    openDanmu: video.overlays.danmu?.length ? 1 : 0,
    audio_fp: 0,
    userMsgSeiEnabled: 0,
    ...overlayInfo(video, interactive),
  };
}
