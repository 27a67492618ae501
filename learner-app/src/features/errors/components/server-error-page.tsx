import { useTranslation } from 'react-i18next';
import ServerCrash from 'lucide-react/icons/server-crash';
import { ErrorPageLayout } from './error-page-layout';

/** /500: the service failed; "Return" goes back to try again. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      status={500}
      icon={ServerCrash}
      title={t('errors.serverError.title')}
      description={t('errors.serverError.description')}
    />
  );
}
