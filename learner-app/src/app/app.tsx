/** The app: the `/pc` router and the route table of `paths.ts`. */
import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Router, Switch } from 'wouter';
import { LoginPage } from '../features/auth/components/login-page';
import { ForbiddenPage } from '../features/errors/components/forbidden-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { ServerErrorPage } from '../features/errors/components/server-error-page';
import { queryCodeOf } from '../shared/i18n/language';
import { userInfoAtom } from '../shared/session/user-info';
import { AppShell } from './app-shell';
import { useRequestedLocale } from './use-lang-query';
import { LOGIN_PATH, NOT_FOUND_PATH, ROUTES, isBuilt } from './paths';
import type { AppRoute, BuiltRoutePath } from './paths';

/** The base path the app is served under. */
export const APP_BASE = '/pc';

/** A page for every built route of the table, and no other. */
const PAGES: Record<BuiltRoutePath, ComponentType> = {
  '/': LoginPage,
  '/login': LoginPage,
  '/403': ForbiddenPage,
  '/404': NotFoundPage,
  '/500': ServerErrorPage,
};

function RoutePage({ route }: { route: AppRoute }) {
  const userInfo = useAtomValue(userInfoAtom);
  const locale = useRequestedLocale();
  if (route.access === 'signed-in' && userInfo === null) {
    return <Redirect to={`${LOGIN_PATH}?lang=${queryCodeOf(locale)}`} replace />;
  }
  if (!isBuilt(route)) return <Redirect to={NOT_FOUND_PATH} replace />;
  const Page = PAGES[route.path];
  return <Page />;
}

export function App() {
  return (
    <Router base={APP_BASE}>
      <AppShell>
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <Redirect to={NOT_FOUND_PATH} replace />
          </Route>
        </Switch>
      </AppShell>
    </Router>
  );
}
