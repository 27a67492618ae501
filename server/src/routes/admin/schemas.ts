/**
 * Response schemas of the admin API (docs/api.md "Admin API"): every answer is the envelope around one of these,
 * serialised by it, so a field the schema does not list is not sent (decision 0037). A field is `required`
 * exactly when its TypeScript type has it non-optional.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { courseSchema } from '../../services/course-import/index.js';
import type { AnswerOf, ReadOnly } from '../contract.js';
import { envelope } from '../schemas.js';

/** The `data` of an answer whose schema is `envelope(…)`: what the route hands to `okExactly` (decision 0052). */
type DataOf<Schema extends ReturnType<typeof envelope>> = AnswerOf<{ 200: Schema }>;

/** `LearnerImportReport` (services/learner-import): the answer of a learners import, 200 and 400 alike. */
export const learnerImportAnswer = envelope({
  type: 'object',
  required: ['written', 'imported', 'companiesCreated', 'enrolled', 'errors'],
  properties: {
    written: { type: 'boolean' },
    imported: { type: 'integer' },
    companiesCreated: { type: 'array', items: { type: 'string' } },
    enrolled: { type: 'integer' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'message'],
        properties: { line: { type: 'integer' }, column: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
});
export type LearnerImportAnswer = DataOf<typeof learnerImportAnswer>;

/** `CourseImportResult`: a course imported (201) or updated in place (200). */
export const courseImportAnswer = envelope({
  type: 'object',
  required: ['courseId', 'code', 'created', 'units', 'questions'],
  properties: {
    courseId: { type: 'integer' },
    code: { type: 'string' },
    created: { type: 'boolean' },
    units: { type: 'integer' },
    questions: { type: 'integer' },
  },
});
export type CourseImportAnswer = DataOf<typeof courseImportAnswer>;

/** A refused course file (400): every `CourseFileError`. */
export const courseFileErrorsAnswer = envelope({
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, line: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
});
export type CourseFileErrorsAnswer = DataOf<typeof courseFileErrorsAnswer>;

/**
 * The export of a course (200): `data` is the course file, described by the file's own JSON Schema (one home for
 * the format) without the keywords that make it a published document (`$schema`, `$id`, `title`). Not
 * `envelope()`: its `data` is never null here, and without `anyOf` the serialiser does not validate the file
 * against the format's limits, so an export is sent as `npm run export` writes it; fields the format does not
 * know are dropped (`additionalProperties: false`).
 */
const { $schema: _schema, $id: _id, title: _title, ...courseFile } = courseSchema;
export const courseExportAnswer = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: courseFile },
} as const;
/**
 * The course file an export answers, as the format's JSON Schema describes it; a field with a `default` may be
 * left out (the serialiser writes the default, as the import reads it).
 */
export type CourseExportAnswer = ReadOnly<FromSchema<typeof courseFile, { keepDefaultedPropertiesOptional: true }>>;

/** `IngestJob` (services/ingest/jobs.ts): an upload's ingestion (202 when started, then 200 when polled). */
export const ingestJobAnswer = envelope({
  type: 'object',
  required: ['id', 'status', 'progress'],
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: ['running', 'done', 'failed'] },
    progress: { type: 'number' },
    vid: { type: 'string' },
    error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
});
export type IngestJobAnswer = DataOf<typeof ingestJobAnswer>;
