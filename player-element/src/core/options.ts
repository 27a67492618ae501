import { validateLiveSync, type LiveSyncConfig } from './hls-live-sync.js';
import { isRecord, safeHttpUrl } from './sanitize.js';
import type { AdItem, AdText, QuizQuestion, VisitorForm } from '../platform/video-info.js';

/** The skins of spec §2. */
export const skins = ['ouchn', 'blue', 'gold', 'green', 'red'] as const;
export type Skin = (typeof skins)[number];

/** Many spec options are the strings `'on'` / `'off'`. */
export type OnOff = 'on' | 'off';

/** Viewer information supplied by the host page (spec §3). */
export interface ViewerInfo {
  viewerId?: string;
  viewerName?: string;
  viewerExtraInfo1?: string;
  viewerExtraInfo2?: string;
  viewerExtraInfo3?: string;
  viewerAvatar?: string;
}

/** The subtitle style entries of spec §3; sizes in px, `spacing` is the letter spacing in px. */
export interface SubtitleStyle {
  position?: 'top' | 'middle' | 'bottom';
  align?: 'left' | 'center' | 'right';
  /** Font size at the base size (`srt_caption_base_width` x `srt_caption_base_height`); clamped to 20–40 px. */
  fontSize?: number;
  fontColor?: string;
  fontBold?: boolean;
  fontItalics?: boolean;
  /** CSS font family. */
  fontStyle?: string;
  outlineWidth?: number;
  outlineColor?: string;
  spacing?: number;
  /** Vertical text: `''`, `lr` or `rl`. */
  vertical?: '' | 'lr' | 'rl';
}

/**
 * A danmu (scrolling comment) of spec §3: items of the `danmu` list and of `sendDanmu()`. Only `msg` is
 * required (items without it are ignored); it is always shown as text.
 */
export interface DanmuItem {
  /** The comment's text. */
  msg: string;
  /** Position in the video (s) at which it appears; `sendDanmu` uses the current time. */
  time?: number;
  /** A CSS colour (default white). */
  fontColor?: string;
  /** Font size in px (12–64, default 20). */
  fontSize?: number;
  /** `roll` (right to left, default), `top` (at most 6 at a time) or `bottom` (one at a time); fixed ones last 5 s. */
  fontMode?: 'roll' | 'top' | 'bottom';
  /** Share of the player height rolling comments may use: 0–1 or a percentage string (`'50%'`). Default all. */
  fontArea?: number | string;
  /** The same share as a number of percent (0–100); wins over `fontArea`. */
  fontAreaPercent?: number;
  /** Rolling speed in px per second of video (default: crossing the player in 8 s). */
  speed?: number;
}

/**
 * The anti-piracy marquee (spec §3 "Marquee data"; rules of §4, §5, §9; see `<ddi-marquee>`): `username`
 * is the text shown; `setting` 1–7 the pattern; `lifeTime`, `interval` and `speed` in seconds;
 * `fontSize` px (at least 12); `fontColor` / `filterColor` a colour number or hex string; `alpha`
 * 0.01–1 or a percentage; `filter` on gives a 2 px text shadow in `filterColor`.
 */
export interface MarqueeOptions {
  username?: string | number;
  setting?: number;
  lifeTime?: number;
  interval?: number;
  speed?: number;
  fontSize?: number;
  fontColor?: number | string;
  alpha?: number | string;
  filter?: boolean | number | string;
  filterColor?: number | string;
}

/**
 * A logo watermark (spec §3 "Logo config", rules of §5; see `<ddi-watermark>`): `position` 1 top-left,
 * 2 top-right, 3 bottom-left, 4 bottom-right (0: none); at most 120x120 px.
 */
export interface LogoOptions {
  src?: string;
  href?: string;
  position?: 0 | 1 | 2 | 3 | 4;
  opacity?: number;
  width?: number | string;
  height?: number | string;
  resize?: boolean;
  offsetX?: number;
  offsetY?: number;
  align?: 'left' | 'center' | 'right';
  lengthUnit?: 'pixel' | 'percentage';
}

/** A custom item of the right-click menu (spec §3, "Right menu item"). */
export interface RightMenuItem {
  /** The text of the item (shown as text, never as HTML). */
  rightName: string;
  /** Opened in a new tab when the item is chosen (http and https only). */
  rightUrl?: string;
  /** Called when the item is chosen. */
  callback?: () => void;
}

