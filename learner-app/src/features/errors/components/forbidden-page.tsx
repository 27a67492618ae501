import { useTranslation } from 'react-i18next';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { ErrorPageLayout } from './error-page-layout';

/** /403: the account may not see what it asked for. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout status={403} icon={ShieldAlert} title={t('errors.forbidden.title')} description={t('errors.forbidden.description')} />
  );
}
