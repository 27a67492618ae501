/**
 * Which assessment a page shows and where its pages are: the ability
 * diagnosis (module 1: abilityTest, abilityAnswer, abilityReport) or the
 * ability check (module 4: checkTest, checkAnswer, checkReport), for the
 * course of `?id=`. Also the exit rule of spec §4: the project course list
 * when a project id is stored, else home.
 */
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { parseId, projectIdAtom } from '../../shared/learning/learning-context';
import { HOME_PATH, projectCourseListPath, stepPagePath } from '../../shared/routing/paths';
import { attemptStore } from '../../shared/attempt/attempt-store';
import type { AttemptStore } from '../../shared/attempt/attempt-store';
import type { AssessmentModule, SaveAnswerBody } from './api/survey';

export interface AssessmentPages {
  readonly test: string;
  readonly answer: string;
  readonly report: string;
}

export function assessmentPages(moduleId: AssessmentModule, courseId: number): AssessmentPages {
  return moduleId === 1
    ? { test: stepPagePath('abilityTest', courseId), answer: stepPagePath('abilityAnswer', courseId), report: stepPagePath('abilityReport', courseId) }
    : { test: stepPagePath('checkTest', courseId), answer: stepPagePath('checkAnswer', courseId), report: stepPagePath('checkReport', courseId) };
}

/** The course (`?id=`) of the page; `moduleId` comes from the route. */
export function useAssessmentRoute(moduleId: AssessmentModule) {
  const courseId = parseId(new URLSearchParams(useSearch()).get('id'));
  return { courseId, moduleId, pages: courseId === undefined ? undefined : assessmentPages(moduleId, courseId) };
}

/** Where "exit" leads: the stored project's course list, else home (spec §4). */
export function exitPathFor(projectId: number | null): string {
  return projectId === null ? HOME_PATH : projectCourseListPath(projectId);
}

export function useExitTest(): () => void {
  const projectId = useAtomValue(projectIdAtom);
  const [, navigate] = useLocation();
  return () => {
    navigate(exitPathFor(projectId));
  };
}

/** The learner's place in an attempt and its answers still waiting, kept for a reload (see `attemptStore`). */
export function assessmentAttemptStore(courseId: number, moduleId: AssessmentModule): AttemptStore<SaveAnswerBody> {
  return attemptStore<SaveAnswerBody>(`assessment:${courseId}:${moduleId}`, (item) => typeof (item as SaveAnswerBody).questionId === 'number');
}