/**
 * `player.options`: every option of the player spec §3 under its spec name. All are optional; the
 * defaults are `optionDefaults`. Options marked "later" are accepted and kept in `resolvedOptions` but
 * act only once the feature that uses them is built (video platform, overlays).
 */
export interface PlayerOptions {
  /** Player width: a CSS length, or a number of pixels. Default `'100%'`. */
  width?: string | number;
  /** Player height: a CSS length or pixels; default: 16:9 of the width. */
  height?: string | number;
  /** Start playing once loaded (with sound, then muted when `mutedAutoplay`, else paused with the cover). */
  autoplay?: boolean;
  /** Initial volume, 0–1; anything else gives 0.75. */
  volume?: number;
  /** Start muted. */
  muted?: boolean;
  /** Play again from 0 at the end (and at the clip range's end). */
  loop?: boolean;
  /** The speed list; normalised by the rule of spec §5 (see `normaliseSpeeds`). */
  speed?: unknown;
  /** Control bar skin. */
  skin?: Skin;
  /** Where the controls are: 0 over the video (auto-hiding), 1 below the video (always shown), 2 none. */
  skinLocation?: 0 | 1 | 2;
  /** Logo watermarks: one config or a list (spec §3 "Logo config"); invalid entries warn and are skipped. */
  logo?: LogoOptions | LogoOptions[];
  /** Hide the control bar (keyboard shortcuts still work). */
  hideControlBar?: boolean;
  /** Audio mode may be used. */
  audioMode?: boolean;
  /** Video mode may be used. */
  videoMode?: boolean;
  /** The mode to start in. */
  priorityMode?: 'video' | 'audio';
  /** `'on'`: no seeking at all, from keys, the progress bar or the page's API (spec §6). */
  ban_seek?: OnOff;
  /**
   * The tolerance (s, default 1) of the forced-back check: under `ban_seek` or `ban_seek_by_limit_time`
   * a jump the player did not make (devtools, media keys) larger than this is undone.
   */
  ban_seek_deviation?: number;
  /** `'on'`: no seeking beyond the furthest watched time (continuous playback, resume, `watchEndTime`). */
  ban_seek_by_limit_time?: OnOff;
  /** `'on'`: no controls at all. */
  ban_ui?: OnOff;
  /** `'on'`: no danmu button (later). */
  ban_barrage_btn?: OnOff;
  /** Show the screenshot button. */
  screenshot?: boolean;
  /** A number of at least 500, else 15000. */
  preloadDataSize?: number;
  /** At least 10, else 10. */
  preloadDurationLength?: number;
  /** `'off'`: the video's interactive layers (quizzes, visitor forms, key-frame buttons, `interactive_video`) stay closed. */
  is_interaction?: OnOff;
  /** Fullscreen button and `f` shortcut. */
  allowFullscreen?: boolean;
  /** ←/→ seek distance in milliseconds. */
  keyboardSeekTime?: number;
  /** Viewer information; `viewerId` keys the remembered quality. */
  viewerInfo?: ViewerInfo;
  /** Resume only for videos longer than this many minutes. */
  history_video_duration?: number;
  /** Offer `Auto` in the quality menu. */
  showAuto?: boolean;
  /** Horizontal alignment of the picture: `left`, `center`, `right`. */
  video_align?: 'left' | 'center' | 'right';
  srt_caption_txt_size?: number;
  /** Caption line height in px at the base size, scaled with the player like `srt_caption_txt_size` (never below the font size). */
  srt_caption_txt_height?: number;
  srt_caption_base_height?: number;
  srt_caption_base_width?: number;
  /** How the cover image fills the player: `scaleToFill`, `scaleAspectFit`, `scaleAspectFill`. */
  cover_display?: 'scaleToFill' | 'scaleAspectFit' | 'scaleAspectFill';
  /** Cover opacity in percent (0–100). */
  cover_opacity?: number;
  /** Show the page-fullscreen button. */
  full_page_screen?: boolean;
  disableOpera?: boolean;
  /** With `originVid`: play the preview of `originVid` (the preview id `originVid + 'p'`) instead of `vid`. */
  preview?: boolean;
  ban_preview_video?: OnOff;
  /** Show the picture-in-picture button. */
  pictureInPicture?: boolean;
  /** Ours (issue 28, decisions 0047, 0064): a cast button where the browser can cast and reports a target; on by default, `false` turns it off. */
  cast?: boolean;
  /** When autoplay with sound is refused, autoplay muted. */
  mutedAutoplay?: boolean;
  ban_ad?: boolean;
  showLine?: OnOff;
  /** Slides (`<ddi-slides>`): the main view, `'ppt'` (default: the slide, with the video in the small window) or `'video'`. */
  mainScreen?: 'ppt' | 'video';
  /** Slides: the small (secondary) window's width in px (default 355). */
  subWidth?: number;
  /** Slides: the small (secondary) window's height in px (default 200). */
  subHeight?: number;
  /** Slides: the chapter panel starts open (default `true`); `false` starts it closed (its handle opens it). */
  pptVisible?: boolean;
  /** Slides: the viewer may swap the main view and the small window (the switch button); default `false`: the layout stays as `mainScreen` says. */
  pptEnable?: boolean;
  /** HLS: a segment that still fails after its retries is skipped (`ddi-segment-skip`) instead of `#007`. */
  skipErrorTs?: boolean;
  /**
   * The fallback script of spec §7 (decision 0042): an ES module URL (relative to the player's script)
   * exporting `attach(context)`, used when no built-in engine can play the source. Default none: `#007`.
   */
  fallbackScript?: string;
  /** Interface language: `zh_CN` (or `zh-CN`) or `en`. */
  lang?: string;
  /** Clip range start in seconds (`start < end < duration`). */
  start?: number;
  /** Clip range end in seconds: playback loops to 0 or pauses there (`ddi-clip-end`). */
  end?: number;
  playsafe?: string;
  playsafeUrl?: string;
  code?: string;
  /** Video id on the video platform (later). */
  vid?: string;
  /** Media URL (mp4, `.m3u8`, `.mpd`); the same as the `src` attribute. */
  url?: string;
  df?: number;
  teaser_show?: number;
  teaser_url?: string;
  teaser_time?: number;
  tail_show?: number;
  tail_url?: string;
  tail_time?: number;
  appId?: string;
  statistics?: Record<string, unknown>;
  /** `1` shows the speed menu, `2` hides it; any other value is ignored. */
  show_rate?: number;
  /** Start (s) of the part the host's records say was already watched: playback starts there (a resume position still wins). */
  watchStartTime?: number;
  /** End (s) of the part already watched: under `ban_seek_by_limit_time` the viewer may seek up to here. */
  watchEndTime?: number;
  player_id?: string;
  /** The original video of a preview: sent with the statistics; with `preview: true` its preview is played. */
  originVid?: string;
  /** Turn every keyboard shortcut off. */
  preventKeyboardEvent?: boolean;
  /** `'on'`: never resume from the last position. */
  ban_history_time?: OnOff;
  /** `'off'`: do not remember seen questions in local storage (`exam-<vid>-<examId>`); see `<ddi-quiz>`. */
  recordRightAnswer?: OnOff;
  /** Custom items of the right-click menu. */
  rightMenu?: RightMenuItem[];
  /** Origin of the video platform for `vid` (default: the origin the player script came from). */
  platformBase?: string;
  /** Load the video info from the platform's beta path (`nocache`), never from a cache. */
  nocache?: boolean;
  /** Extra hls.js settings over the spec §9 defaults; live-sync rules of §5 apply. */
  hlsConfig?: LiveSyncConfig & Record<string, unknown>;
  // ---- feature overlays (issue 9; each overlay documents and validates its own options)
  /** The end screen (replay, share, recommendations): shown by default when playing by vid; `true` shows it for `src` too, `false` never. */
  endScreen?: boolean;
  // ---- quiz and visitor form (issue 9; validated by <ddi-quiz> / <ddi-visitor-form>)
  /** Quiz questions for `src` players (same shape as the platform's exam list; added to it when playing by vid). Bad items: a warning, skipped. */
  questions?: QuizQuestion[];
  /** Visitor-information forms (same shape as the platform's visitor list; added to it when playing by vid). Bad items: a warning, skipped. */
  visitorForms?: VisitorForm[];
  // ---- ads (issue 9; validated by <ddi-ads>, spec §3 "Ad item", §5 ads rules)
  /** Ad items (start, pause, end, popup); wins over the video info's `adMatter`. Ignored under `ban_ad`. */
  adMatter?: AdItem[];
  /** The scrolling text ad bar `{ text, url }`; wins over the video info's `adText`. Ignored under `ban_ad`. */
  adText?: AdText;
  // ---- teaser, spread, end screen (issue 9; validated in <ddi-teaser>, <ddi-spread>, <ddi-end-screen>)
  // teaser_show / teaser_url / teaser_time and tail_show / tail_url / tail_time are declared above (spec §3).
  /**
   * The spread banner (`<ddi-spread>`; wins over the video info's): `tg_content` `'txt:<text>'` is a text
   * ticker, `'<jpg|jpeg|png|gif|webp|svg>:<url>'` an image; `tg_url` an http(s) link; `tg_position`
   * `'top'` (default) or `'bottom'`; `tg_opacity` 0–100 (default 100). Malformed: a console warning and no banner.
   */
  spread?: { tg_url?: string; tg_position?: 'top' | 'bottom'; tg_content: string; tg_opacity?: number };
  /**
   * End-screen recommendations (wins over the video info's): `type` 0 none, 1 related, 2 newest, 3 hottest,
   * 4 recommended (from `GET /vod/recommend/{vid}.rjson` or `recommendations`), 5 the replay cover only,
   * 6 one custom card `custom: { title, url, image }`.
   */
  tailRecommendOpt?: { type: number; custom?: { title: string; url: string; image?: string } };
  /** Recommendation lists for the end screen instead of the platform's: `{ related, newest, hottest, recommended }` of `{ vid, title, firstImage, duration }`. */
  recommendations?: Partial<Record<'related' | 'newest' | 'hottest' | 'recommended', { vid: string; title: string; firstImage?: string; duration?: number }[]>>;
  /**
   * The playlist side panel (`<ddi-playlist>`, spec §2): entries `{ title, vid | src, cover?, duration? }`
   * (`src` an http(s) media URL, `cover` an http(s) picture, `duration` seconds). Choosing one plays it.
   * Entries without a title or a vid / src: a console warning, skipped.
   */
  playlist?: { title: string; vid?: string; src?: string; cover?: string; duration?: number }[];
  /** The URL the end screen shares (QR code, social links); default the page's URL. */
  shareUrl?: string;
  /** The `src` of the player script in the end screen's embed code (default: this player's module URL). */
  embedScriptUrl?: string;
  // ---- marquee and watermarks (spec §2, §4, §5, §9)
  /** The anti-piracy marquee (`<ddi-marquee>`); not an object: a console warning and no marquee. */
  marquee?: MarqueeOptions;
  /**
   * Where to fetch signed marquee data instead (see `fetchSignedMarquee`): answers `{ data, sign }`, and
   * a second request with that sign answers `{ sign2 }`, which must equal `sign`.
   */
  marqueeUrl?: string;
  /** Show the viewer-id watermark (`viewerInfo.viewerId` or the playsafe token's viewer); protected videos always show it. */
  viewerWatermark?: boolean;
  // ---- danmu (spec §2 danmu layer, §7 Danmu JSON)
  /** Danmu list: a URL of a JSON array of `DanmuItem`s (fetched with GET), or the array itself. */
  danmu?: string | DanmuItem[];
  /** Danmu shown at first: `1`/`true` on, `0`/`false` off (by `vid`: the video info's `openDanmu`). Default: on when `danmu` is given. */
  openDanmu?: number | boolean;
  // ---- subtitles (spec §3 Subtitle; defaults applied by the subtitle layer)
  /** Side-loaded subtitles for `src` players: title → SRT/WebVTT URL (the video info's `video_srt`). */
  video_srt?: Record<string, string>;
  /** Side-loaded subtitles for `src` players: `[{ title, url }]` (the video info's `match_srt`). */
  match_srt?: { title: string; url: string }[];
  /** `false`: no subtitles, no selector. Default `true`. */
  subtitlesEnabled?: boolean;
  /** Offer "double subtitles" (two languages at once). Default `true` when there are two languages. */
  subtitlesDoubleEnabled?: boolean;
  /** Start with double subtitles: `true` (the first two languages) or the two titles. */
  subtitlesDoubleDefault?: boolean | [string, string];
  /** Remember the chosen language in the preferences. Default `true`. */
  saveSubtitles?: boolean;
  /**
   * **ours**: caption titles to show first, in order of preference (e.g. the page's language: `['English', 'EN']`),
   * when the viewer has saved no choice; the first title the video has wins, else the video's own default.
   * Validated by the subtitle layer (anything but a string in it is ignored).
   */
  subtitlesPreferred?: string[];
  /** The subtitle style entries of spec §3 (`position` top / middle / bottom, `align`, fonts, outline, …). */
  subtitleStyle?: SubtitleStyle;
  // ---- slides (issue 9)
  /**
   * Slides for `src` players (by vid: the video info's `ppt` id): chapters `page` (title, thumbnail `t_img`,
   * start second `sec`, slide `text`) and slide images `slides` (`{ sec, img }`). Validated by `<ddi-slides>`:
   * bad entries are skipped with a warning.
   */
  ppt?: SlidesData | string;
}

