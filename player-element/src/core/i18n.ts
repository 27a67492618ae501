/**
 * The player's strings: every message of spec §8 and every accessible name of player-api.md, in
 * English (the source of the keys) and Chinese. `{name}` marks a value filled by `format()`.
 */
const en = {
  player: 'Video player',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  volumeValueText: '{percent}%',
  seek: 'Seek',
  seekValueText: '{current} of {total}',
  speed: 'Speed',
  quality: 'Quality',
  settings: 'Settings',
  back: 'Back',
  subtitles: 'Subtitles',
  line: 'Line',
  danmu: 'Danmu',
  screenshot: 'Screenshot',
  pictureInPicture: 'Picture-in-picture',
  cast: 'Cast',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pageFullscreen: 'Page fullscreen',
  exitPageFullscreen: 'Exit page fullscreen',
  auto: 'Auto',
  loop: 'Loop',
  close: 'Close',
  save: 'Save',
  replay: 'Replay',
  menu: 'Player menu',
  loadError: 'The video is temporarily unavailable, please refresh later.',
  systemError: 'The video is temporarily unavailable, please refresh later.',
  qualityError: 'Playback is not smooth, please switch the quality.',
  notPassed: 'This video did not pass review.',
  deleted: 'This video has been deleted.',
  transcoding: 'This video is being transcoded.',
  notAudited: 'This video has not been reviewed yet.',
  abnormal: 'This video is abnormal.',
  blocked: 'This video is blocked, please contact the administrator.',
  domainError: 'This video is not available, please contact the administrators.',
  timeoutflowError: 'This video is not available, please contact the administrators.',
  outflowError: 'This video is not available, please contact the administrators.',
  recordError: "This video can't be played in a separate window, please reopen the page.",
  disableOpera: 'Encrypted video is not supported in this browser.',
  passwordError: 'The password you entered is incorrect!',
  networkError: 'Network error, please try again later!',
  timeError: 'The system time is abnormal, please adjust it and try again.',
  notAllowPip: 'Not allowed to use Picture-in-Picture currently',
  notSupportFullscreen: 'Fullscreen is not supported in this browser.',
  videoNotSupportFullscreen: 'This video does not support fullscreen.',
  notSupportDRM10: 'Your browser is not compatible with this video, please use another browser.',
  mode: 'Mode',
  videoMode: 'Video',
  audioMode: 'Audio',
  password: 'Password',
  ok: 'OK',
  inputPassword: 'Please enter password!',
  switchedQuality: 'Switched to {label}',
  previewEnd: 'The preview has ended.',
  stillSlicing: 'This video is still being processed: more of it will become available.',
  seekBanned: 'Seeking is not allowed for this video.',
  seekLimited: 'You can only seek within the part you have watched.',
  marker: '{text} at {time}',
  markers: 'Key points',
  // watermarks
  logoLink: 'Logo (opens in a new tab)',
  // subtitles
  subtitlesDouble: 'Double subtitles',
  subtitlesOff: 'Off',
  audioTrack: 'Audio track',
  captionStyle: 'Caption style',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;


export const playerLanguages = ['zh_CN', 'en'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];

/** The catalogues loaded so far: English is built in, Chinese is a lazy chunk (1.5 KB gzip off the first load). */
const catalogues: Partial<Record<PlayerLanguage, Messages>> = { en };
let chinese: Promise<void> | undefined;

/** Loads a language's strings of one catalogue; undefined when they are here. */
export type CatalogueLoad = (language: PlayerLanguage) => Promise<unknown> | undefined;

/** The overlays' catalogue, once an overlay chunk has added it (`addCatalogue`). */
let overlayLoad: CatalogueLoad | undefined;

/**
 * Loads `language`'s strings (the player's, and the overlays' once an overlay chunk has loaded) if they are
 * not here yet; undefined when they are. The player waits for it before an update (`scheduleUpdate`), and the
 * overlay host before it shows an overlay it has just loaded, so nothing renders in another language first.
 */
export function languageLoad(language: PlayerLanguage): Promise<unknown> | undefined {
  const player = catalogues[language]
    ? undefined
    : (chinese ??= import('./i18n-zh.js').then(({ zh_CN }) => {
        catalogues.zh_CN = zh_CN;
      }));
  const overlays = overlayLoad?.(language);
  return player || overlays ? Promise.all([player, overlays]) : undefined;
}

/** Adds the overlays' catalogue (core/i18n-overlays.ts, decision 0075): `languageLoad` loads its strings too from now on. */
export function addCatalogue(load: CatalogueLoad): void {
  overlayLoad = load;
}

/** A known `lang` value (`zh_CN`, also written `zh-CN`, or `en`), else the browser's language (Chinese → zh_CN, anything else → en). */
export function resolveLanguage(lang: unknown, browserLanguage = globalThis.navigator?.language ?? 'en'): PlayerLanguage {
  if (lang === 'zh_CN' || lang === 'zh-CN') return 'zh_CN';
  if (lang === 'en') return lang;
  return browserLanguage.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en';
}

/** `language`'s strings, or English while its catalogue is still loading (`languageLoad`). */
export function messagesFor(language: PlayerLanguage): Messages {
  return catalogues[language] ?? en;
}

/** Fills `{name}` placeholders. Values are inserted as text by Lit, so they are never parsed as HTML. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
