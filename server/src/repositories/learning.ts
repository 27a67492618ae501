/** Data access for the learning area: every read is scoped to the learner's enrolments. */
import { and, asc, desc, eq, gt, inArray, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  answers,
  broadcasts,
  contentVersion,
  enrolments,
  feedback,
  feedbackMetas,
  learningPaths,
  onceFlags,
  projects,
  questions,
  stepCompletions,
  ticks,
  units,
  type Localized,
  type TickType,
} from '../db/learning-schema.js';

export type PathRow = typeof learningPaths.$inferSelect & { ticketExpiresAt: Date | null };
export type UnitRow = typeof units.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type TickRow = typeof ticks.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

/** The learner's enrolments (optionally only in some courses). */
const enrolledIn = (userId: number, pathIds?: readonly number[]) =>
  pathIds
    ? and(eq(enrolments.userId, userId), inArray(enrolments.learningPathId, pathIds.length > 0 ? [...pathIds] : [-1]))
    : eq(enrolments.userId, userId);
/** Courses in project then position order. */
const courseOrder = [sql`${learningPaths.projectId} asc nulls first`, asc(learningPaths.position), asc(learningPaths.id)];

/** The learner's courses (optionally only some), in project then position order. */
export async function enrolledPaths(db: Db, userId: number, pathIds?: readonly number[]): Promise<PathRow[]> {
  const rows = await db
    .select({ path: learningPaths, ticketExpiresAt: enrolments.ticketExpiresAt })
    .from(enrolments)
    .innerJoin(learningPaths, eq(learningPaths.id, enrolments.learningPathId))
    .where(enrolledIn(userId, pathIds))
    .orderBy(...courseOrder);
  return rows.map((row) => ({ ...row.path, ticketExpiresAt: row.ticketExpiresAt }));
}

/** What the course summary needs of one unit, worked out by the database from the learner's rows. */
export interface UnitFactsRow {
  id: number;
  position: number;
  title: Localized;
  videoSeconds: number;
  /** Types of the learner's ticks on the unit, in no particular order. */
  startedTicks: TickType[];
  /** The learner's video tick: its last position and whether it was completed; null before the video starts. */
  videoTick: { position: number; completed: boolean } | null;
  practiceQuestions: number;
  practiceAnswered: number;
}

/** An enrolled course with its units' facts (in position order) and the steps the learner finished. */
export type CourseFactsRow = PathRow & { units: UnitFactsRow[]; finishedSteps: number[] };

/** A `json` column: both drivers parse it; a driver that hands over text is parsed here. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A JSON array as a column of a larger select: `item` aggregated over the rows of `from` (a `from … where …`
 * clause; an `order by` goes with `item`), `[]` when there is none, parsed to `T[]`. Nested in another `sql`: a
 * select from one table names its columns without their table at the top level of an expression, which would
 * make `units.learning_path_id = learning_paths.id` compare two columns of `units`.
 */
const jsonList = <T>(item: SQL, from: SQL) => sql`${sql`(select coalesce(json_agg(${item}), '[]'::json) ${from})`}`.mapWith(fromJson<T[]>);

/** The units of the course row being selected, each as the JSON object `unit` builds, in position order. */
const unitsOfCourse = <T>(unit: SQL) => jsonList<T>(sql`${unit} order by ${units.position}`, sql`from ${units} where ${units.learningPathId} = ${learningPaths.id}`);

/** The steps the learner finished in the course whose id is `pathId` (a column of the select). */
const finishedStepsOf = (userId: number | Placeholder, pathId: Column) =>
  jsonList<number>(sql`${stepCompletions.step}`, sql`from ${stepCompletions} where ${stepCompletions.userId} = ${userId} and ${stepCompletions.learningPathId} = ${pathId}`);

/**
 * The learner's courses (optionally only some) with everything their summaries are computed from, in one
 * query (one round trip, issue 25): each course row carries its units as JSON (ticks, practice questions and
 * answers counted per unit by correlated subqueries) and its finished steps. Same order as `enrolledPaths`.
 */
