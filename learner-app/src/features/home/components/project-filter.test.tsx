import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_COURSES, aCourse, homeReplies } from '../../../../test/learning-fixtures';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Project } from '../../../shared/learning/learning-api';
import { HomePage } from './home-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const aProject = (over: Partial<Project> & Pick<Project, 'id' | 'name'>): Project => ({
  description: '',
  totalCourse: 2,
  progress: 0,
  status: 'open',
  closesAt: null,
  launchVideo: null,
  ...over,
});

const PROJECTS: Project[] = [
  aProject({ id: 1, name: 'New Leader Programme', closesAt: '2030-12-31T16:59:59.000Z' }),
  aProject({ id: 2, name: 'Coaching Circle', status: 'expired', closesAt: '2026-01-31T16:59:59.000Z' }),
  aProject({ id: 3, name: 'Strategy Sprint', closesAt: inDays(2.5), description: 'Three weeks on the team’s plan' }),
];

/** Enough projects for the search field. */
const MANY: Project[] = [...PROJECTS, ...['Inclusion Lab', 'Change Cohort', 'Feedback Month', 'Remote Teams'].map((name, index) => aProject({ id: 10 + index, name }))];

function renderProjects(projects: readonly Project[], url = '/pc/home?tab=2') {
  const courses = [aCourse({ id: 1 }), aCourse({ id: 2, name: 'Leading Change', status: 'expired' }), aCourse({ id: 3, name: 'Building Trust', status: 'finished' })];
  return renderWithProviders(<HomePage />, { url, replies: homeReplies({ courses: { ...NO_COURSES, courses, projects: [...projects] } }) });
}

const projectNames = () =>
  [...screen.getByRole('tabpanel', { name: 'Project Learning' }).querySelectorAll('.course-card__name')].map((name) => name.textContent);

describe('decision 0107: home\'s projects are narrowed, searched and ordered as its courses are', () => {
  it('by state, with counts and "Due soon", kept in the address under their own names, the courses\' choice untouched', async () => {
    setLocale('en_US');
    const { user } = renderProjects(PROJECTS);
    const states = await screen.findByRole('radiogroup', { name: 'Show projects' });
    expect(within(states).getAllByRole('radio').map((option) => option.textContent)).toEqual(['All 3', 'Due soon 1', 'Open 2', 'Expired 1']);
    await user.click(within(states).getByRole('radio', { name: 'Expired 1' }));
    expect(projectNames()).toEqual(['Coaching Circle']);
    expect(screen.getByRole('tabpanel', { name: 'Project Learning' }).querySelector('[role="status"]')?.textContent).toBe('Showing 1 of 3 projects');
    expect(window.location.search).toBe('?tab=2&projectShow=expired');
    await user.click(within(states).getByRole('radio', { name: 'Due soon 1' }));
    expect(projectNames()).toEqual(['Strategy Sprint']);

    // The courses' finder reads its own parameters: every course still shown.
    await user.click(screen.getByRole('tab', { name: 'Learning Units' }));
    expect(screen.getByRole('radio', { name: 'All 3' }).getAttribute('aria-checked')).toBe('true');
    expect(window.location.search).toBe('?projectShow=dueSoon');
  });

  it('by the due date (the expired one after) or by name, through the menu', async () => {
    setLocale('en_US');
    const { user } = renderProjects(PROJECTS);
    await user.click(await screen.findByRole('button', { name: 'Sort: As assigned' }));
    await user.click(within(await screen.findByRole('menu', { name: 'Order of the projects' })).getByRole('menuitemradio', { name: 'Due date' }));
    expect(projectNames()).toEqual(['Strategy Sprint', 'New Leader Programme', 'Coaching Circle']);
    expect(new URLSearchParams(window.location.search).get('projectSort')).toBe('due');
    await user.click(screen.getByRole('button', { name: 'Sort: Due date' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Name' }));
    expect(projectNames()).toEqual(['Coaching Circle', 'New Leader Programme', 'Strategy Sprint']);
  });

  it('searched by name and description from seven; nothing left offers every project back', async () => {
    setLocale('en_US');
    const { user } = renderProjects(MANY);
    const search = await screen.findByRole('searchbox', { name: 'Search your projects' });
    await user.type(search, 'plan');
    expect(projectNames()).toEqual(['Strategy Sprint']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('heading', { name: 'No project matches' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all projects' }));
    expect(projectNames()).toHaveLength(7);
    expect(document.activeElement).toBe(search);
  });

  it('in Thai', async () => {
    setLocale('th_TH');
    renderProjects(PROJECTS);
    expect(await screen.findByRole('radiogroup', { name: 'แสดงโครงการ' })).toBeTruthy();
  });

  it('one project: nothing to choose', async () => {
    setLocale('en_US');
    renderProjects(PROJECTS.slice(0, 1));
    await screen.findByText('2 courses, 0% learned');
    expect(screen.queryByRole('radiogroup', { name: 'Show projects' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sort/ })).toBeNull();
  });
});
