/** The shared frame of the /403, /404 and /500 pages: status, explanation, ways out. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';

/** Where "Back to school" leads. */
export const SCHOOL_PATH = '/home';

export interface ErrorPageLayoutProps {
  /** HTTP-style status shown as decoration. */
  readonly status: 403 | 404 | 500;
  readonly title: string;
  readonly description: string;
}

export function ErrorPageLayout({ status, title, description }: ErrorPageLayoutProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  // With no earlier entry in this tab, going back would leave the app.
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(SCHOOL_PATH, { replace: true });
  };

  return (
    <main className="error-page">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__description">{description}</p>
      <div className="error-page__actions">
        <button type="button" className="button button--secondary" onClick={goBack}>
          {t('common.return')}
        </button>
        <Link href={SCHOOL_PATH} className="button button--primary">
          {t('common.backToSchool')}
        </Link>
      </div>
    </main>
  );
}
