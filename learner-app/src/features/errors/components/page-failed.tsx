import { useTranslation } from 'react-i18next';
import CloudOff from 'lucide-react/icons/cloud-off';
import RotateCw from 'lucide-react/icons/rotate-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { CodeLoadError } from '../../../shared/errors/code-load-error';
import { StatePanel } from '../../../shared/components/state-panel';
import { pageReload } from '../../../shared/routing/page-reload';
import { BackToSchoolLink } from './error-page-layout';

/**
 * What a page that cannot be shown leaves in its place, instead of a blank app: for code that did not arrive (a
 * {@link CodeLoadError}: the connection, or a release that replaced the file), the connection and the new version
 * are named; for any other error, that the page stopped. Either way "Reload the page" is the primary action (the one
 * cure for both, decision 0090) and "Back to school" the way out. Its strings are the first load's, so it shows in
 * the learner's language even when the signed-in pages' strings did not arrive.
 */
export function PageFailed({ error }: { readonly error: unknown }) {
  const { t } = useTranslation();
  const code = error instanceof CodeLoadError;
  return (
    <main className="error-page">
      <StatePanel
        icon={code ? CloudOff : TriangleAlert}
        role="alert"
        title={code ? t('errors.pageFailed.codeTitle') : t('errors.pageFailed.title')}
        actions={
          <>
            <button type="button" className="button button--primary" onClick={() => pageReload.reload()}>
              <RotateCw aria-hidden="true" focusable="false" />
              {t('errors.pageFailed.reload')}
            </button>
            <BackToSchoolLink />
          </>
        }
      >
        <p>{code ? t('errors.pageFailed.codeDescription') : t('errors.pageFailed.description')}</p>
      </StatePanel>
    </main>
  );
}
