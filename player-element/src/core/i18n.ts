/** The English catalogue: the source of the message keys. */
const en = {
  play: 'Play',
  pause: 'Pause',
  player: 'Video player',
  loadError: 'The video is temporarily unavailable, please refresh later.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const zh_CN: Messages = {
  play: '播放',
  pause: '暂停',
  player: '视频播放器',
  loadError: '视频暂时无法播放，请稍后刷新重试。',
};

export const playerLanguages = ['zh_CN', 'en'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];

const catalogues: Record<PlayerLanguage, Messages> = { zh_CN, en };

/** A known `lang` value, else the browser's language (Chinese → zh_CN, anything else → en). */
export function resolveLanguage(lang: string | null | undefined, browserLanguage = globalThis.navigator?.language ?? 'en'): PlayerLanguage {
  if (lang === 'zh_CN' || lang === 'en') return lang;
  return browserLanguage.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en';
}

export function messagesFor(language: PlayerLanguage): Messages {
  return catalogues[language];
}
