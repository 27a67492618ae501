import type { Locale } from '../i18n/language';

/** The player speaks Chinese or English (player-api.md): Chinese locales get `zh_CN`, the rest `en`. */
export function playerLangOf(locale: Locale): 'zh_CN' | 'en' {
  return locale === 'zh_CN' || locale === 'zh_TW' ? 'zh_CN' : 'en';
}

/** Caption titles that name each app language, most usual first (the video info's `video_srt` keys). */
const CAPTION_TITLES: Record<Locale, readonly string[]> = {
  en_US: ['English', 'EN', 'en', 'Eng'],
  th_TH: ['ไทย', 'ภาษาไทย', 'Thai', 'TH', 'th'],
  zh_CN: ['简体中文', '中文', '中文（简体）', 'Chinese', 'zh'],
  zh_TW: ['繁體中文', '中文（繁體）', '繁体中文', 'zh_TW', 'zh-TW'],
};

/**
 * When a video has no captions in the app's language, the one its learners most likely read next: English for
 * Thai (the working language of Thai companies, where Chinese is rarely read), Simplified for Traditional Chinese.
 */
const FALLBACK: Partial<Record<Locale, Locale>> = { th_TH: 'en_US', zh_TW: 'zh_CN' };

/**
 * The player's `subtitlesPreferred`: captions in the app's language first, then in its fallback language, else
 * the video's own default.
 */
export function captionTitlesOf(locale: Locale): string[] {
  const fallback = FALLBACK[locale];
  return [...CAPTION_TITLES[locale], ...(fallback ? CAPTION_TITLES[fallback] : [])];
}
