/**
 * "Your session has expired, please log in again" (spec §4, §8): one confirm
 * button; neither Escape nor a click outside closes it. Confirming goes to
 * /login with the language.
 */
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog } from '../../../shared/components/dialog';
import { queryCodeOf } from '../../../shared/i18n/language';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LOGIN_PATH } from '../../../shared/routing/paths';
import { remoteLoginAtom } from '../../../shared/session/remote-login';

export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [remoteLogin, setRemoteLogin] = useAtom(remoteLoginAtom);
  const [, navigate] = useLocation();

  const confirm = () => {
    setRemoteLogin(false);
    navigate(`${LOGIN_PATH}?lang=${queryCodeOf(locale)}`, { replace: true });
  };

  return (
    <Dialog
      open={remoteLogin}
      role="alertdialog"
      dismissible={false}
      title={t('session.expiredTitle')}
      closeLabel={t('common.confirm')}
      onClose={confirm}
    >
      <p>{t('api.sessionExpired')}</p>
    </Dialog>
  );
}
