/**
 * Playing by `vid` (player spec §3–§6): validate the id, load the video info, apply the access gates
 * in the spec's order and turn the info into a playback plan for the host. Part of the lazy platform
 * chunk; the host never sees the client's calls, only this plan.
 */
import { ErrorCode } from '../core/errors.js';
import type { PlayerLanguage } from '../core/i18n.js';
import type { ResolvedOptions } from '../core/options.js';
import { domainAllowed, isPreviewId, isVideoId, lineList, statusError } from './video-rules.js';
import { subtitleFiles } from '../core/state.js';
import type { SourceKind, WatermarkInfo } from '../core/state.js';
import { withParams, type StreamAccess } from '../engines/access.js';
import { hasWebAssembly } from '../engines/engine.js';
import { VideoInfoError, tokenViewer, type PlatformClient } from './platform-client.js';
import type { KeyFrame, LocalisedTip, ThumbnailSprite, VideoInfo } from './video-info.js';

export { PlatformClient, passwordHash, statsSign } from './platform-client.js';
export { ViewStatistics, qualityBeacon } from './statistics.js';

/** Labels of the mp4 qualities, lowest first. */
const qualityLabels = ['360P', '480P', '720P', '1080P'];

export interface PlaybackPlan {
  info: VideoInfo;
  client: PlatformClient;
  /** What the engine plays first. */
  url: string;
  /** mp4 qualities (seed 0), lowest first; empty for streams. */
  qualities: { label: string; url: string }[];
  /** Index into `qualities` to start with (`my_br`), or -1. */
  startQuality: number;
  /** True when the source mp4 is kept (`keepsource`): no quality fallback. */
  keepSource: boolean;
  access: StreamAccess;
  audioUrl: string;
  lines: string[];
  line: string;
  pid: string;
  thumbnail: ThumbnailSprite | null;
  markers: KeyFrame[];
  previewDuration: number;
  reportFreq: number;
  cover: string;
  needsPassword: boolean;
  /** Side-loaded subtitles (`video_srt` and `match_srt`), URLs resolved against the platform. */
  subtitles: { title: string; url: string }[];
  /** The viewer named by the playsafe token (spec §6). */
  tokenViewer: string;
  /** What the viewer-id and audio watermarks need (player state `watermark`). */
  watermark: WatermarkInfo;
  /** Switches the route of later playlist and fragment requests (spec §1 lines). */
  setLine(line: string): void;
}

/** A gate refused playback: the code and, when the platform gave one, a custom tip. */
export interface PlaybackRefusal {
  code: ErrorCode;
  details: string;
  tip?: LocalisedTip | undefined;
  /** Message key override (e.g. `notSupportDRM10`). */
  messageKey?: 'notSupportDRM10';
}

export interface ClientEnvironment {
  userAgent: string;
  host: string;
  hasWebAssembly: boolean;
  touch: boolean;
}

export const currentEnvironment = (): ClientEnvironment => ({
  userAgent: navigator.userAgent,
  host: location.hostname,
  hasWebAssembly: hasWebAssembly(),
  touch: navigator.maxTouchPoints > 1,
});

/** The client kinds of `forbidClients` this browser is. */
export function clientKinds({ userAgent, touch }: ClientEnvironment): string[] {
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && touch);
  const android = /Android/i.test(userAgent);
  const mobile = ios || android || /Mobi/i.test(userAgent);
  const kinds = [mobile ? 'mobile' : 'pc'];
  if (ios) kinds.push('ios');
  if (android) kinds.push('android');
  if (/MicroMessenger/i.test(userAgent)) kinds.push('wechat');
  return kinds;
}

export const isOpera = (userAgent: string) => /\bOPR\/|\bOpera\b/.test(userAgent);

/** A platform tip in the chosen language (spec §8: server codes other than '0' show tips in the chosen language). */
export const tipIn = (tip: LocalisedTip | null | undefined, lang: PlayerLanguage) => (tip ? (tip[lang] ?? tip.en ?? tip.zh_CN) : undefined);

/** A player session id for `pid`: time plus random, `^[A-Za-z0-9_-]{1,64}$`. */
export const newPid = () => `${Date.now()}X${Math.floor(Math.random() * 1e6)}`;