export async function enrolledCourseFacts(db: Db, userId: number, pathIds?: readonly number[]): Promise<CourseFactsRow[]> {
  const learnerTicks = sql`${ticks.userId} = ${userId} and ${ticks.unitId} = ${units.id}`;
  const videoTick = sql`${learnerTicks} and ${ticks.type} = 'video'`;
  const practiceOfUnit = sql`${questions.unitId} = ${units.id} and ${questions.kind} = 'practice'`;
  const unitFacts = sql`json_build_object(
      'id', ${units.id},
      'position', ${units.position},
      'title', ${units.title},
      'videoSeconds', ${units.videoSeconds},
      'startedTicks', ${jsonList(sql`${ticks.type}`, sql`from ${ticks} where ${learnerTicks}`)},
      'videoTick', (select json_build_object('position', ${ticks.position}, 'completed', ${ticks.completedAt} is not null) from ${ticks} where ${videoTick}),
      'practiceQuestions', (select count(*) from ${questions} where ${practiceOfUnit}),
      'practiceAnswered', (select count(*) from ${questions} inner join ${answers} on ${answers.questionId} = ${questions.id} and ${answers.userId} = ${userId} where ${practiceOfUnit})
    )`;
  const rows = await db
    .select({
      path: learningPaths,
      ticketExpiresAt: enrolments.ticketExpiresAt,
      units: unitsOfCourse<UnitFactsRow>(unitFacts),
      finishedSteps: finishedStepsOf(userId, learningPaths.id),
    })
    .from(enrolments)
    .innerJoin(learningPaths, eq(learningPaths.id, enrolments.learningPathId))
    .where(enrolledIn(userId, pathIds))
    .orderBy(...courseOrder);
  return rows.map((row) => ({ ...row.path, ticketExpiresAt: row.ticketExpiresAt, units: row.units, finishedSteps: row.finishedSteps }));
}

/** The content version the database is at (table `content_version`), as a column of a larger select. */
const currentContentVersion = sql`${sql`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1)`}`.mapWith(Number);

/** What the course page shows of one unit that is the same for every learner. */
export interface UnitContentRow {
  id: number;
  position: number;
  title: Localized;
  videoSeconds: number;
  practiceQuestions: number;
}

/** A course as every learner of it sees it: the course row and its units (in position order). */
export type CourseContentRow = typeof learningPaths.$inferSelect & { units: UnitContentRow[] };

/**
 * The content of some courses (the course rows with their units and practice-question counts), and the content
 * version it was read at, in one query: both come from one snapshot, so the rows are exactly that version's.
 * A course no longer in the database is missing from `courses`.
 */
export async function courseContent(db: Db, pathIds: readonly number[]): Promise<{ version: number | undefined; courses: CourseContentRow[] }> {
  const unitContent = sql`json_build_object(
      'id', ${units.id},
      'position', ${units.position},
      'title', ${units.title},
      'videoSeconds', ${units.videoSeconds},
      'practiceQuestions', (select count(*) from ${questions} where ${questions.unitId} = ${units.id} and ${questions.kind} = 'practice')
    )`;
  const rows = await db
    .select({
      version: currentContentVersion,
      path: learningPaths,
      units: unitsOfCourse<UnitContentRow>(unitContent),
    })
    .from(learningPaths)
    .where(inArray(learningPaths.id, pathIds.length > 0 ? [...pathIds] : [-1]));
  return { version: rows[0]?.version, courses: rows.map((row) => ({ ...row.path, units: row.units })) };
}

/** The learner's own facts about one enrolled course: what the course page adds to the course's content. */
export interface LearnerCourseRow {
  /** The content version the database was at when these facts were read (same snapshot). */
  contentVersion: number;
  userId: number;
  learningPathId: number;
  ticketExpiresAt: Date | null;
  /** The learner's ticks on the course's units (any order). */
  ticks: { unitId: number; type: TickType; position: number; completed: boolean }[];
  /** The unit of each practice question of the course the learner answered (one entry per answer). */
  answeredPracticeUnits: number[];
  finishedSteps: number[];
}

/** A tick as the course page reads it. */
const tickFact = sql`json_build_object('unitId', ${ticks.unitId}, 'type', ${ticks.type}, 'position', ${ticks.position}, 'completed', ${ticks.completedAt} is not null)`;

