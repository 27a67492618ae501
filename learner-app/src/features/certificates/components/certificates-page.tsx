/**
 * /certificates (ours, decision 0095): the learner's certificates of completion, the most recently earned first,
 * each leading to the certificate itself. Reached from the user menu and from a finished course's page.
 */
import Award from 'lucide-react/icons/award';
import { useId } from 'react';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { EmptyState } from '../../../shared/components/empty-state';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useCertificateT } from '../../../shared/i18n/certificate-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useLongDate } from '../../../shared/i18n/use-long-date';
import { HOME_PATH, certificatePath } from '../../../shared/routing/paths';
import { fetchCertificates } from '../api/certificates-api';
import type { Certificate } from '../api/certificates-api';

function CertificateCard({ certificate }: { readonly certificate: Certificate }) {
  const t = useCertificateT();
  const longDate = useLongDate();
  const nameId = useId();
  return (
    <li className="certificates__card" aria-labelledby={nameId}>
      <Award className="certificates__icon" aria-hidden="true" focusable="false" />
      <div className="certificates__text">
        <h2 id={nameId} className="certificates__course">
          {certificate.courseName}
        </h2>
        <p className="certificates__meta">
          <time dateTime={certificate.completedAt}>{t('list.completed', { date: longDate(certificate.completedAt) })}</time>
          <span aria-hidden="true"> · </span>
          <span className="certificates__code">{certificate.code}</span>
        </p>
      </div>
      <Link className="button button--secondary certificates__view" href={certificatePath(certificate.courseId)} aria-label={t('list.viewNamed', { course: certificate.courseName })}>
        {t('list.view')}
      </Link>
    </li>
  );
}

export function CertificatesPage() {
  const t = useCertificateT();
  const client = useApiClient();
  const locale = useLocale();
  // Read again in another language: the courses' names come from the server.
  const certificates = useLoad(() => fetchCertificates(client), [client, locale]);

  if (certificates.status === 'loading') {
    return (
      <main className="page certificates">
        <Skeleton lines={2} cards={2} />
      </main>
    );
  }
  if (certificates.status === 'failed') return <main className="page certificates"><LoadFailed onRetry={certificates.retry} /></main>;

  return (
    <main className="page certificates">
      <h1>{t('list.title')}</h1>
      <p className="page__muted certificates__intro">{t('list.intro')}</p>
      {certificates.data.length === 0 ? (
        <EmptyState icon={Award} title={t('list.emptyTitle')} text={t('list.emptyText')} action={t('list.emptyAction')} href={HOME_PATH} />
      ) : (
        <ul className="certificates__list">
          {certificates.data.map((certificate) => (
            <CertificateCard key={certificate.courseId} certificate={certificate} />
          ))}
        </ul>
      )}
    </main>
  );
}