/** Rewrites the route marker `/vod/line/{route}/` of a fragment URL to `line`. */
export const rewriteRoute = (url: string, line: string) => (line ? url.replace(/\/vod\/line\/[^/]+\//, `/vod/line/${encodeURIComponent(line)}/`) : url);

/** What the video info tells once it has passed the gates: the kind of stream to play and its cover (absolute; '' for none). */
export interface PassedGates {
  kind: SourceKind;
  cover: string;
}

export interface PrepareInput {
  vid: string;
  options: ResolvedOptions;
  client: PlatformClient;
  pid: string;
  environment?: ClientEnvironment;
  /**
   * Called once the video info has passed the gates (after the sign check, before the playsafe and auth-key
   * requests), so the engine chunk can load and the cover show while they answer (issue 22).
   */
  onPassed?: (early: PassedGates) => void;
}

/** A domain list of the video info as host names: a comma-separated string is split, anything else but strings dropped. */
function hostList(value: unknown): string[] {
  const entries: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return entries.filter((entry): entry is string => typeof entry === 'string');
}

/** Loads the video info and applies the gates; resolves to a plan or a refusal. */
export async function preparePlayback(input: PrepareInput): Promise<PlaybackPlan | PlaybackRefusal> {
  const { vid, options, client, pid } = input;
  const environment = input.environment ?? currentEnvironment();
  if (!isVideoId(vid) && !isPreviewId(vid)) return { code: ErrorCode.videoJson, details: `"${vid}" is not a video id (34 characters ending in _ and its first character)` };

  // Spec §6 ban flags: ban_preview_video 'on' refuses a preview id instead of playing the preview.
  if (isPreviewId(vid) && options.ban_preview_video === 'on') return { code: ErrorCode.operationDisabled, details: `"${vid}" is a preview id and ban_preview_video is on` };

  let info: VideoInfo;
  try {
    info = await client.videoInfo(vid, options.nocache === true);
  } catch (error) {
    const clientCode = error instanceof VideoInfoError ? error.clientCode : 1;
    return { code: ErrorCode.videoJson, details: `code ${clientCode}: ${error instanceof Error ? error.message : String(error)}` };
  }

  const status = statusError(info.status);
  if (status) return { code: status, details: `video status ${info.status}`, tip: info.userError ?? undefined };
  const protectedStream = info.protect_mode === 1 || info.drm !== null;
  const kinds = clientKinds(environment);
  if ((info.forbidClients ?? []).some((kind) => kinds.includes(kind))) return { code: ErrorCode.operationDisabled, details: `client ${kinds.join('/')} forbidden` };
  if (protectedStream && options.disableOpera && isOpera(environment.userAgent)) return { code: ErrorCode.operationDisabled, details: 'encrypted video in Opera' };
  const domain = info.domain ?? { setting_type: 0, enabled: [], disabled: [] };
  const ownHost = new URL(client.base).hostname;
  if (!domainAllowed(environment.host, { enabled: hostList(domain.enabled), disabled: hostList(domain.disabled), settingType: domain.setting_type }, [ownHost])) {
    return { code: ErrorCode.domain, details: `host ${environment.host} not allowed` };
  }
  if (info.timeoutflow) return { code: ErrorCode.timeoutFlow, details: 'timeoutflow' };
  if (info.outflow) return { code: ErrorCode.overflow, details: 'outflow' };
  if (info.playauth === 1) {
    let check: Awaited<ReturnType<PlatformClient['signCheck']>>;
    try {
      check = await client.signCheck(vid, options.code);
    } catch {
      check = { ok: false };
    }
    if (!check.ok) return { code: ErrorCode.system, details: `sign check failed${check.serverCode ? ` (server code ${check.serverCode})` : ''}`, tip: check.serverCode ? info.playerError?.[check.serverCode] : undefined };
  }

  // Spec §5: HLS needs WebAssembly, else the DRM-not-supported message: the platform's HLS (plain or
  // protected); mp4 and the DRM manifests (the browser's EME) do not.
  const hls = !info.drm && info.seed !== 0 && Boolean(info.hlsIndex);
  if ((hls || info.protect_mode === 1) && !environment.hasWebAssembly) return { code: ErrorCode.loadVideo, details: 'no WebAssembly', messageKey: 'notSupportDRM10' };
  const cover = info.cover ? client.url(info.cover) : '';
  input.onPassed?.({ kind: info.drm ? (info.drm.hls ? 'hls' : 'dash') : hls ? 'hls' : 'progressive', cover });
  let token = '';
  if (protectedStream) {
    if (options.playsafe) token = options.playsafe;
    else if (options.playsafeUrl) {
      try {
        token = await client.playsafeFrom(options.playsafeUrl, vid);
      } catch (error) {
        return { code: ErrorCode.loadVideo, details: `playsafe: ${error instanceof Error ? error.message : String(error)}` };
      }
    } else {
      console.warn('ddi-player: missing playsafe: a protected video needs the playsafe or playsafeUrl option');
      return { code: ErrorCode.loadVideo, details: 'missing playsafe' };
    }
  }

  const lines = lineList(info.lines, info.line);
  const route = { line: info.line || lines[0] || '' };
  const device = kinds[0] === 'pc' ? 'pc' : 'mobile';
  const mediaParams: Record<string, string> = { pid, ...(options.appId ? { appId: options.appId } : {}) };
  const access: StreamAccess = {
    playlistParams: { device, ...mediaParams, ...(route.line ? { route: route.line } : {}) },
    fragmentUrl: (url) => rewriteRoute(url, route.line),
    ...(info.protect_mode === 1 ? client.keyAccess(vid, token) : {}),
  };
  const keepSource = info.keepsource === 1 && Boolean(info.play_source_url);
  let qualities: { label: string; url: string }[] = [];
  let url: string;
  if (info.drm) {
    // The CENC HLS through hls.js's EME when the platform has it, else the DASH manifest through dash.js.
    url = client.url(info.drm.hls || info.drm.manifest);
    access.clearKeyServer = client.url(info.drm.licenseUrl, { token });
  } else if (info.seed === 0 || !info.hlsIndex) {
    const sources = keepSource ? [info.play_source_url] : info.mp4;
    qualities = await Promise.all(
      sources.map(async (source, index) => {
        const plain = client.url(source, mediaParams);
        const signed = await client.withAuthKey(vid, plain).catch(() => plain);
        return { label: keepSource ? 'Source' : (qualityLabels[index] ?? `${index}`), url: signed };
      }),
    );
    if (qualities.length === 0) return { code: ErrorCode.videoJson, details: 'the video info has no media' };
    url = '';
  } else {
    url = client.url(info.hlsIndex);
    // Spec §7 token2: the auth_key of the index path goes on every playlist (the platform writes it into the
    // fragment URLs); none when the call fails (the platform then decides).
    const authKey = new URL(await client.withAuthKey(vid, url).catch(() => url)).searchParams.get('auth_key');
    if (authKey) access.playlistParams!.auth_key = authKey;
    // Spec §3 hlsIndex2: tried once when the first index fails to load.
    if (info.hlsIndex2) access.indexFallback = client.url(info.hlsIndex2);
  }
  const startQuality = qualities.length ? Math.min(qualities.length - 1, Math.max(0, (info.my_br || 1) - 1)) : -1;
  if (qualities.length) url = qualities[startQuality]!.url;
  const plan: PlaybackPlan = {
    info,
    client,
    url,
    qualities,
    startQuality,
    keepSource,
    access,
    audioUrl: info.aac_link ? client.url(info.aac_link, mediaParams) : '',
    lines,
    line: route.line,
    pid,
    thumbnail: info.thumbnail ? { ...info.thumbnail, url: client.url(info.thumbnail.url) } : null,
    markers: Array.isArray(info.videokeyframes) ? info.videokeyframes : [],
    previewDuration: info.previewDuration > 0 ? info.previewDuration : 0,
    reportFreq: info.reportFreq > 0 ? info.reportFreq : 10,
    cover,
    needsPassword: info.usepassword === 1,
    subtitles: subtitleFiles(info.video_srt, info.match_srt).map((file) => ({ ...file, url: client.url(file.url) })),
    tokenViewer: token ? tokenViewer(token) : '',
    watermark: { viewer: token ? tokenViewer(token) : '', protected: protectedStream, audioFp: Boolean(info.audio_fp) },
    setLine(line: string) {
      route.line = line;
      if (access.playlistParams) access.playlistParams.route = line;
    },
  };
  // A password video's media need the grant of the successful check (the server writes it into fragment URLs).
  if (plan.needsPassword) {
    client.onGrant = (_vid, grant) => {
      const add = (target: string) => (target ? withParams(target, { grant }) : target);
      access.playlistParams = { ...access.playlistParams, grant };
      for (const quality of plan.qualities) quality.url = add(quality.url);
      plan.url = add(plan.url);
      plan.audioUrl = add(plan.audioUrl);
    };
  }
  return plan;
}

export const isRefusal = (value: PlaybackPlan | PlaybackRefusal): value is PlaybackRefusal => 'code' in value && !('info' in value);
