import type { Locale } from '../i18n/language';

/** The player speaks Chinese or English (player-api.md): Chinese locales get `zh_CN`, the rest `en`. */
export function playerLangOf(locale: Locale): 'zh_CN' | 'en' {
  return locale === 'zh_CN' || locale === 'zh_TW' ? 'zh_CN' : 'en';
}
