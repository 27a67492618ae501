// Validation of quiz questions (spec §3 "Quiz question", §7 exam list) and of the seen-question memory.
import { isRecord, safeHttpUrl, toNumber, toText } from '../core/sanitize.js';

/** A question after validation. */
export interface Question {
  examId: string;
  question: string;
  choices: { answer: string; right: boolean }[];
  /** An http(s) URL, or ''. */
  illustration: string;
  skip: boolean;
  /** Checkboxes: the `multi` flag, or more than one right answer. */
  multi: boolean;
  /** Seconds; null when the question has no time (a `showQuestion()` question). */
  showTime: number | null;
  answer: string;
  wrongAnswer: string;
  /** Seconds, or -1: show the question again. */
  wrongTime: number;
  skipWrongButton: boolean;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * A question, or the reason it is unusable (a string), or null for a question of another type (spec §5:
 * only type 0 is used; an absent type counts as 0).
 */
export function parseQuestion(raw: unknown, base: string): Question | string | null {
  if (!isRecord(raw)) return 'not an object';
  if (raw.type !== undefined && raw.type !== 0 && raw.type !== '0') return null;
  const examId = toText(raw.examId);
  if (!examId) return 'no examId';
  const question = toText(raw.question);
  if (!question) return `question ${examId}: no question text`;
  if (!Array.isArray(raw.choices) || raw.choices.length === 0) return `question ${examId}: no choices`;
  const choices: Question['choices'] = [];
  for (const choice of raw.choices as unknown[]) {
    if (!isRecord(choice) || toText(choice.answer) === '') return `question ${examId}: a choice without an answer text`;
    choices.push({ answer: toText(choice.answer), right: flag(choice.right_answer) });
  }
  const rights = choices.filter((choice) => choice.right).length;
  if (rights === 0) return `question ${examId}: no right answer`;
  const showTime = toNumber(raw.showTime);
  const wrongTime = toNumber(raw.wrongTime);
  return {
    examId,
    question,
    choices,
    illustration: safeHttpUrl(raw.illustration, base),
    skip: flag(raw.skip),
    multi: flag(raw.multi) || rights > 1,
    showTime: showTime !== undefined && showTime >= 0 ? showTime : null,
    answer: toText(raw.answer),
    wrongAnswer: toText(raw.wrongAnswer),
    wrongTime: wrongTime !== undefined && wrongTime >= 0 ? wrongTime : -1,
    skipWrongButton: flag(raw.skipWrongButton),
  };
}

/** Valid questions of a list; each bad item is a console warning. */
export function parseQuestions(list: unknown, base: string, source: string): Question[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    console.warn(`ddi-quiz: ${source} must be a list of questions; ignored`);
    return [];
  }
  const questions: Question[] = [];
  for (const raw of list as unknown[]) {
    const parsed = parseQuestion(raw, base);
    if (typeof parsed === 'string') console.warn(`ddi-quiz: ${source}: question skipped (${parsed})`);
    else if (parsed) questions.push(parsed);
  }
  return questions;
}

/** Letters of the choices: A, B, C … */
export const letter = (index: number) => String.fromCharCode(65 + index);

/** Local storage that may be missing, full or throwing: a flag per key, never a crash. */
export const seenStore = {
  has(key: string): boolean {
    try {
      const value = globalThis.localStorage?.getItem(key) ?? null;
      return value === '1' || value === 'true';
    } catch {
      return false;
    }
  },
  add(key: string): void {
    try {
      globalThis.localStorage?.setItem(key, '1');
    } catch {
      // unavailable or full storage: remembered for this load only
    }
  },
};
