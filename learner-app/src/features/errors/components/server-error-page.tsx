import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout';

/** /500: the service failed; "Return" goes back to try again. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      status={500}
      title={t('errors.serverError.title')}
      description={t('errors.serverError.description')}
    />
  );
}