// ---- slides (issue 9)
/** A chapter of the slides (spec §3 PPT page): title, thumbnail URL, start second, slide text. */
export interface SlidesPage {
  title: string;
  t_img: string;
  sec: number;
  text?: string;
}

/** The `ppt` option: chapters and slide images (spec §3 Slide entry `{ sec, img }`). */
export interface SlidesData {
  page?: SlidesPage[];
  slides?: { sec: number; img: string }[];
}

export const defaultSpeeds: readonly number[] = [2, 1.5, 1.2, 1, 0.5];

/** The defaults of spec §3 (and of the options the spec lists without one). */
export const optionDefaults = {
  width: '100%' as string | number,
  autoplay: false,
  volume: 0.75,
  muted: false,
  loop: false,
  speed: defaultSpeeds as number[],
  skinLocation: 0 as 0 | 1 | 2,
  hideControlBar: false,
  audioMode: true,
  videoMode: true,
  priorityMode: 'video' as 'video' | 'audio',
  ban_seek: 'off' as OnOff,
  ban_seek_by_limit_time: 'off' as OnOff,
  ban_ui: 'off' as OnOff,
  ban_barrage_btn: 'off' as OnOff,
  screenshot: false,
  preloadDataSize: 15000,
  preloadDurationLength: 10,
  is_interaction: 'on' as OnOff,
  allowFullscreen: true,
  keyboardSeekTime: 15000,
  history_video_duration: 5,
  showAuto: true,
  video_align: 'center' as 'left' | 'center' | 'right',
  srt_caption_txt_size: 20,
  srt_caption_txt_height: 20,
  srt_caption_base_height: 720,
  srt_caption_base_width: 1280,
  cover_display: 'scaleToFill' as 'scaleToFill' | 'scaleAspectFit' | 'scaleAspectFill',
  cover_opacity: 70,
  full_page_screen: false,
  disableOpera: true,
  preview: false,
  ban_preview_video: 'off' as OnOff,
  pictureInPicture: false,
  cast: true,
  mutedAutoplay: false,
  ban_ad: false,
  showLine: 'on' as OnOff,
  mainScreen: 'ppt' as 'ppt' | 'video',
  subWidth: 355,
  subHeight: 200,
  pptVisible: true,
  pptEnable: false,
  skipErrorTs: true,
  fallbackScript: '',
  preventKeyboardEvent: false,
  ban_history_time: 'off' as OnOff,
  rightMenu: [] as RightMenuItem[],
};

