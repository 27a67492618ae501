import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { certificatesOf, checkCertificate, type Certificate } from '../../services/certificates.js';
import { countHits, rateRules } from '../../services/rate-limit.js';
import type * as contract from '../contract.js';
import { certificatesResponse, checkCertificateParams, checkedCertificateResponse } from './certificate-schemas.js';

const toApi = (certificate: Certificate): contract.Certificate => ({
  code: certificate.code,
  courseId: certificate.courseId,
  courseName: certificate.courseName,
  completedAt: certificate.completedAt.toISOString(),
  issuedAt: certificate.issuedAt.toISOString(),
});

/** Certificates of completion (decision 0095): the learner's own, and the check anybody with a code may make. */
const certificateRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/v1/user/certificates', { onRequest: app.requireSession, schema: { response: certificatesResponse } }, async (request) => {
    const certificates = await certificatesOf(db(), app.coursePages, request.requireUser().userId, request.language, app.clock.now());
    return okExactly<contract.Certificate[]>()(certificates.map(toApi));
  });

  app.get<{ Params: { code: string } }>(
    '/v1/certificates/:code',
    { schema: { params: checkCertificateParams, response: checkedCertificateResponse } },
    async (request) => {
      // Counted before the lookup, taken back when the code matched: only codes matching none use up the limit.
      const hits = await countHits(db(), [rateRules.certificateCheckFailures(request.ip)], app.clock.now());
      const checked = await checkCertificate(db(), request.params.code, request.language);
      await hits.refund();
      return okExactly<contract.CheckedCertificate>()({ ...toApi(checked), learnerName: checked.learnerName });
    },
  );
};

export default certificateRoutes;
