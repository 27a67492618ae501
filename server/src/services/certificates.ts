/**
 * Certificates of completion (decision 0095, docs/api.md "Certificates"): a learner who has finished every step of a
 * course holds a certificate of it, issued the first time the server sees the course finished and kept from then on
 * (a later change to the course or the enrolment does not take it back; erasing the learner does). Anybody with its
 * code can check it.
 */
import type { Db } from '../db/client.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import type { ApiLanguage } from '../lib/language.js';
import { displayedCertificateCode, newCertificateCode, normalCertificateCode } from '../lib/tokens.js';
import * as repo from '../repositories/certificates.js';
import type { CoursePageReads } from './course-page-reads.js';
import { courseSummaries, text } from './learning.js';

export interface Certificate {
  /** As people read it: `XXXX-XXXX-XXXX`. */
  code: string;
  courseId: number;
  courseName: string;
  completedAt: Date;
  issuedAt: Date;
}

const toCertificate = (row: repo.CertificateRow, language: ApiLanguage): Certificate => ({
  code: displayedCertificateCode(row.code),
  courseId: row.learningPathId,
  courseName: text(row.courseName, language),
  completedAt: row.completedAt,
  issuedAt: row.issuedAt,
});

/**
 * The learner's certificates, the most recently earned first: those held, and one for each enrolled course that is
 * now finished (issued by this call, dated when the learner finished the course's last step).
 */
export async function certificatesOf(db: Db, reads: CoursePageReads, userId: number, language: ApiLanguage, now: Date): Promise<Certificate[]> {
  let held = await repo.listOf(db, userId);
  const holds = new Set(held.map((row) => row.learningPathId));
  const earned = (await courseSummaries(db, reads, userId, language, now)).filter((course) => course.status === 'finished' && !holds.has(course.id)).map((course) => course.id);
  if (earned.length > 0) {
    const finished = await repo.finishedAt(db, userId, earned);
    await repo.insertMissing(
      db,
      earned.map((learningPathId) => ({ userId, learningPathId, code: newCertificateCode(), completedAt: finished.get(learningPathId) ?? now, issuedAt: now })),
    );
    held = await repo.listOf(db, userId);
  }
  return held.map((row) => toCertificate(row, language));
}

/** What anybody holding a certificate's code may check: whose it is, of which course, since when. */
export interface CheckedCertificate extends Certificate {
  learnerName: string;
}

/** The certificate with this code (as typed: dashes, spaces and case do not matter); 404 when there is none. */
export async function checkCertificate(db: Db, typedCode: string, language: ApiLanguage): Promise<CheckedCertificate> {
  const code = normalCertificateCode(typedCode);
  const row = code === undefined ? undefined : await repo.byCode(db, code);
  if (!row) throw new ApiFailure(Code.notFound, { detail: 'no certificate has this code' });
  return { ...toCertificate(row, language), learnerName: row.learnerName };
}
