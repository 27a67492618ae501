/**
 * The initials an avatar shows for a person's name: the first letters of the first and last words for names
 * written in an alphabet with capitals ("Demo Learner" → "DL"), one letter otherwise — a Thai name gives its
 * first consonant (a leading vowel such as เ or ไ is skipped, as it is not where the name starts when said),
 * a Chinese name its first character. Letters are whole graphemes (a consonant with its marks stays whole).
 * An empty name gives ''.
 */
const THAI_LEADING_VOWELS = /^[\u0E40-\u0E44]/u;
const CASED_ALPHABET = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

function firstGrapheme(word: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word.replace(THAI_LEADING_VOWELS, ''));
  for (const { segment } of segments) return segment;
  return '';
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.at(-1);
  if (CASED_ALPHABET.test(first) && last !== undefined && words.length > 1) {
    return (firstGrapheme(first) + firstGrapheme(last)).toLocaleUpperCase();
  }
  return firstGrapheme(first).toLocaleUpperCase();
}
