import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { aCourse, tourReplies } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { CoursesOrProjectCourses } from '../../../shared/learning/learning-api';
import { ProjectCourseListPage } from './project-course-list-page';

const PROJECT = { id: 7, name: 'New Leader Programme', description: 'Your first 100 days.', totalCourse: 3, progress: 20, status: 'open' as const, closesAt: null, launchVideo: null };

function renderProject(courses: CoursesOrProjectCourses['courses'], url = '/pc/projectCourseList?id=7') {
  return renderWithProviders(<ProjectCourseListPage />, {
    url,
    replies: { ...tourReplies(), 'GET /sr/v2/coursesOrProjectCourses': envelope(0, { project: PROJECT, courses, projects: [] }) },
  });
}

const THREE = [
  aCourse({ id: 1, name: 'Feedback That Works', projectId: 7 }),
  aCourse({ id: 2, name: 'Delegating with Confidence', projectId: 7, status: 'finished', progress: 100 }),
  aCourse({ id: 3, name: 'Coaching for Success', projectId: 7 }),
];
const cardNames = () => [...document.querySelectorAll('.course-card__name')].map((name) => name.textContent);

describe('decision 0107: a project\'s page leads back to home\'s Project Learning tab', () => {
  it('in English, above the project\'s title', async () => {
    setLocale('en_US');
    renderProject(THREE);
    await screen.findByRole('heading', { level: 1, name: 'New Leader Programme' });
    const way = screen.getByRole('navigation', { name: 'New Leader Programme' });
    expect(within(way).getByRole('link', { name: 'Back to Project Learning' }).getAttribute('href')).toBe('/home?tab=2');
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    renderProject(THREE);
    expect((await screen.findByRole('link', { name: 'กลับไปที่การเรียนรู้แบบโครงการ' })).getAttribute('href')).toBe('/home?tab=2');
  });
});

describe('decision 0107: a project\'s courses are narrowed, searched and ordered as on home, the choice kept beside the project\'s id', () => {
  it('a state chosen shows its courses and is written in the address, the project kept', async () => {
    setLocale('en_US');
    const { user } = renderProject(THREE);
    await user.click(await screen.findByRole('radio', { name: 'Finished 1' }));
    expect(cardNames()).toEqual(['Delegating with Confidence']);
    expect(window.location.search).toBe('?id=7&show=finished');
  });

  it('by name from an address that asks for it', async () => {
    setLocale('en_US');
    renderProject(THREE, '/pc/projectCourseList?id=7&sort=name');
    await screen.findByRole('heading', { level: 1, name: 'New Leader Programme' });
    expect(cardNames()).toEqual(['Coaching for Success', 'Delegating with Confidence', 'Feedback That Works']);
    expect(screen.getByRole('button', { name: 'Sort: Name' })).toBeTruthy();
  });

  it('two courses in one state: nothing to choose, both shown in the project\'s order', async () => {
    setLocale('en_US');
    renderProject(THREE.slice(0, 1).concat(THREE[2]!));
    await screen.findByRole('heading', { level: 1, name: 'New Leader Programme' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sort/ })).toBeNull();
    expect(cardNames()).toEqual(['Feedback That Works', 'Coaching for Success']);
  });
});
