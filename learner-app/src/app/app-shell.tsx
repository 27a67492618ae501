/**
 * Cross-route behaviour (spec §2, §4, §9): the `?lang=` switch, the page title
 * and favicon, scrolling to the top on navigation, the module id stored for
 * the heartbeat, /home clearing the learning path, the remote-login flow and
 * its modal, the session status check, the heartbeat, the root font size and
 * layout, the toasts and the system-upgrade notice.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LanguageLeaveDialog } from '../shared/language/language-leave-dialog';
import { SessionExpiredDialog } from '../features/session/components/session-expired-dialog';
import { useRemoteLoginFlow } from '../features/session/use-remote-login';
import { useSessionWatch } from '../features/session/use-session-watch';
import { useHeartbeat } from '../features/tracking/use-heartbeat';
import { useSystemUpgradeWatch } from '../shared/api/system-upgrade';
import { SystemUpgradeNotice } from '../shared/components/system-upgrade-notice';
import { Toaster } from '../shared/components/toast';
import { useDisplayRules } from '../shared/display/use-display-rules';
import { clearLearningPathAtom, moduleIdAtom } from '../shared/learning/learning-context';
import { HOME_PATH, findRoute, moduleIdOf } from '../shared/routing/paths';
import { useLangQuery } from './use-lang-query';

export const FAVICON_HREF = '/pc/favicon.svg';

/** Makes sure the page has the app's favicon (index.html declares it; this covers any other host page). */
function ensureFavicon(doc: Document): void {
  if (doc.head.querySelector('link[rel~="icon"]')) return;
  const link = doc.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = FAVICON_HREF;
  doc.head.append(link);
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const setModuleId = useSetAtom(moduleIdAtom);
  const clearLearningPath = useSetAtom(clearLearningPathAtom);
  const langQuery = useLangQuery();
  useRemoteLoginFlow();
  useSystemUpgradeWatch();
  useSessionWatch();
  useHeartbeat(location, search);
  useDisplayRules();

  const title = t('app.productName');
  useEffect(() => {
    document.title = title;
    ensureFavicon(document);
  }, [location, title]);

  useEffect(() => {
    window.scrollTo(0, 0);
    setModuleId(moduleIdOf(location));
    if (findRoute(location)?.path === HOME_PATH) clearLearningPath();
  }, [location, setModuleId, clearLearningPath]);

  return (
    <>
      <SystemUpgradeNotice />
      {children}
      <LanguageLeaveDialog open={langQuery.pending !== undefined} onCancel={langQuery.cancel} onConfirm={langQuery.confirm} />
      <SessionExpiredDialog />
      <Toaster />
    </>
  );
}
