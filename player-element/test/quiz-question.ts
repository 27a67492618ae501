// A quiz question for the modal tests (player/overlay-host.modal*.test.ts): a single-choice question, skippable.
import type { QuizQuestion } from '../src/platform/video-info.js';

/** A type-0 question with two choices ("yes" right), skip allowed, due at 1 s; `patch` changes any field. */
export const quizQuestion = (patch: Partial<QuizQuestion> = {}): QuizQuestion => ({
  examId: 'q-1',
  type: 0,
  question: 'Waits for its turn?',
  choices: [
    { answer: 'yes', right_answer: 1 },
    { answer: 'no', right_answer: 0 },
  ],
  illustration: '',
  skip: true,
  multi: 0,
  showTime: 1,
  answer: '',
  wrongAnswer: '',
  wrongTime: -1,
  skipWrongButton: false,
  ...patch,
});
