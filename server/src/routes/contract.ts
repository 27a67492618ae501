/**
 * The learner API's answer types, derived from the response schemas the routes are serialised by (decision
 * 0039): the schemas are their one source. The learner app imports these types (type-only, through the
 * server package's `./contract` export: nothing of the server reaches its bundle); the server checks its
 * services' results against them (`server/test/api-contract.test.ts`). A field renamed or removed in a schema
 * changes the type here, and so fails the type-check of whichever side still uses the old field.
 *
 * This module and the schema files it imports import nothing else (no database, no Fastify): the app's
 * type-check reads them with the app's compiler options.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type * as account from './account-schemas.js';
import type * as activity from './ddilearner/activity-schemas.js';
import type * as certificates from './ddilearner/certificate-schemas.js';
import type * as learning from './ddilearner/learning-schemas.js';
import type * as module3 from './ddilearner/module3-schemas.js';
import type * as notes from './ddilearner/notes-schemas.js';
import type * as tracking from './hb/tracking-schemas.js';
import type { userInfoSchema } from './schemas.js';
import type * as dna from './sr/dna-schemas.js';
import type * as sr from './sr/learning-schemas.js';
import type * as survey from './sr/survey-schemas.js';

/**
 * A value the client only reads: every object and array in it read-only. `FromSchema` gives an object without
 * `additionalProperties: false` an index signature (`[x: string]: unknown`); it is dropped, so that reading a
 * field the schema does not list is a type error, not an `unknown`.
 */
export type ReadOnly<T> = T extends (infer Item)[]
  ? readonly ReadOnly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T as string extends Key ? never : Key]: ReadOnly<T[Key]> }
    : T;

/** The type of a JSON schema, as the client reads it. */
export type TypeOf<Schema extends JSONSchema> = ReadOnly<FromSchema<Schema>>;

/** The `data` of a route's success answer (its `200` envelope schema), without the error envelopes' `null`. */
export type AnswerOf<Response extends { 200: JSONSchema }> = NonNullable<TypeOf<Response[200]> extends { readonly data: infer Data } ? Data : never>;

// Learning (docs/api.md "Learning").
export type StepState = TypeOf<typeof learning.stepStateSchema>;
export type CourseSummary = AnswerOf<typeof learning.courseSummaryResponse>;
export type UnitSummary = CourseSummary['units'][number];
export type CourseProgress = AnswerOf<typeof learning.progressResponse>[number];
export type ProjectProgress = AnswerOf<typeof learning.projectProgressResponse>[number];
export type CourseDetail = AnswerOf<typeof learning.courseDetailResponse>;
export type ContinueLearning = AnswerOf<typeof learning.continueResponse>;
export type Ticket = AnswerOf<typeof learning.ticketResponse>;
export type Broadcast = AnswerOf<typeof learning.broadcastResponse>;
export type Unit = AnswerOf<typeof learning.unitResponse>;
export type Question = Unit['questions'][number];
export type QuestionResult = AnswerOf<typeof learning.answerResponse>;
export type Tick = AnswerOf<typeof learning.tickResponse>;
export type FeedbackMeta = AnswerOf<typeof learning.feedbackMetasResponse>[number];
export type Feedback = AnswerOf<typeof learning.feedbackResponse>;
export type ProjectSummary = TypeOf<typeof sr.projectSchema>;
export type CoursesOrProjectCourses = AnswerOf<typeof sr.coursesOrProjectCoursesResponse>;
export type LearningTourEntry = AnswerOf<typeof sr.learningTourResponse>[number];
export type OnceFlag = AnswerOf<typeof sr.onceResponse>;

// The learner's notes on a unit's video (docs/api.md "Notes", decision 0093).
export type Note = AnswerOf<typeof notes.noteResponse>;
/** `GET /v1/user/notes`: the learner's notes on every course, course by course, unit by unit. */
export type NotebookCourse = AnswerOf<typeof notes.notebookResponse>[number];
/** The longest note the server keeps, and how many notes a learner may keep on one unit (the literal numbers). */
export type NoteLimits = { readonly maxLength: typeof notes.NOTE_MAX_LENGTH; readonly perUnit: typeof notes.NOTES_PER_UNIT };

// Certificates of completion (docs/api.md "Certificates", decision 0095).
export type Certificate = AnswerOf<typeof certificates.certificatesResponse>[number];
/** `GET /v1/certificates/:code`: a certificate as anybody with its code sees it. */
export type CheckedCertificate = AnswerOf<typeof certificates.checkedCertificateResponse>;

// Learning time and the weekly goal (docs/api.md "Learning time and weekly goal", decision 0097).
export type Activity = AnswerOf<typeof activity.activityResponse>;
export type LearningGoal = AnswerOf<typeof activity.goalResponse>;
/** The lowest and highest weekly goal the server keeps, in minutes (the literal numbers). */
export type GoalLimits = { readonly min: typeof activity.GOAL_MINUTES_MIN; readonly max: typeof activity.GOAL_MINUTES_MAX };

// Assessments (docs/api.md "Assessments (issue 10)").
export type SurveyStatus = AnswerOf<typeof survey.surveyStatusResponse>;
export type AttemptState = AnswerOf<typeof survey.attemptStateResponse>;
export type SavedAnswer = AnswerOf<typeof survey.savedAnswerResponse>;
export type Finished = AnswerOf<typeof survey.finishedResponse>;
export type Report = AnswerOf<typeof survey.reportResponse>;
export type ComparisonReport = AnswerOf<typeof survey.comparisonResponse>;
export type KeyActions = AnswerOf<typeof module3.keyActionsResponse>;
export type Scenes = AnswerOf<typeof module3.scenesResponse>;
export type Scene = Scenes['scenes'][number];
export type ChosenScene = AnswerOf<typeof module3.chosenSceneResponse>;

// Leadership DNA (docs/api.md "Leadership DNA (issue 11)").
export type DnaAttempt = AnswerOf<typeof dna.dnaAttemptResponse>;
export type DnaTiming = AnswerOf<typeof dna.dnaTimingResponse>;
export type DnaSaved = AnswerOf<typeof dna.dnaSavedResponse>;
export type DnaReport = AnswerOf<typeof dna.dnaReportResponse>;
export type DnaEntry = AnswerOf<typeof dna.dnaEntriesResponse>[number];
export type AudioRecordSaved = AnswerOf<typeof dna.audioRecordResponse>;

// Tracking (docs/api.md "Tracking").
export type TrackingConfiguration = AnswerOf<typeof tracking.configurationResponse>;
export type HeartbeatsAccepted = AnswerOf<typeof tracking.heartbeatResponse>;

// Account and session (docs/api.md "Account and session"). The routes answer these with `okExactly`, so that
// a field dropped from one of these schemas also fails the server's type-check where the route answers it.
export type UserInfo = TypeOf<typeof userInfoSchema>;
export type LoginAnswer = AnswerOf<typeof account.loginResponse>;
export type LoginStatusInterval = AnswerOf<typeof account.intervalResponse>;
export type DataRequest = AnswerOf<typeof account.dataRequestResponse>;
export type SmsSent = AnswerOf<typeof account.smsSendResponse>;
export type PasswordReset = AnswerOf<typeof account.passwordResetResponse>;
export type UserIdByPhone = AnswerOf<typeof account.findUserIdResponse>;
