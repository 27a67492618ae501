/**
 * LinkedIn's "Add to profile" for a certification (decision 0095's addendum): LinkedIn's own form, opened in a new
 * tab with the certificate filled in — its name, the issuer, the month it was earned, its ID and the address where
 * anybody checks it (LinkedIn shows that address as the credential's link). Nothing goes to LinkedIn unless the
 * learner follows the link, and then only what the form shows them before they save it.
 */
import type { Certificate } from './api/certificates-api';

/** The issuer every certificate names, as on the certificate itself. */
export const CERTIFICATE_ISSUER = 'DDI';

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

/** The address of LinkedIn's form for `certificate`, with `checkAddress` as its credential link; the month the learner's own. */
export function linkedInAddress(certificate: Certificate, checkAddress: string): string {
  const completed = new Date(certificate.completedAt);
  const fields = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(completed.getFullYear()),
    issueMonth: String(completed.getMonth() + 1),
    certUrl: checkAddress,
    certId: certificate.code,
  });
  return `${LINKEDIN_ADD_TO_PROFILE}?${fields.toString()}`;
}
