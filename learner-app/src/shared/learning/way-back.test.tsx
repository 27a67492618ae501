import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Switch } from 'wouter';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCourseWayBack, useProjectWayBack, useRememberCourseList } from './way-back';

function CourseList() {
  useRememberCourseList();
  return (
    <>
      <Link href="/course?id=1">a course</Link>
      <Link href="/projectCourseList?id=4">a project</Link>
    </>
  );
}

function CourseWayBack({ projectId }: { readonly projectId: number | null }) {
  const back = useCourseWayBack(projectId);
  return (
    <p>
      {back.to} {back.href}
    </p>
  );
}

function ProjectWayBack() {
  return <p>project page back to {useProjectWayBack()}</p>;
}

function App({ projectId = null }: { readonly projectId?: number | null }) {
  return (
    <Switch>
      <Route path="/projectCourseList">
        <ProjectWayBack />
      </Route>
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

describe('decision 0107: a project\'s page leads back to home\'s Project Learning tab, as the learner left home', () => {
  it('from home: its choices kept, the projects\' tab chosen', async () => {
    const { user } = renderWithProviders(<App />, { url: '/home?tab=2&projectShow=open&projectSort=name&lang=en' });
    await user.click(screen.getByRole('link', { name: 'a project' }));
    expect(screen.getByText('project page back to /home?tab=2&projectShow=open&projectSort=name&lang=en')).toBeTruthy();
  });

  it('from home\'s other tab, the projects\' tab all the same', async () => {
    const { user } = renderWithProviders(<App />, { url: '/home?show=open' });
    await user.click(screen.getByRole('link', { name: 'a project' }));
    expect(screen.getByText('project page back to /home?show=open&tab=2')).toBeTruthy();
  });

  it('from elsewhere, or opened directly: the projects\' tab', async () => {
    const { user } = renderWithProviders(<App />, { url: '/overview?show=open' });
    await user.click(screen.getByRole('link', { name: 'a project' }));
    expect(screen.getByText('project page back to /home?tab=2')).toBeTruthy();
  });
});
