/** The learner spec's API languages. */
export const apiLanguages = ['CN', 'EN', 'TW', 'TH'] as const;
export type ApiLanguage = (typeof apiLanguages)[number];

const byCode: Record<string, ApiLanguage> = {
  cn: 'CN', zh: 'CN', 'zh-cn': 'CN', zh_cn: 'CN', 'zh-hans': 'CN',
  tw: 'TW', 'zh-tw': 'TW', zh_tw: 'TW', 'zh-hk': 'TW', 'zh-hant': 'TW',
  en: 'EN', 'en-us': 'EN', en_us: 'EN',
  th: 'TH', 'th-th': 'TH', th_th: 'TH',
};

function match(tag: string): ApiLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  return byCode[lower] ?? byCode[lower.split(/[-_]/)[0] ?? ''];
}

/**
 * The language of a request: the `lang` query first, then `Accept-Language` in order of preference,
 * else English (the API's neutral default).
 */
export function requestLanguage(lang: unknown, acceptLanguage: string | undefined): ApiLanguage {
  if (typeof lang === 'string' && lang) {
    const fromQuery = match(lang);
    if (fromQuery) return fromQuery;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const fromHeader = match(part.split(';')[0] ?? '');
    if (fromHeader) return fromHeader;
  }
  return 'EN';
}
