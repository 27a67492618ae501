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
import type { AssessmentModule } from './api/survey';

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

/** The learner's place in an attempt, kept in sessionStorage so a reload resumes there (no secrets: ids and a position). */
export function positionKey(courseId: number, moduleId: AssessmentModule): string {
  return `assessment:${courseId}:${moduleId}:position`;
}

export function pendingKey(courseId: number, moduleId: AssessmentModule): string {
  return `assessment:${courseId}:${moduleId}:pending`;
}

export function readSession(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or blocked; the server still has every saved answer.
  }
}
