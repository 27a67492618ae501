import { useTranslation } from 'react-i18next';
import FileQuestionMark from 'lucide-react/icons/file-question-mark';
import { ErrorPageLayout } from './error-page-layout';

/** /404: where unknown paths land. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout status={404} icon={FileQuestionMark} title={t('errors.notFound.title')} description={t('errors.notFound.description')} />
  );
}
