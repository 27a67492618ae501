/**
 * The course file's JSON Schema (docs/course-format.md; published as docs/course.schema.json, which a test keeps
 * equal to this). A course file is YAML or JSON: one course, its optional project, the four steps' windows, its
 * units with their video, texts and questions, its assessments, key actions and scenario scenes; and the content
 * shared by every course (competencies, satisfaction-survey questions, the Leadership DNA survey). Every text is
 * in the four API languages.
 */

import { vidPattern } from '../../lib/vod-crypto.js';

/** The format's name and version, the file's `format` field. */
export const courseFormat = 'ddi-course/2';
/** Earlier versions still accepted on import (a version 1 file is a version 2 file without the new sections). */
export const acceptedFormats = ['ddi-course/1', courseFormat] as const;

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
    file: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      description: 'Instead of a vid: a video file, its path relative to the course file, ingested by npm run import (a file already ingested is reused); exported as its vid.',
    },
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

const competencyCode = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$', description: 'A competency’s code (defined under `competencies` or already stored).' } as const;
const choiceOptions = <const Item extends object>(item: Item) => ({ type: 'array', maxItems: 26, items: item }) as const;

const assessmentQuestion = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'competency', 'text'],
  properties: {
    type: { enum: ['single', 'multiple', 'open'] },
    competency: competencyCode,
    text: localized,
    options: choiceOptions({
      type: 'object',
      additionalProperties: false,
      required: ['text', 'score'],
      properties: { text: localized, score: { type: 'integer', minimum: 0, maximum: 100, description: 'The weight 0–100 of choosing it.' } },
    }),
  },
} as const;

const assessment = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'questions'],
  properties: { title: localized, questions: { type: 'array', minItems: 1, maxItems: 200, items: assessmentQuestion } },
} as const;

const keyAction = { type: 'object', additionalProperties: false, required: ['competency', 'text'], properties: { competency: competencyCode, text: localized } } as const;

const scene = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'situation', 'choices'],
  properties: {
    title: localized,
    situation: localized,
    vid: { ...vid, description: 'Optional: a catalogue vid played with the scene.' },
    choices: {
      type: 'array',
      minItems: 2,
      maxItems: 10,
      items: { type: 'object', additionalProperties: false, required: ['text', 'best', 'feedback'], properties: { text: localized, best: { type: 'boolean' }, feedback: localized } },
    },
  },
} as const;

const competency = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'description', 'advice'],
  properties: {
    code: competencyCode,
    name: localized,
    description: localized,
    advice: {
      type: 'object',
      additionalProperties: false,
      required: ['develop', 'build', 'leverage'],
      description: 'Development advice per grade band.',
      properties: { develop: localized, build: localized, leverage: localized },
    },
  },
} as const;

const feedbackQuestion = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind', 'required', 'title'],
  properties: { code, kind: { enum: ['rating', 'text'], description: 'rating (1–5) or text.' }, required: { type: 'boolean' }, title: localized },
} as const;

const dnaDimension = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'name', 'narratives', 'narration', 'statements'],
  properties: {
    key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$', description: 'Names the icon (media/dna/icons/<key>.svg) and the clips.' },
    name: localized,
    narratives: {
      type: 'object',
      additionalProperties: false,
      required: ['high', 'moderate', 'low'],
      description: 'The report’s narrative per level.',
      properties: { high: localized, moderate: localized, low: localized },
    },
    narration: { ...localized, description: 'The expert’s short spoken summary (npm run media:dna speaks it).' },
    statements: { type: 'array', minItems: 1, maxItems: 50, items: localized },
  },
} as const;

const dna = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'title', 'summary', 'scale', 'dimensions'],
  description: 'The Leadership DNA survey (the learning tour’s survey): statements rated on a 5-point scale, each counting towards one dimension.',
  properties: {
    code,
    title: localized,
    summary: localized,
    scale: { type: 'array', minItems: 5, maxItems: 5, items: localized, description: 'The answers, value 1 (not at all like me) to 5.' },
    dimensions: { type: 'array', minItems: 1, maxItems: 12, items: dnaDimension },
  },
} as const;

/** The JSON Schema of a course file (draft 2020-12). */
export const courseSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://ddi.example/schemas/course.schema.json',
  title: 'DDI course file',
  type: 'object',
  additionalProperties: false,
  required: ['format'],
  description: 'A course (with its optional project), the shared content (competencies, feedbackQuestions, dna), or both.',
  properties: {
    format: { enum: acceptedFormats },
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
        assessments: {
          type: 'object',
          additionalProperties: false,
          required: ['preTest', 'postTest'],
          description: 'Step 1’s pre-test and step 4’s post-test; absent: the stored ones are kept.',
          properties: { preTest: assessment, postTest: assessment },
        },
        keyActions: { type: 'array', maxItems: 100, items: keyAction, description: 'Absent: the stored ones are kept.' },
        scenes: { type: 'array', maxItems: 100, items: scene, description: 'Scenario simulation; absent: the stored ones are kept.' },
      },
    },
    competencies: { type: 'array', maxItems: 100, items: competency, description: 'Shared by every course, keyed by code.' },
    feedbackQuestions: { type: 'array', maxItems: 50, items: feedbackQuestion, description: 'The satisfaction survey, shared by every course, keyed by code.' },
    dna,
  },
} as const;
