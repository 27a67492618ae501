/**
 * The strings of the feature overlays (issue 9: quiz, visitor form, ads, teaser and tail, spread, end
 * screen, slides; issue 21: the resume and start-time tip, the network and line-switch tips, the password
 * prompt, the audio-mode panel, the screenshot preview), in English and Chinese like core/i18n.ts. Kept out of the player's first chunk: only the
 * overlay chunks import this module, and read the catalogue of the player's language through
 * `overlayMessages(state.messages)`.
 */
import { messagesFor, type Messages } from './i18n.js';

const en = {
  // ---- tips and small overlays moved out of the first chunk (issue 21)
  resumeTip: 'Last played at {time}, replaying',
  screenshotPreview: 'Screenshot preview',
  audioModePanel: 'Audio mode',
  switchToVideo: 'Switch to video',
  passwordPrompt: 'This video is protected by a password.',
  networkTipLine: 'Network error, switch line',
  switchLine: 'Switch line',
  slowNetwork: 'The network is slow. Switch to a lower quality?',
  lowerQuality: 'Lower quality',
  neverShow: 'Never show again',
  startTip: 'Playback starts at {time}',
  lineSwitching: 'Switching to line {line}…',
  lineSwitched: 'Switched to line {line}',
  lineSwitchFailed: 'Switching to line {line} failed, please try another line or try again later.',
  playlist: 'Playlist',
  playlistCount: 'Playlist ({count})',
  // ---- teaser, spread, end screen (issue 9)
  teaser: 'Teaser',
  tailClip: 'Closing clip',
  skip: 'Skip',
  teaserCountdown: '{seconds} s',
  spread: 'Promotion',
  endScreen: 'Video ended',
  share: 'Share',
  shareQr: 'QR code of the share link: {url}',
  shareOn: 'Share on {site}',
  copyEmbed: 'Copy embed code',
  recommendations: 'Recommended videos',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  recommendPage: 'Page {page} of {pages}',
  // ---- quiz and visitor form (issue 9)
  quiz: 'Question',
  quizChoices: 'Choices',
  quizSubmit: 'Submit',
  quizContinue: 'Continue',
  quizIllustration: 'Illustration',
  quizViewLarger: 'View larger',
  imageViewer: 'Image viewer',
  visitorForm: 'Visitor information',
  visitorRequired: 'All fields are required.',
  visitorInvalid: 'Please complete the information correctly.',
  visitorSubmit: 'Submit',
  visitorSuccess: 'Submitted successfully, thank you!',
  visitorBanner: '{title} (opens in a new tab)',
  // ---- ads (issue 9)
  ad: 'Advertisement',
  adCountdown: 'Ad {seconds}s',
  adSkip: 'Skip ad',
  adSkipIn: 'Skip in {seconds}s',
  adPlay: 'Play ad',
  adLink: 'Advertisement (opens in a new tab)',
  adClose: 'Close ad',
  adPause: 'Pause advertisement',
  adPopup: 'Popup advertisement',
  adText: 'Text advertisement',
  // ---- slides (issue 9)
  slides: 'Slides',
  slidesChapters: 'Chapters',
  slidesTabs: 'Slide views',
  slidesText: 'Text',
  slidesThumbnails: 'Thumbnails',
  slidesShowVideo: 'Show the video in the main view',
  slidesShowSlides: 'Show the slides in the main view',
  slidesWindow: 'Small window',
  slidesMoveWindow: 'Move the small window (drag or arrow keys)',
  slidesSlide: 'Slide {index} of {total}',
  // ---- the right-click menu's shortcut list (issue 28)
  shortcuts: 'Keyboard shortcuts',
  keyPlay: 'Play / pause',
  keySeek: 'Back / forward {seconds} s',
  keyJump: 'Back / forward 10 s',
  keyPercent: 'Jump to 0–90 %',
  keyEnds: 'Start / end',
  keyVolume: 'Volume up / down',
  keyMute: 'Mute / unmute',
  keyFullscreen: 'Fullscreen',
  keyCaptions: 'Captions on / off',
  keySpeed: 'Slower / faster',
} as const;

