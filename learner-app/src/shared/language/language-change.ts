/**
 * The language menu's rules (spec §2, from the earlier interface): changing
 * the language rebuilds the page; on home or login it does so in place,
 * during an answer page it asks first, and anywhere else it goes to /home
 * first. The menu offers Traditional Chinese, Thai and English.
 */
import type { Locale } from '../i18n/language';
import { HOME_PATH, LOGIN_PATH } from '../routing/paths';

/** The header language menu's choices, in the spec's order. */
export const MENU_LOCALES: readonly Locale[] = ['zh_TW', 'th_TH', 'en_US'];

/** Pages where a learner is answering questions: leaving them loses answers. */
export const ANSWER_PATHS: readonly string[] = ['/course/abilityAnswer', '/course/checkAnswer', '/leadershipDNA/answer'];

export type LanguageChange = 'rebuild-in-place' | 'confirm-then-home' | 'home-first';

export function languageChangeFor(path: string): LanguageChange {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  if (normalised === '/' || normalised === LOGIN_PATH || normalised === HOME_PATH) return 'rebuild-in-place';
  if (ANSWER_PATHS.some((answer) => answer.toLowerCase() === normalised)) return 'confirm-then-home';
  return 'home-first';
}
