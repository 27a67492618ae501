/**
 * The shared frame of the /403, /404 and /500 pages (spec §8): the state pattern (shared/components/state-panel)
 * with an icon for the kind of error, the status as a quiet line above the title, the explanation, and the ways
 * out: "Back to school" (home) as the primary action, "Return" (the previous page) beside it.
 */
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import House from 'lucide-react/icons/house';
import { StatePanel } from '../../../shared/components/state-panel';

/** Where "Back to school" leads. */
export const SCHOOL_PATH = '/home';

export interface ErrorPageLayoutProps {
  /** HTTP-style status shown as decoration. */
  readonly status: 403 | 404 | 500;
  /** The icon of the kind of error (lucide-react). */
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
  readonly title: string;
  readonly description: string;
}

/** "Back to school" (home): the primary way out of an error page, the second one beside another primary action. */
export function BackToSchoolLink({ primary = false }: { readonly primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link href={SCHOOL_PATH} className={primary ? 'button button--primary' : 'button button--secondary'}>
      <House aria-hidden="true" focusable="false" />
      {t('common.backToSchool')}
    </Link>
  );
}

export function ErrorPageLayout({ status, icon, title, description }: ErrorPageLayoutProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  // With no earlier entry in this tab, going back would leave the app.
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(SCHOOL_PATH, { replace: true });
  };

  return (
    <main className="error-page">
      <StatePanel
        icon={icon}
        eyebrow={String(status)}
        title={title}
        actions={
          <>
            <BackToSchoolLink primary />
            <button type="button" className="button button--secondary" onClick={goBack}>
              <ArrowLeft aria-hidden="true" focusable="false" />
              {t('common.return')}
            </button>
          </>
        }
      >
        <p>{description}</p>
      </StatePanel>
    </main>
  );
}