/** The select of `learnerCourseFacts` for one learner (a value or a placeholder); the enrolment filter is built from the same. */
function learnerCourseFactsSelect(db: Db, userId: number | Placeholder, enrolled: SQL | undefined) {
  const ofCourse = sql`${units.learningPathId} = ${enrolments.learningPathId}`;
  return db
    .select({
      contentVersion: currentContentVersion,
      userId: enrolments.userId,
      learningPathId: enrolments.learningPathId,
      ticketExpiresAt: enrolments.ticketExpiresAt,
      ticks: jsonList<LearnerCourseRow['ticks'][number]>(tickFact, sql`from ${ticks} inner join ${units} on ${units.id} = ${ticks.unitId} where ${ticks.userId} = ${userId} and ${ofCourse}`),
      answeredPracticeUnits: jsonList<number>(
        sql`${questions.unitId}`,
        sql`from ${answers} inner join ${questions} on ${questions.id} = ${answers.questionId} inner join ${units} on ${units.id} = ${questions.unitId} where ${answers.userId} = ${userId} and ${questions.kind} = 'practice' and ${ofCourse}`,
      ),
      finishedSteps: finishedStepsOf(userId, enrolments.learningPathId),
    })
    .from(enrolments)
    .innerJoin(learningPaths, eq(learningPaths.id, enrolments.learningPathId))
    .where(enrolled)
    .orderBy(...courseOrder);
}

/**
 * The same facts for many (learner, course) pairs, set-based: the pairs' enrolments once, then each kind of fact
 * (ticks, answered practice questions, finished steps) aggregated for all the pairs by one join and group, and
 * joined back by pair. A correlated subquery per pair and kind, as the one-learner select has, starts an
 * executor for each: 100 pairs on PostgreSQL took 1.2 ms that way and 0.6 ms this way. Rows in no set order.
 */
function learnerCoursePairsSelect(db: Db) {
  const pairs = db.$with('pairs').as(
    db
      .select({ userId: enrolments.userId, pathId: enrolments.learningPathId, ticketExpiresAt: enrolments.ticketExpiresAt })
      .from(enrolments)
      .where(
        sql`(${enrolments.userId}, ${enrolments.learningPathId}) in (select * from unnest(${sql.placeholder('userIds')}::integer[], ${sql.placeholder('pathIds')}::integer[]))`,
      ),
  );
  const pairTicks = db.$with('pair_ticks').as(
    db
      .select({ userId: ticks.userId, pathId: units.learningPathId, facts: sql`json_agg(${tickFact})`.as('tick_facts') })
      .from(pairs)
      .innerJoin(ticks, eq(ticks.userId, pairs.userId))
      .innerJoin(units, and(eq(units.id, ticks.unitId), eq(units.learningPathId, pairs.pathId)))
      .groupBy(ticks.userId, units.learningPathId),
  );
  const pairAnswers = db.$with('pair_answers').as(
    db
      .select({ userId: answers.userId, pathId: units.learningPathId, facts: sql`json_agg(${questions.unitId})`.as('answer_facts') })
      .from(pairs)
      .innerJoin(answers, eq(answers.userId, pairs.userId))
      .innerJoin(questions, and(eq(questions.id, answers.questionId), eq(questions.kind, 'practice')))
      .innerJoin(units, and(eq(units.id, questions.unitId), eq(units.learningPathId, pairs.pathId)))
      .groupBy(answers.userId, units.learningPathId),
  );
  const pairSteps = db.$with('pair_steps').as(
    db
      .select({ userId: stepCompletions.userId, pathId: stepCompletions.learningPathId, facts: sql`json_agg(${stepCompletions.step})`.as('step_facts') })
      .from(pairs)
      .innerJoin(stepCompletions, and(eq(stepCompletions.userId, pairs.userId), eq(stepCompletions.learningPathId, pairs.pathId)))
      .groupBy(stepCompletions.userId, stepCompletions.learningPathId),
  );
  const ofPair = (facts: typeof pairTicks | typeof pairAnswers | typeof pairSteps) => and(eq(facts.userId, pairs.userId), eq(facts.pathId, pairs.pathId));
  const listOf = <T>(facts: SQL.Aliased) => sql`coalesce(${facts}, '[]'::json)`.mapWith(fromJson<T[]>);
  return db
    .with(pairs, pairTicks, pairAnswers, pairSteps)
    .select({
      contentVersion: currentContentVersion,
      userId: pairs.userId,
      learningPathId: pairs.pathId,
      ticketExpiresAt: pairs.ticketExpiresAt,
      ticks: listOf<LearnerCourseRow['ticks'][number]>(pairTicks.facts),
      answeredPracticeUnits: listOf<number>(pairAnswers.facts),
      finishedSteps: listOf<number>(pairSteps.facts),
    })
    .from(pairs)
    .leftJoin(pairTicks, ofPair(pairTicks))
    .leftJoin(pairAnswers, ofPair(pairAnswers))
    .leftJoin(pairSteps, ofPair(pairSteps));
}