/** `player.resolvedOptions`: the input after the defaults and the rules of spec §5. */
export type ResolvedOptions = Omit<PlayerOptions, keyof typeof optionDefaults> & typeof optionDefaults;

/** Spec §5: the player param must be an object. */
export function assertPlainObject(value: unknown): asserts value is PlayerOptions {
  const prototype = value !== null && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  if (prototype !== Object.prototype && prototype !== null) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an instance' : typeof value;
    throw new TypeError(`ddi-player: options must be a plain object such as { autoplay: true }, got ${kind}`);
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** Rounds down to 2 decimals (with a guard against 1.15 * 100 = 114.999…). */
const floor2 = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

/**
 * Spec §5, speed list: not an array gives the defaults; only numbers greater than 0 and at most 3 are
 * kept, rounded down to 2 decimals and de-duplicated; 1 is always added; at most 6 entries are kept;
 * sorted descending; if only one remains, the defaults apply.
 */
export function normaliseSpeeds(input: unknown): number[] {
  if (!Array.isArray(input)) return [...defaultSpeeds];
  const kept: number[] = [];
  for (const value of input) {
    if (!isNumber(value) || value <= 0 || value > 3) continue;
    const speed = floor2(value);
    if (speed > 0 && speed !== 1 && !kept.includes(speed)) kept.push(speed);
  }
  const speeds = [...kept.slice(0, 5), 1].sort((a, b) => b - a);
  return speeds.length > 1 ? speeds : [...defaultSpeeds];
}

/** Spec §5, clip range: numbers with `start < end < duration`; `start` alone must be before the end. */
export function clipRange(start: unknown, end: unknown, duration: number): { start: number; end: number | undefined } | null {
  const from = start === undefined ? 0 : start;
  if (!isNumber(from) || from < 0 || !(duration > 0) || from >= duration) return null;
  if (end === undefined) return from > 0 ? { start: from, end: undefined } : null;
  if (!isNumber(end) || !(from < end && end < duration)) return null;
  return { start: from, end };
}

/** A number, or a string of digits, is pixels; any other non-empty string is a CSS length. */
const cssLength = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (isNumber(value) || /^\d+(\.\d+)?$/.test(text)) return `${isNumber(value) ? value : text}px`;
  return text || undefined;
};