export type OverlayMessageKey = keyof typeof en;
export type OverlayMessages = Messages & Record<OverlayMessageKey, string>;

const zh_CN: Record<OverlayMessageKey, string> = {
  // ---- tips and small overlays moved out of the first chunk (issue 21)
  resumeTip: '上次播放到 {time}，正在为您续播',
  screenshotPreview: '截图预览',
  audioModePanel: '音频模式',
  switchToVideo: '切换到视频',
  passwordPrompt: '该视频已设置密码。',
  networkTipLine: '网络异常，请切换线路',
  switchLine: '切换线路',
  slowNetwork: '当前网络较慢，是否切换到较低清晰度？',
  lowerQuality: '切换清晰度',
  neverShow: '不再提示',
  startTip: '将从 {time} 开始播放',
  lineSwitching: '正在切换到线路 {line}…',
  lineSwitched: '已切换到线路 {line}',
  lineSwitchFailed: '切换到线路 {line} 失败，请切换其他线路或稍后重试。',
  playlist: '播放列表',
  playlistCount: '播放列表（{count}）',
  // ---- teaser, spread, end screen (issue 9)
  teaser: '片头',
  tailClip: '片尾',
  skip: '跳过',
  teaserCountdown: '{seconds} 秒',
  spread: '推广',
  endScreen: '视频已播放结束',
  share: '分享',
  shareQr: '分享链接的二维码：{url}',
  shareOn: '分享到{site}',
  copyEmbed: '复制嵌入代码',
  recommendations: '推荐视频',
  previousPage: '上一页',
  nextPage: '下一页',
  recommendPage: '第 {page} 页，共 {pages} 页',
  // ---- quiz and visitor form (issue 9)
  quiz: '答题',
  quizChoices: '选项',
  quizSubmit: '提交',
  quizContinue: '继续',
  quizIllustration: '题目配图',
  quizViewLarger: '查看大图',
  imageViewer: '图片查看器',
  visitorForm: '访客信息',
  visitorRequired: '所有项均为必填。',
  visitorInvalid: '请正确填写信息。',
  visitorSubmit: '提交',
  visitorSuccess: '提交成功，谢谢！',
  visitorBanner: '{title}（在新标签页中打开）',
  // ---- ads (issue 9)
  ad: '广告',
  adCountdown: '广告 {seconds}秒',
  adSkip: '跳过广告',
  adSkipIn: '{seconds}秒后可跳过',
  adPlay: '播放广告',
  adLink: '广告（在新标签页中打开）',
  adClose: '关闭广告',
  adPause: '暂停广告',
  adPopup: '弹窗广告',
  adText: '文字广告',
  // ---- slides (issue 9)
  slides: '课件',
  slidesChapters: '章节',
  slidesTabs: '课件视图',
  slidesText: '文字',
  slidesThumbnails: '缩略图',
  slidesShowVideo: '主画面显示视频',
  slidesShowSlides: '主画面显示课件',
  slidesWindow: '小窗口',
  slidesMoveWindow: '移动小窗口（拖动或使用方向键）',
  slidesSlide: '第 {index} 张，共 {total} 张',
  shortcuts: '键盘快捷键',
  keyPlay: '播放 / 暂停',
  keySeek: '后退 / 前进 {seconds} 秒',
  keyJump: '后退 / 前进 10 秒',
  keyPercent: '跳到 0–90%',
  keyEnds: '开头 / 结尾',
  keyVolume: '音量加 / 减',
  keyMute: '静音 / 取消静音',
  keyFullscreen: '全屏',
  keyCaptions: '字幕开 / 关',
  keySpeed: '减速 / 加速',
};

const merged = new Map<Messages, OverlayMessages>();

/** The player's catalogue (`state.messages`) with the overlay strings of the same language added. */
export function overlayMessages(messages: Messages): OverlayMessages {
  let found = merged.get(messages);
  if (!found) {
    found = { ...messages, ...(messages.player === messagesFor('en').player ? en : zh_CN) };
    merged.set(messages, found);
  }
  return found;
}
