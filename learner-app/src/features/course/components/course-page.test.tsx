import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { CoursePage } from './course-page';

const step = (n: 1 | 2 | 3 | 4, status: StepState['status']): StepState => ({ step: n, status, opensAt: null, closesAt: null });

function course(steps: StepState[]): Course {
  return {
    id: 7,
    name: 'Delegating with Confidence',
    description: 'Hand over work so that it gets done.',
    estimatedMinutes: 50,
    unitCount: 1,
    progress: 0,
    projectId: null,
    status: 'open',
    opensAt: null,
    steps,
    units: [{ id: 1, position: 1, title: 'Choose what to delegate', status: 'notStarted', videoSeconds: 20 }],
  };
}

function renderCourse(steps: StepState[]) {
  return renderWithProviders(<CoursePage />, {
    url: '/course?id=7',
    replies: {
      'GET /ddilearner/v2/user/learningpathes/7': envelope(0, course(steps)),
      'GET /ddilearner/userTicket/verifyUserTicketIsExpire': envelope(0, { expired: false }),
      'GET /sr/learningtourEN': envelope(0, []),
      'GET /sr/learningtourTH': envelope(0, []),
    },
  });
}

describe('the course page’s steps 1, 3 and 4 lead to the pre-test, the scenario simulation and the post-test', () => {
  it('links each open step to its pages', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'open'), step(2, 'open'), step(3, 'open'), step(4, 'open')]);
    const stepOf = async (n: number) => {
      await screen.findByRole('heading', { level: 1 });
      return document.querySelector(`[data-step="${n}"]`) as HTMLElement;
    };
    expect(within(await stepOf(1)).getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/course/abilityTest?id=7');
    expect(within(await stepOf(3)).getByRole('link', { name: 'Enter the simulation' }).getAttribute('href')).toBe('/course/scenarioSimulation?id=7');
    expect(within(await stepOf(3)).getByRole('link', { name: 'Key-action analysis' }).getAttribute('href')).toBe('/course/keyBehaviorAnalysis?id=7');
    expect(within(await stepOf(4)).getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/course/checkTest?id=7');
  });

  it('a finished pre-test leads to its report; a step not open has no link', async () => {
    setLocale('en_US');
    renderCourse([step(1, 'finished'), step(2, 'open'), step(3, 'notOpen'), step(4, 'finished')]);
    await screen.findByRole('heading', { level: 1 });
    const first = document.querySelector('[data-step="1"]') as HTMLElement;
    expect(within(first).queryByRole('link', { name: 'Take the test' })).toBeNull();
    expect(within(first).getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe('/course/abilityReport?id=7');
    expect(within(document.querySelector('[data-step="3"]') as HTMLElement).queryByRole('link')).toBeNull();
    const fourth = document.querySelector('[data-step="4"]') as HTMLElement;
    expect(within(fourth).getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe('/course/checkReport?id=7');
    expect(within(fourth).getByRole('link', { name: 'Take the test' })).toBeTruthy();
  });
});
