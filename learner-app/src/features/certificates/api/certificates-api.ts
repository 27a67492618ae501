/**
 * Certificates of completion (docs/api.md "Certificates", decision 0095): the learner's own, and the check anybody
 * with a certificate's code may make (no session). The answers' types come from the server's schemas
 * (type-only); an answer of another shape rejects as "Oh, loading failed".
 */
import type * as contract from '@ddi/server/contract';
import type { ApiClient } from '../../../shared/api/client';
import { expectShape } from '../../../shared/api/expect-shape';

export type Certificate = contract.Certificate;
export type CheckedCertificate = contract.CheckedCertificate;

/** The envelope code of "no certificate has this code". */
export const NO_SUCH_CERTIFICATE = 404;

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function isCertificate(value: unknown): value is Certificate {
  if (typeof value !== 'object' || value === null) return false;
  const { code, courseId, courseName, completedAt, issuedAt } = value as Record<string, unknown>;
  return typeof code === 'string' && Number.isInteger(courseId) && typeof courseName === 'string' && isDate(completedAt) && isDate(issuedAt);
}

const isCertificateList = (data: unknown): data is readonly Certificate[] => Array.isArray(data) && data.every(isCertificate);
const isChecked = (data: unknown): data is CheckedCertificate => isCertificate(data) && typeof (data as { learnerName?: unknown }).learnerName === 'string';

/** The learner's certificates, the most recently earned first (one is issued for each course finished since). */
export async function fetchCertificates(client: ApiClient): Promise<readonly Certificate[]> {
  return expectShape(await client.get('/ddilearner/v1/user/certificates'), isCertificateList);
}

/** The certificate with this code, as typed; rejects with code {@link NO_SUCH_CERTIFICATE} when there is none. */
export async function checkCertificate(client: ApiClient, code: string): Promise<CheckedCertificate> {
  return expectShape(await client.get(`/ddilearner/v1/certificates/${encodeURIComponent(code)}`), isChecked);
}
