/**
 * /certificate?id={courseId} (ours, decision 0095): the learner's certificate of one course, laid out to be printed
 * on one landscape page ("Print or save as PDF"), with its ID and the address where anybody can check it ("Copy the
 * link to check it"), and "Add to LinkedIn profile" (LinkedIn's form, filled in, in a new tab). A course the learner
 * holds no certificate of says so.
 */
import { useAtomValue } from 'jotai';
import ExternalLink from 'lucide-react/icons/external-link';
import Link2 from 'lucide-react/icons/link';
import Printer from 'lucide-react/icons/printer';
import { useSearch } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { BackLink } from '../../../shared/components/back-link';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { BrandLogo } from '../../../shared/display/brand-logo';
import { useLoad } from '../../../shared/hooks/use-load';
import { useCertificateT } from '../../../shared/i18n/certificate-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useLongDate } from '../../../shared/i18n/use-long-date';
import { absoluteAppUrl, CERTIFICATES_PATH, verifyPath } from '../../../shared/routing/paths';
import { displayNameOf, userInfoAtom } from '../../../shared/session/user-info';
import { fetchCertificates } from '../api/certificates-api';
import { CERTIFICATE_ISSUER, linkedInAddress } from '../linkedin';
import type { Certificate } from '../api/certificates-api';

/** The address where anybody checks the certificate: this app's check page with its code. */
function verifyAddress(code: string): string {
  return absoluteAppUrl(verifyPath(code));
}

function CertificateSheet({ certificate, learnerName }: { readonly certificate: Certificate; readonly learnerName: string }) {
  const t = useCertificateT();
  const longDate = useLongDate();
  const address = verifyAddress(certificate.code);
  return (
    <article className="certificate" aria-labelledby="certificate-kind">
      <BrandLogo className="certificate__logo" label={CERTIFICATE_ISSUER} />
      <h1 id="certificate-kind" className="certificate__kind">
        {t('certificate.kind')}
      </h1>
      <p className="certificate__line">{t('certificate.certifies')}</p>
      <p className="certificate__name">{learnerName}</p>
      <p className="certificate__line">{t('certificate.completedCourse')}</p>
      <p className="certificate__course">{certificate.courseName}</p>
      <p className="certificate__steps">{t('certificate.steps')}</p>
      <dl className="certificate__facts">
        <div>
          <dt>{t('certificate.date')}</dt>
          <dd>
            <time dateTime={certificate.completedAt}>{longDate(certificate.completedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('certificate.code')}</dt>
          <dd className="certificate__code">{certificate.code}</dd>
        </div>
        <div className="certificate__check">
          <dt>{t('certificate.checkAt')}</dt>
          <dd>
            <a href={address}>{address}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function CertificatePage() {
  const t = useCertificateT();
  const client = useApiClient();
  const locale = useLocale();
  const toast = useToast();
  const userInfo = useAtomValue(userInfoAtom);
  const courseId = Number(new URLSearchParams(useSearch()).get('id'));
  const certificates = useLoad(() => fetchCertificates(client), [client, locale]);

  if (certificates.status === 'loading') {
    return (
      <main className="page certificate-page">
        <Skeleton lines={1} cards={1} />
      </main>
    );
  }
  if (certificates.status === 'failed') return <main className="page certificate-page"><LoadFailed onRetry={certificates.retry} /></main>;

  const certificate = certificates.data.find((candidate) => candidate.courseId === courseId);
  const copyLink = async (code: string) => {
    try {
      await navigator.clipboard.writeText(verifyAddress(code));
      toast(t('certificate.copied'), { tone: 'success' });
    } catch {
      toast(t('certificate.copyFailed'), { tone: 'error' });
    }
  };
  return (
    <main className="page certificate-page">
      <div className="certificate-page__bar">
        <BackLink href={CERTIFICATES_PATH}>{t('certificate.back')}</BackLink>
        {certificate && (
          <div className="certificate-page__actions">
            <a className="button button--secondary" href={linkedInAddress(certificate, verifyAddress(certificate.code))} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" focusable="false" />
              {t('certificate.addToLinkedIn')}
              <span className="visually-hidden"> {t('certificate.newTab')}</span>
            </a>
            <button type="button" className="button button--secondary" onClick={() => void copyLink(certificate.code)}>
              <Link2 aria-hidden="true" focusable="false" />
              {t('certificate.copyLink')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                window.print();
              }}
            >
              <Printer aria-hidden="true" focusable="false" />
              {t('certificate.print')}
            </button>
          </div>
        )}
      </div>
      {certificate ? (
        <CertificateSheet certificate={certificate} learnerName={userInfo ? displayNameOf(userInfo) : ''} />
      ) : (
        <p className="notice certificate-page__not-held" role="status">
          {t('certificate.notHeld')}
        </p>
      )}
    </main>
  );
}