/** Defaults of spec §3 plus the validation rules of spec §5. Throws on an illegal `hlsConfig`. */
export function resolveOptions(input: PlayerOptions): ResolvedOptions {
  const options = { ...optionDefaults, ...input } as ResolvedOptions & Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) if (value === undefined && key in optionDefaults) options[key] = optionDefaults[key as keyof typeof optionDefaults];

  if (!isNumber(options.preloadDataSize) || options.preloadDataSize < 500) options.preloadDataSize = 15000;
  if (!isNumber(options.preloadDurationLength) || options.preloadDurationLength < 10) options.preloadDurationLength = 10;
  if (options.show_rate !== 1 && options.show_rate !== 2) delete options.show_rate;
  if (!isNumber(options.volume) || options.volume < 0 || options.volume > 1) options.volume = optionDefaults.volume;
  options.speed = normaliseSpeeds(input.speed);
  if (!isNumber(options.keyboardSeekTime) || options.keyboardSeekTime <= 0) options.keyboardSeekTime = optionDefaults.keyboardSeekTime;
  if (!isNumber(options.history_video_duration) || options.history_video_duration < 0) options.history_video_duration = 5;
  if (!isNumber(options.cover_opacity) || options.cover_opacity < 0 || options.cover_opacity > 100) options.cover_opacity = 70;
  if (options.skinLocation !== 1 && options.skinLocation !== 2) options.skinLocation = 0;
  if (options.skin !== undefined && !skins.includes(options.skin)) delete options.skin;
  if (options.lang === 'zh-CN') options.lang = 'zh_CN';
  if (options.lang !== 'zh_CN' && options.lang !== 'en') delete options.lang;
  if (!['left', 'center', 'right'].includes(options.video_align)) options.video_align = 'center';
  if (!['scaleToFill', 'scaleAspectFit', 'scaleAspectFill'].includes(options.cover_display)) options.cover_display = 'scaleToFill';
  if (options.priorityMode !== 'audio') options.priorityMode = 'video';
  options.width = cssLength(options.width) ?? optionDefaults.width;
  const height = cssLength(options.height);
  if (height) options.height = height;
  else delete options.height;
  for (const key of ['start', 'end', 'watchStartTime', 'watchEndTime', 'ban_seek_deviation'] as const) if (!isNumber(options[key]) || options[key] < 0) delete options[key];
  options.rightMenu = (Array.isArray(input.rightMenu) ? input.rightMenu : [])
    .filter((item): item is RightMenuItem => isRecord(item) && typeof item.rightName === 'string')
    .map((item) => ({
      rightName: item.rightName,
      ...(safeHttpUrl(item.rightUrl) ? { rightUrl: safeHttpUrl(item.rightUrl) } : {}),
      ...(typeof item.callback === 'function' ? { callback: item.callback } : {}),
    }));
  options.fallbackScript = safeHttpUrl(input.fallbackScript, import.meta.url);
  if (input.fallbackScript && !options.fallbackScript) console.warn('ddi-player: fallbackScript must be an http(s) URL or a path; ignored');
  if (options.hlsConfig !== undefined) {
    assertPlainObject(options.hlsConfig);
    validateLiveSync(options.hlsConfig);
  }
  return options;
}
