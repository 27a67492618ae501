import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout';

/** /403: the account may not see what it asked for. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout status={403} title={t('errors.forbidden.title')} description={t('errors.forbidden.description')} />
  );
}