/** The two shapes the course pages ask for, built once per database (decision 0073). */
function prepareLearnerCourseFacts(db: Db) {
  const userId = sql.placeholder('userId');
  return {
    all: learnerCourseFactsSelect(db, userId, eq(enrolments.userId, userId)).prepare('learner_course_facts_all'),
    // The learners' enrolments in the courses paired with them: two integer arrays in the form `{1,2,3}`.
    pairs: learnerCoursePairsSelect(db).prepare('learner_course_facts_pairs'),
  };
}
const preparedLearnerCourseFacts = new WeakMap<Db, ReturnType<typeof prepareLearnerCourseFacts>>();
function preparedFor(db: Db) {
  let prepared = preparedLearnerCourseFacts.get(db);
  if (!prepared) preparedLearnerCourseFacts.set(db, (prepared = prepareLearnerCourseFacts(db)));
  return prepared;
}

/**
 * The learner's enrolled courses (optionally only some) with the learner's own facts about each, and the content
 * version, in one small query (issue 25): nothing here is the course's content, which the caller takes from the
 * content of that same version. Same order as `enrolledPaths`. All courses and one course (the course page) run
 * as prepared statements, built once per database (on node-postgres also prepared once per connection); other
 * id lists are built per call.
 */
export async function learnerCourseFacts(db: Db, userId: number, pathIds?: readonly number[]): Promise<LearnerCourseRow[]> {
  if (pathIds?.length === 1) return learnersCourseFacts(db, [{ userId, pathId: pathIds[0] as number }]).then(([row]) => (row ? [row] : []));
  if (pathIds) return learnerCourseFactsSelect(db, userId, enrolledIn(userId, pathIds));
  return preparedFor(db).all.execute({ userId });
}

/** A learner and one of their courses. */
export interface LearnerCourse {
  userId: number;
  pathId: number;
}

/**
 * `learnerCourseFacts` of one course each for many learners, in one prepared statement: one row per pair (in the
 * pairs' order; the same row for a pair asked twice), undefined where the learner is not enrolled in the course.
 * What the course page's batched reads run (`CoursePageReads`, decision 0082).
 */
export async function learnersCourseFacts(db: Db, pairs: readonly LearnerCourse[]): Promise<(LearnerCourseRow | undefined)[]> {
  const integers = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;
  const rows = await preparedFor(db).pairs.execute({ userIds: integers(pairs.map((pair) => pair.userId)), pathIds: integers(pairs.map((pair) => pair.pathId)) });
  const byPair = new Map(rows.map((row) => [`${row.userId}:${row.learningPathId}`, row]));
  return pairs.map((pair) => byPair.get(`${pair.userId}:${pair.pathId}`));
}

/** What the course detail lists of one unit. */
export type OutlineUnitRow = Pick<UnitRow, 'id' | 'position' | 'title' | 'videoSeconds'>;

/**
 * One enrolled course with its units (id, position, title, length; in position order), in one query (issue 25):
 * the units come as a JSON column of the course row, as in `enrolledCourseFacts`. Undefined when the learner is
 * not enrolled in it.
 */
export async function enrolledCourseOutline(db: Db, userId: number, pathId: number): Promise<(PathRow & { units: OutlineUnitRow[] }) | undefined> {
  const unitOutline = sql`json_build_object('id', ${units.id}, 'position', ${units.position}, 'title', ${units.title}, 'videoSeconds', ${units.videoSeconds})`;
  const [row] = await db
    .select({
      path: learningPaths,
      ticketExpiresAt: enrolments.ticketExpiresAt,
      units: unitsOfCourse<OutlineUnitRow>(unitOutline),
    })
    .from(enrolments)
    .innerJoin(learningPaths, eq(learningPaths.id, enrolments.learningPathId))
    .where(enrolledIn(userId, [pathId]));
  return row && { ...row.path, ticketExpiresAt: row.ticketExpiresAt, units: row.units };
}

export async function enrolledPath(db: Db, userId: number, pathId: number): Promise<PathRow | undefined> {
  return (await enrolledPaths(db, userId, [pathId]))[0];
}

export async function unitById(db: Db, unitId: number): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(units).where(eq(units.id, unitId));
  return row;
}

export async function questionsOf(db: Db, unitIds: readonly number[]): Promise<QuestionRow[]> {
  if (unitIds.length === 0) return [];
  return db
    .select()
    .from(questions)
    .where(inArray(questions.unitId, [...unitIds]))
    .orderBy(asc(questions.unitId), asc(questions.position));
}

