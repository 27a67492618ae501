/**
 * The course file's JSON Schema (docs/course-format.md; published as docs/course.schema.json, which a test keeps
 * equal to this). A course file is YAML or JSON: one course, its optional project, the four steps' windows, and
 * its units with their video, texts and questions, every text in the four API languages.
 */

import { vidPattern } from '../../lib/vod-crypto.js';

/** The format's name and version, the file's `format` field. */
export const courseFormat = 'ddi-course/1';

const localized = {
  type: 'object',
  description: 'A text in the four API languages.',
  additionalProperties: false,
  required: ['EN', 'CN', 'TW', 'TH'],
  properties: {
    EN: { type: 'string', minLength: 1, maxLength: 20000 },
    CN: { type: 'string', minLength: 1, maxLength: 20000 },
    TW: { type: 'string', minLength: 1, maxLength: 20000 },
    TH: { type: 'string', minLength: 1, maxLength: 20000 },
  },
} as const;

const code = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' } as const;
const vid = { type: 'string', pattern: vidPattern, description: 'A catalogue vid (the video must exist).' } as const;
const instant = { type: ['string', 'null'], format: 'date-time', description: 'ISO 8601 with its offset; null: no bound.' } as const;
const window = { type: 'object', additionalProperties: false, required: ['opensAt', 'closesAt'], properties: { opensAt: instant, closesAt: instant } } as const;
const videoRef = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    vid,
    src: { type: 'string', minLength: 1, maxLength: 2000, description: 'A direct media URL, played when there is no vid.' },
  },
} as const;

const question = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'stem', 'analysis'],
  properties: {
    kind: { enum: ['practice', 'preClass'], default: 'practice', description: 'practice (after the video) or preClass.' },
    type: { enum: ['single', 'multiple', 'open'] },
    stem: localized,
    options: {
      type: 'array',
      maxItems: 26,
      items: { type: 'object', additionalProperties: false, required: ['id', 'text'], properties: { id: { type: 'string', pattern: '^[A-Z]$' }, text: localized } },
    },
    correct: { type: 'array', items: { type: 'string', pattern: '^[A-Z]$' }, uniqueItems: true },
    referenceAnswer: localized,
    analysis: localized,
  },
} as const;

const unit = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'video', 'essenceNotes', 'case', 'jobAid'],
  properties: {
    title: localized,
    video: videoRef,
    videoSeconds: { type: 'integer', minimum: 1, maximum: 86400, description: 'Default: the vid’s duration, rounded up.' },
    essenceNotes: localized,
    case: localized,
    jobAid: localized,
    questions: { type: 'array', maxItems: 100, items: question },
  },
} as const;

/** The JSON Schema of a course file (draft 2020-12). */
export const courseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://ddi.example/schemas/course.schema.json',
  title: 'DDI course file',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'course'],
  properties: {
    format: { const: courseFormat },
    project: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name', 'description'],
      properties: {
        code,
        name: localized,
        description: localized,
        launchVideo: videoRef,
        closesAt: instant,
      },
    },
    course: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'name', 'description', 'estimatedMinutes', 'steps', 'units'],
      properties: {
        code,
        position: { type: 'integer', minimum: 0, maximum: 10000, default: 0 },
        name: localized,
        description: localized,
        estimatedMinutes: { type: 'integer', minimum: 1, maximum: 100000 },
        cover: { type: ['string', 'null'], minLength: 1, maxLength: 2000, description: 'A 16:9 picture URL; null or absent: the app draws one.' },
        steps: {
          type: 'object',
          additionalProperties: false,
          required: ['abilityAnalysis', 'lessons', 'scenarioSimulation', 'postTest'],
          description: 'When each of the four steps opens and closes.',
          properties: { abilityAnalysis: window, lessons: window, scenarioSimulation: window, postTest: window },
        },
        units: { type: 'array', minItems: 1, maxItems: 500, items: unit },
      },
    },
  },
} as const;
