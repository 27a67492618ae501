/**
 * Under the header, for a learner who signed in with an SMS code and has no password yet: why and where to
 * set one (→ /password). Not shown on that page itself.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useAccountT } from '../../shared/i18n/account-namespace';
import { Link, useLocation } from 'wouter';
import { findRoute, SET_PASSWORD_PATH } from '../../shared/routing/paths';
import { userInfoAtom } from '../../shared/session/user-info';

export function PasswordNotice() {
  const { t } = useTranslation();
  const tx = useAccountT();
  const userInfo = useAtomValue(userInfoAtom);
  const [location] = useLocation();
  if (userInfo?.hasPassword !== false || findRoute(location)?.path === SET_PASSWORD_PATH) return null;
  return (
    <aside className="password-notice" aria-label={t('header.setPassword')}>
      <p className="password-notice__text">{tx('notice')}</p>
      <Link href={SET_PASSWORD_PATH} className="button button--secondary password-notice__action">
        {t('header.setPassword')}
      </Link>
    </aside>
  );
}
