/**
 * Progress and lock states, computed on the server from ticks, answers and step completions (never taken
 * from the client). Pure functions: the repository gathers the rows, these decide (docs/api.md "Learning").
 */
import type { CourseStep, StepWindow, StepWindows, TickType } from '../db/learning-schema.js';
import { courseSteps } from '../db/learning-schema.js';

export type StepStatus = 'notOpen' | 'open' | 'expired' | 'finished';
export type CourseStatus = StepStatus;
export type UnitStatus = 'notStarted' | 'notFinished' | 'finished' | 'studyCompleted';

export interface UnitFacts {
  /** Tick types the learner has started on this unit. */
  startedTicks: readonly TickType[];
  videoCompleted: boolean;
  practiceQuestions: number;
  practiceAnswered: number;
}

/**
 * not started: nothing opened yet; not finished: something opened, the video not watched to the end;
 * finished: the video watched to the end; study completed: that and every practice question answered.
 */
export function unitStatus(facts: UnitFacts): UnitStatus {
  if (facts.videoCompleted) return facts.practiceAnswered >= facts.practiceQuestions ? 'studyCompleted' : 'finished';
  return facts.startedTicks.length > 0 || facts.practiceAnswered > 0 ? 'notFinished' : 'notStarted';
}

/** A course's progress: the share of its units whose video was watched to the end, in whole percent. */
export function courseProgress(statuses: readonly UnitStatus[]): number {
  if (statuses.length === 0) return 0;
  const done = statuses.filter((status) => status === 'finished' || status === 'studyCompleted').length;
  return Math.round((100 * done) / statuses.length);
}

/** A project's progress: the mean of its courses' progress, in whole percent. */
export function projectProgress(progresses: readonly number[]): number {
  if (progresses.length === 0) return 0;
  return Math.round(progresses.reduce((sum, value) => sum + value, 0) / progresses.length);
}

/** finished wins; then not yet open before `opensAt`; expired after `closesAt`; else open. */
export function stepStatus(window: StepWindow, finished: boolean, now: Date): StepStatus {
  if (finished) return 'finished';
  // Numbers, not Dates: this runs for every step of every course page call.
  const time = now.getTime();
  if (window.opensAt && time < Date.parse(window.opensAt)) return 'notOpen';
  if (window.closesAt && time > Date.parse(window.closesAt)) return 'expired';
  return 'open';
}

export interface StepState {
  step: CourseStep;
  status: StepStatus;
  opensAt: string | null;
  closesAt: string | null;
}

export function stepStates(windows: StepWindows, finishedSteps: ReadonlySet<number>, now: Date, ticketExpired: boolean): StepState[] {
  return courseSteps.map((step) => {
    const window = windows[`${step}`];
    let status = stepStatus(window, finishedSteps.has(step), now);
    if (ticketExpired && status !== 'finished') status = 'expired';
    return { step, status, opensAt: window.opensAt, closesAt: window.closesAt };
  });
}

/**
 * The course as a whole: finished when every step is; not yet open when every unfinished step is (it opens
 * at the earliest of them); expired when every unfinished step is expired; else open.
 */
export function courseStatus(steps: readonly StepState[]): { status: CourseStatus; opensAt: string | null } {
  const pending = steps.filter((step) => step.status !== 'finished');
  if (pending.length === 0) return { status: 'finished', opensAt: null };
  if (pending.every((step) => step.status === 'notOpen')) {
    const opensAt = pending.map((step) => step.opensAt).filter((value): value is string => value !== null).sort()[0] ?? null;
    return { status: 'notOpen', opensAt };
  }
  if (pending.every((step) => step.status === 'expired')) return { status: 'expired', opensAt: null };
  return { status: 'open', opensAt: null };
}

/** A video tick completes only within this many seconds of the end the server knows. */
export const completionSlackSeconds = 5;

export function videoCompletes(position: number, videoSeconds: number): boolean {
  return position >= videoSeconds - completionSlackSeconds;
}