export async function ticksOf(db: Db, userId: number, unitIds: readonly number[]): Promise<TickRow[]> {
  if (unitIds.length === 0) return [];
  return db
    .select()
    .from(ticks)
    .where(and(eq(ticks.userId, userId), inArray(ticks.unitId, [...unitIds])));
}

/** The learner's most recently updated video tick in a course they are enrolled in, with its unit. */
export async function latestVideoTick(db: Db, userId: number): Promise<{ tick: TickRow; unit: UnitRow } | undefined> {
  const [row] = await db
    .select({ tick: ticks, unit: units })
    .from(ticks)
    .innerJoin(units, eq(units.id, ticks.unitId))
    .innerJoin(enrolments, and(eq(enrolments.learningPathId, units.learningPathId), eq(enrolments.userId, ticks.userId)))
    .where(and(eq(ticks.userId, userId), eq(ticks.type, 'video')))
    .orderBy(desc(ticks.updatedAt), desc(ticks.id))
    .limit(1);
  return row;
}

/** The unit after `position` in a course, if any. */
export async function nextUnit(db: Db, pathId: number, position: number): Promise<UnitRow | undefined> {
  const [row] = await db
    .select()
    .from(units)
    .where(and(eq(units.learningPathId, pathId), gt(units.position, position)))
    .orderBy(asc(units.position))
    .limit(1);
  return row;
}

export async function answersOf(db: Db, userId: number, questionIds: readonly number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(answers)
    .where(and(eq(answers.userId, userId), inArray(answers.questionId, [...questionIds])));
}

export async function projectsByIds(db: Db, ids: readonly number[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(projects).where(inArray(projects.id, [...ids])).orderBy(asc(projects.id));
}

/** Creates the learner's tick of a type on a unit, or returns the existing one. */
export async function initTick(db: Db, userId: number, unitId: number, type: TickType, now: Date): Promise<TickRow> {
  await db.insert(ticks).values({ userId, unitId, type, startedAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ticks)
    .where(and(eq(ticks.userId, userId), eq(ticks.unitId, unitId), eq(ticks.type, type)));
  if (!row) throw new Error('the tick was not stored');
  return row;
}

export async function tickOfUser(db: Db, userId: number, tickId: number): Promise<TickRow | undefined> {
  const [row] = await db
    .select()
    .from(ticks)
    .where(and(eq(ticks.id, tickId), eq(ticks.userId, userId)));
  return row;
}

export async function updateTick(db: Db, tickId: number, position: number, completedAt: Date | null, now: Date): Promise<TickRow> {
  const [row] = await db
    .update(ticks)
    .set({
      position,
      maxPosition: sql`greatest(${ticks.maxPosition}, ${position})`,
      updatedAt: now,
      ...(completedAt ? { completedAt: sql`coalesce(${ticks.completedAt}, ${completedAt.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(ticks.id, tickId))
    .returning();
  if (!row) throw new Error('the tick was not updated');
  return row;
}

export async function saveAnswer(db: Db, userId: number, questionId: number, answer: string[], correct: boolean | null, now: Date) {
  await db
    .insert(answers)
    .values({ userId, questionId, answer, correct, answeredAt: now })
    .onConflictDoUpdate({ target: [answers.userId, answers.questionId], set: { answer, correct, answeredAt: now } });
}

export async function feedbackMetaRows(db: Db) {
  return db.select().from(feedbackMetas).orderBy(asc(feedbackMetas.position));
}

export async function feedbackOf(db: Db, userId: number, pathId: number) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.userId, userId), eq(feedback.learningPathId, pathId)));
  return row;
}

export async function saveFeedback(db: Db, userId: number, pathId: number, list: { metaId: number; score?: number; text?: string }[], now: Date) {
  const [row] = await db
    .insert(feedback)
    .values({ userId, learningPathId: pathId, answers: list, createdAt: now })
    .onConflictDoUpdate({ target: [feedback.userId, feedback.learningPathId], set: { answers: list, createdAt: now } })
    .returning();
  if (!row) throw new Error('the feedback was not stored');
  return row;
}

export async function broadcastsFor(db: Db, vid: string) {
  return db.select().from(broadcasts).where(eq(broadcasts.vid, vid)).orderBy(asc(broadcasts.id));
}

export async function onceFlag(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(onceFlags)
    .where(and(eq(onceFlags.userId, userId), eq(onceFlags.key, key)));
  return row;
}

export async function setOnceFlag(db: Db, userId: number, key: string, now: Date) {
  await db.insert(onceFlags).values({ userId, key, seenAt: now }).onConflictDoNothing();
  return onceFlag(db, userId, key);
}
