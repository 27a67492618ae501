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
  subtitles: 'Subtitles',
  line: 'Line',
  danmu: 'Danmu',
  screenshot: 'Screenshot',
  pictureInPicture: 'Picture-in-picture',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pageFullscreen: 'Page fullscreen',
  exitPageFullscreen: 'Exit page fullscreen',
  auto: 'Auto',
  loop: 'Loop',
  close: 'Close',
  save: 'Save',
  replay: 'Replay',
  resumeTip: 'Last played at {time}, replaying',
  screenshotPreview: 'Screenshot preview',
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
  copySuccess: 'Copied',
  answerWrong: 'Wrong answer',
  answerRight: 'Right answer',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const zh_CN: Messages = {
  player: '视频播放器',
  play: '播放',
  pause: '暂停',
  mute: '静音',
  unmute: '取消静音',
  volume: '音量',
  volumeValueText: '{percent}%',
  seek: '播放进度',
  seekValueText: '{current}，共 {total}',
  speed: '倍速',
  quality: '清晰度',
  settings: '设置',
  subtitles: '字幕',
  line: '线路',
  danmu: '弹幕',
  screenshot: '截图',
  pictureInPicture: '画中画',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  pageFullscreen: '网页全屏',
  exitPageFullscreen: '退出网页全屏',
  auto: '自动',
  loop: '循环播放',
  close: '关闭',
  save: '保存',
  replay: '从头播放',
  resumeTip: '上次播放到 {time}，正在为您续播',
  screenshotPreview: '截图预览',
  menu: '播放器菜单',
  loadError: '视频暂时无法播放，请稍后刷新重试。',
  systemError: '视频暂时无法播放，请稍后刷新重试。',
  qualityError: '播放不流畅，请切换清晰度。',
  notPassed: '视频审核未通过。',
  deleted: '视频已被删除。',
  transcoding: '视频正在转码中。',
  notAudited: '视频尚未审核。',
  abnormal: '视频状态异常。',
  blocked: '视频已被禁播，请联系管理员。',
  domainError: '视频无法播放，请联系管理员。',
  timeoutflowError: '视频无法播放，请联系管理员。',
  outflowError: '视频无法播放，请联系管理员。',
  recordError: '视频不能在单独的窗口中播放，请重新打开页面。',
  disableOpera: '当前浏览器不支持播放加密视频。',
  passwordError: '您输入的密码不正确！',
  networkError: '网络异常，请稍后重试！',
  timeError: '系统时间异常，请调整后重试。',
  notAllowPip: '当前不允许使用画中画',
  notSupportFullscreen: '当前浏览器不支持全屏。',
  videoNotSupportFullscreen: '当前视频不支持全屏。',
  notSupportDRM10: '当前浏览器与该视频不兼容，请更换浏览器。',
  copySuccess: '复制成功',
  answerWrong: '回答错误',
  answerRight: '回答正确',
};

export const playerLanguages = ['zh_CN', 'en'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];

const catalogues: Record<PlayerLanguage, Messages> = { zh_CN, en };

/** A known `lang` value (`zh_CN`, also written `zh-CN`, or `en`), else the browser's language (Chinese → zh_CN, anything else → en). */
export function resolveLanguage(lang: unknown, browserLanguage = globalThis.navigator?.language ?? 'en'): PlayerLanguage {
  if (lang === 'zh_CN' || lang === 'zh-CN') return 'zh_CN';
  if (lang === 'en') return lang;
  return browserLanguage.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en';
}

export function messagesFor(language: PlayerLanguage): Messages {
  return catalogues[language];
}

/** Fills `{name}` placeholders. Values are inserted as text by Lit, so they are never parsed as HTML. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
