import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  vodAdLogs,
  vodExamLogs,
  vodExamQuestions,
  vodPptPages,
  vodSlides,
  vodViewStats,
  vodVisitorForms,
  vodVisitorRecords,
} from '../db/video-schema.js';

export type ExamQuestionRow = typeof vodExamQuestions.$inferSelect;
export type NewExamQuestion = typeof vodExamQuestions.$inferInsert;
export type VisitorFormRow = typeof vodVisitorForms.$inferSelect;
export type NewVisitorForm = typeof vodVisitorForms.$inferInsert;
export type PptPageRow = typeof vodPptPages.$inferSelect;
export type NewPptPage = typeof vodPptPages.$inferInsert;
export type SlideRow = typeof vodSlides.$inferSelect;
export type NewSlide = typeof vodSlides.$inferInsert;
export type ExamLogRow = typeof vodExamLogs.$inferSelect;
export type NewExamLog = typeof vodExamLogs.$inferInsert;
export type VisitorRecordRow = typeof vodVisitorRecords.$inferSelect;
export type NewVisitorRecord = typeof vodVisitorRecords.$inferInsert;
export type AdLogRow = typeof vodAdLogs.$inferSelect;

/** The seeded overlay content. */
export interface OverlaySeed {
  questions: NewExamQuestion[];
  forms: NewVisitorForm[];
  pptPages: NewPptPage[];
  slides: NewSlide[];
}

/** Inserts the rows that do not exist yet (by primary key); existing rows are left as they are. */
export async function insertMissing(db: Db, seed: OverlaySeed): Promise<void> {
  if (seed.questions.length > 0) await db.insert(vodExamQuestions).values(seed.questions).onConflictDoNothing();
  if (seed.forms.length > 0) await db.insert(vodVisitorForms).values(seed.forms).onConflictDoNothing();
  if (seed.pptPages.length > 0) await db.insert(vodPptPages).values(seed.pptPages).onConflictDoNothing();
  if (seed.slides.length > 0) await db.insert(vodSlides).values(seed.slides).onConflictDoNothing();
}

export async function listQuestions(db: Db, vid: string): Promise<ExamQuestionRow[]> {
  return db.select().from(vodExamQuestions).where(eq(vodExamQuestions.vid, vid)).orderBy(asc(vodExamQuestions.sortOrder), asc(vodExamQuestions.examId));
}

export async function listVisitorForms(db: Db, vid: string): Promise<VisitorFormRow[]> {
  return db.select().from(vodVisitorForms).where(eq(vodVisitorForms.vid, vid)).orderBy(asc(vodVisitorForms.time), asc(vodVisitorForms.qid));
}

/** The video ids among `vids` that have exam questions or visitor forms (`interactive_video`). */
export async function interactiveVids(db: Db, vids: readonly string[]): Promise<Set<string>> {
  if (vids.length === 0) return new Set();
  const [questions, forms] = await Promise.all([
    db.selectDistinct({ vid: vodExamQuestions.vid }).from(vodExamQuestions).where(inArray(vodExamQuestions.vid, [...vids])),
    db.selectDistinct({ vid: vodVisitorForms.vid }).from(vodVisitorForms).where(inArray(vodVisitorForms.vid, [...vids])),
  ]);
  return new Set([...questions, ...forms].map((row) => row.vid));
}

export async function listPptPages(db: Db, pptId: string): Promise<PptPageRow[]> {
  return db.select().from(vodPptPages).where(eq(vodPptPages.pptId, pptId)).orderBy(asc(vodPptPages.position));
}

export async function listSlides(db: Db, vid: string): Promise<SlideRow[]> {
  return db.select().from(vodSlides).where(eq(vodSlides.vid, vid)).orderBy(asc(vodSlides.sec));
}

/** View-statistics rows per video (the "hottest" list of the recommendations). */
export async function viewCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ vid: vodViewStats.vid, views: count() }).from(vodViewStats).groupBy(vodViewStats.vid);
  return new Map(rows.map((row) => [row.vid, row.views]));
}

/** Write-before-acknowledge: one insert per call, no batching. */
export async function insertExamLog(db: Db, row: NewExamLog): Promise<void> {
  await db.insert(vodExamLogs).values(row);
}

export async function insertVisitorRecord(db: Db, row: NewVisitorRecord): Promise<void> {
  await db.insert(vodVisitorRecords).values(row);
}

/** The stored logs of one video, newest first (the DEMO-only `/dev` readers). */
export async function listExamLogs(db: Db, vid: string, limit: number): Promise<ExamLogRow[]> {
  return db.select().from(vodExamLogs).where(eq(vodExamLogs.vid, vid)).orderBy(desc(vodExamLogs.id)).limit(limit);
}

export async function listVisitorRecords(db: Db, vid: string, limit: number): Promise<VisitorRecordRow[]> {
  return db.select().from(vodVisitorRecords).where(eq(vodVisitorRecords.vid, vid)).orderBy(desc(vodVisitorRecords.id)).limit(limit);
}

export async function listAdLogs(db: Db, vid: string, limit: number): Promise<AdLogRow[]> {
  return db.select().from(vodAdLogs).where(eq(vodAdLogs.vid, vid)).orderBy(desc(vodAdLogs.id)).limit(limit);
}
