/**
 * Cross-route behaviour (spec §2, §4): the `?lang=` switch, the page title,
 * scrolling to the top on navigation, and the code-106 remote-login flow.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApiClient } from '../shared/api/api-client-context';
import { getLocale } from '../shared/i18n/i18n';
import { queryCodeOf } from '../shared/i18n/language';
import { userInfoAtom } from '../shared/session/user-info';
import { LOGIN_PATH } from './paths';
import { useLangQuery } from './use-lang-query';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const client = useApiClient();
  const setUserInfo = useSetAtom(userInfoAtom);
  useLangQuery();

  const title = t('app.productName');
  useEffect(() => {
    document.title = title;
  }, [location, title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  useEffect(
    () =>
      client.onRemoteLogin(() => {
        setUserInfo(null);
        navigate(`${LOGIN_PATH}?lang=${queryCodeOf(getLocale())}`, { replace: true });
      }),
    [client, navigate, setUserInfo],
  );

  return children;
}
