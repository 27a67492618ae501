import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCourseWayBack, useRememberCourseList } from './way-back';

function CourseList() {
  useRememberCourseList();
  return <Link href="/course?id=1">a course</Link>;
}

function CourseWayBack({ projectId }: { readonly projectId: number | null }) {
  const back = useCourseWayBack(projectId);
  return (
    <p>
      {back.to} {back.href}
    </p>
  );
}

function App({ projectId = null }: { readonly projectId?: number | null }) {
  return (
    <Switch>
      <Route path="/course">
        <CourseWayBack projectId={projectId} />
      </Route>
      <Route>
        <CourseList />
      </Route>
    </Switch>
  );
}

describe('decision 0107: a course leads back to the list of courses the learner last looked at, as they left it', () => {
  it('the overview, with its state, search and order', async () => {
    const { user } = renderWithProviders(<App />, { url: '/overview?show=open&q=coach&sort=name' });
    await user.click(screen.getByRole('link', { name: 'a course' }));
    expect(screen.getByText('overview /overview?show=open&q=coach&sort=name')).toBeTruthy();
  });

  it('home, with its tab', async () => {
    const { user } = renderWithProviders(<App />, { url: '/home?tab=2' });
    await user.click(screen.getByRole('link', { name: 'a course' }));
    expect(screen.getByText('home /home?tab=2')).toBeTruthy();
  });

  it('home before any list was seen', () => {
    renderWithProviders(<App />, { url: '/course?id=1' });
    expect(screen.getByText('home /home')).toBeTruthy();
  });

  it('a course in a project leads to the project, wherever the learner came from', async () => {
    const { user } = renderWithProviders(<App projectId={4} />, { url: '/overview' });
    await user.click(screen.getByRole('link', { name: 'a course' }));
    expect(screen.getByText('project /projectCourseList?id=4')).toBeTruthy();
  });
});
