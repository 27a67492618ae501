/**
 * Reading a course file (docs/course-format.md): YAML or JSON text → a checked {@link CourseFile}, or every
 * problem with its path in the file (`course.units[2].questions[0].correct`) and, when known, its line.
 * Checks the JSON Schema first, then the rules a schema cannot say (answers among the options, windows in order).
 * What needs the database (the vids exist) is checked by the import.
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { AdviceBand, DnaLevel, Localized } from '../../db/learning-schema.js';
import { type acceptedFormats, courseFormat, courseSchema } from './schema.js';

/** A problem of a course file: where (a path from the top of the file, and its line when known) and what. */
export interface CourseFileError {
  path: string;
  line?: number;
  message: string;
}

export interface FileVideo {
  vid?: string;
  src?: string;
  /** A video file to ingest (its path relative to the course file): `npm run import` only, never exported. */
  file?: string;
}
export interface FileWindow {
  opensAt: string | null;
  closesAt: string | null;
}
export interface FileQuestion {
  kind?: 'practice' | 'preClass';
  type: 'single' | 'multiple' | 'open';
  stem: Localized;
  options?: { id: string; text: Localized }[];
  correct?: string[];
  referenceAnswer?: Localized;
  analysis: Localized;
}
export interface FileUnit {
  title: Localized;
  video: FileVideo;
  videoSeconds?: number;
  essenceNotes: Localized;
  case: Localized;
  jobAid: Localized;
  questions?: FileQuestion[];
}
export interface FileAssessmentQuestion {
  type: 'single' | 'multiple' | 'open';
  /** A competency's code. */
  competency: string;
  text: Localized;
  options?: { text: Localized; score: number }[];
}
export interface FileAssessment {
  title: Localized;
  questions: FileAssessmentQuestion[];
}
export interface FileKeyAction {
  competency: string;
  text: Localized;
}
export interface FileScene {
  title: Localized;
  situation: Localized;
  vid?: string;
  choices: { text: Localized; best: boolean; feedback: Localized }[];
}
export interface FileCompetency {
  code: string;
  name: Localized;
  description: Localized;
  advice: Record<AdviceBand, Localized>;
}
export interface FileFeedbackQuestion {
  code: string;
  kind: 'rating' | 'text';
  required: boolean;
  title: Localized;
}
export interface FileDnaDimension {
  key: string;
  name: Localized;
  narratives: Record<DnaLevel, Localized>;
  narration: Localized;
  statements: Localized[];
}
export interface FileDna {
  code: string;
  title: Localized;
  summary: Localized;
  scale: Localized[];
  dimensions: FileDnaDimension[];
}
export type StepName = 'abilityAnalysis' | 'lessons' | 'scenarioSimulation' | 'postTest';
/** The steps' names in the file, in step order (1–4). */
export const stepNames: readonly StepName[] = ['abilityAnalysis', 'lessons', 'scenarioSimulation', 'postTest'];

/** A course as the file describes it. */
export interface FileCourse {
  code: string;
  position?: number;
  name: Localized;
  description: Localized;
  estimatedMinutes: number;
  cover?: string | null;
  steps: Record<StepName, FileWindow>;
  units: FileUnit[];
  /** Absent: the stored assessments (and key actions, scenes) are kept; present: the file is the truth. */
  assessments?: { preTest: FileAssessment; postTest: FileAssessment };
  keyActions?: FileKeyAction[];
  scenes?: FileScene[];
}

/** A course file that holds a course (what `npm run export -- <course>` writes). */
export type CourseFileWithCourse = CourseFile & { course: FileCourse };

/** A course file as the schema describes it: a course, or the shared content, or both. */
export interface CourseFile {
  format: (typeof acceptedFormats)[number];
  project?: { code: string; name: Localized; description: Localized; launchVideo?: FileVideo; closesAt?: string | null };
  course?: FileCourse;
  competencies?: FileCompetency[];
  feedbackQuestions?: FileFeedbackQuestion[];
  dna?: FileDna;
}

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true });
addFormats(ajv, ['date-time']);
const validateSchema = ajv.compile<CourseFile>(courseSchema);

/** `["course", "units", 2, "title"]` → `course.units[2].title`. */
export function pathText(path: readonly (string | number)[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('') || '(the file)';
}

/** Parses and checks a course file; `errors` is empty exactly when `file` is set. */
export function readCourseFile(text: string): { file?: CourseFile; errors: CourseFileError[]; lineOf: (path: readonly (string | number)[]) => number | undefined } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (path: readonly (string | number)[]) => lineAt(document, lineCounter, path);
  if (document.errors.length) {
    const errors = document.errors.map((error) => ({ path: '(the file)', line: lineCounter.linePos(error.pos[0]).line, message: `not readable as YAML or JSON: ${error.message.split('\n')[0]}` }));
    return { errors, lineOf };
  }
  const data: unknown = document.toJS({ maxAliasCount: 100 });
  if (!validateSchema(data)) {
    return { errors: (validateSchema.errors ?? []).map((error) => schemaError(error, lineOf)), lineOf };
  }
  const errors = ruleErrors(data).map((error) => located(error.at, error.message, lineOf(error.at)));
  return errors.length ? { errors, lineOf } : { file: data, errors: [], lineOf };
}

/** An error at a path, with its line when known. */
export function located(at: readonly (string | number)[], message: string, line: number | undefined): CourseFileError {
  return line === undefined ? { path: pathText(at), message } : { path: pathText(at), line, message };
}

function lineAt(document: Document, lineCounter: LineCounter, path: readonly (string | number)[]): number | undefined {
  // The deepest node of the path that exists (a missing field is reported at its parent).
  for (let length = path.length; length >= 0; length -= 1) {
    const node = document.getIn(path.slice(0, length), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return lineCounter.linePos(node.range[0]).line;
    if (length === 0 && (isMap(document.contents) || isSeq(document.contents))) return document.contents.range ? lineCounter.linePos(document.contents.range[0]).line : undefined;
  }
  return undefined;
}

function schemaError(error: ErrorObject, lineOf: (path: readonly (string | number)[]) => number | undefined): CourseFileError {
  const path: (string | number)[] = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const params = error.params as Record<string, unknown>;
  let message = error.message ?? 'is not valid';
  let at = path;
  if (error.keyword === 'required') {
    at = [...path, String(params.missingProperty)];
    message = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    at = [...path, String(params.additionalProperty)];
    message = 'is not a field of the format';
  } else if (error.keyword === 'enum' && at.length === 1 && at[0] === 'format') {
    message = `must be "${courseFormat}" (or "ddi-course/1", read as version 2 without its new sections)`;
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
  } else if (error.keyword === 'const') {
    message = `must be ${JSON.stringify(params.allowedValue)}`;
  } else if (error.keyword === 'pattern' && path.at(-1) === 'vid') {
    message = 'is not a vid (32 letters or digits, "_", then the first character again)';
  } else if (error.keyword === 'pattern' && path.at(-1) === 'code') {
    message = 'is not a code (1–64 letters, digits, "_" or "-", starting with a letter or digit)';
  } else if (error.keyword === 'format' && params.format === 'date-time') {
    message = 'must be a date and time with its offset (ISO 8601, e.g. 2026-09-01T09:00:00+07:00)';
  }
  return located(at, message, lineOf(at));
}

interface RuleError {
  at: (string | number)[];
  message: string;
}

/** The rules beyond the schema. */
function ruleErrors(file: CourseFile): RuleError[] {
  const errors: RuleError[] = [...sharedRuleErrors(file)];
  if (file.project?.launchVideo?.vid && file.project.launchVideo.file) errors.push({ at: ['project', 'launchVideo', 'file'], message: 'give a vid or a file, not both' });
  if (file.course) errors.push(...courseRuleErrors(file.course));
  else if (file.project) errors.push({ at: ['course'], message: 'is required with a project (a project comes in with one of its courses)' });
  else if (!file.competencies && !file.feedbackQuestions && !file.dna) errors.push({ at: [], message: 'has nothing to import: give a course, competencies, feedbackQuestions or dna' });
  return errors;
}

/** Codes (or keys) that appear twice in a list. */
function duplicates(seen: readonly string[], at: (string | number)[], key: string, what: string): RuleError[] {
  return seen.flatMap((value, index) => (seen.indexOf(value) !== index ? [{ at: [...at, index, key], message: `${what} ${value} appears twice` }] : []));
}

function sharedRuleErrors(file: CourseFile): RuleError[] {
  const errors = [
    ...duplicates((file.competencies ?? []).map((competency) => competency.code), ['competencies'], 'code', 'competency'),
    ...duplicates((file.feedbackQuestions ?? []).map((question) => question.code), ['feedbackQuestions'], 'code', 'question'),
  ];
  if (file.dna) {
    errors.push(...duplicates(file.dna.dimensions.map((dimension) => dimension.key), ['dna', 'dimensions'], 'key', 'dimension'));
    // Statement s of dimension d is question s × dimensions + d + 1: every dimension has as many statements.
    const count = file.dna.dimensions[0]?.statements.length ?? 0;
    file.dna.dimensions.forEach((dimension, index) => {
      if (dimension.statements.length !== count) errors.push({ at: ['dna', 'dimensions', index, 'statements'], message: `has ${dimension.statements.length} statement(s); every dimension needs as many as the first (${count})` });
    });
  }
  return errors;
}

function courseRuleErrors(course: FileCourse): RuleError[] {
  const errors: RuleError[] = [];
  for (const [unitIndex, unit] of course.units.entries()) {
    if (unit.video.vid && unit.video.file) errors.push({ at: ['course', 'units', unitIndex, 'video', 'file'], message: 'give a vid or a file, not both' });
  }
  for (const [index, name] of stepNames.entries()) {
    const { opensAt, closesAt } = course.steps[name];
    if (opensAt && closesAt && Date.parse(opensAt) >= Date.parse(closesAt)) errors.push({ at: ['course', 'steps', name, 'closesAt'], message: `step ${index + 1} must close after it opens` });
  }
  for (const name of ['preTest', 'postTest'] as const) {
    for (const [index, question] of (course.assessments?.[name].questions ?? []).entries()) {
      const at = ['course', 'assessments', name, 'questions', index];
      const options = question.options ?? [];
      if (question.type === 'open' && options.length) errors.push({ at: [...at, 'options'], message: 'an open question has no options' });
      if (question.type !== 'open' && options.length < 2) errors.push({ at: [...at, 'options'], message: `a ${question.type} question needs at least 2 options` });
    }
  }
  for (const [index, scene] of (course.scenes ?? []).entries()) {
    const best = scene.choices.filter((choice) => choice.best).length;
    if (best !== 1) errors.push({ at: ['course', 'scenes', index, 'choices'], message: `a scene has exactly 1 best choice (this one has ${best})` });
  }
  for (const [unitIndex, unit] of course.units.entries()) {
    const at = ['course', 'units', unitIndex] as (string | number)[];
    if (!unit.video.vid && !unit.video.file && unit.videoSeconds === undefined) errors.push({ at: [...at, 'videoSeconds'], message: 'is required when the video has no vid or file' });
    for (const [questionIndex, question] of (unit.questions ?? []).entries()) {
      const q = [...at, 'questions', questionIndex];
      const options = question.options ?? [];
      const correct = question.correct ?? [];
      const ids = options.map((option) => option.id);
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) errors.push({ at: [...q, 'options', index, 'id'], message: `option ${id} appears twice` });
      });
      if (question.type === 'open') {
        if (options.length) errors.push({ at: [...q, 'options'], message: 'an open question has no options' });
        if (correct.length) errors.push({ at: [...q, 'correct'], message: 'an open question has no correct answer' });
        continue;
      }
      if (question.referenceAnswer) errors.push({ at: [...q, 'referenceAnswer'], message: 'only an open question has a reference answer' });
      if (options.length < 2) errors.push({ at: [...q, 'options'], message: `a ${question.type} question needs at least 2 options` });
      if (question.type === 'single' && correct.length !== 1) errors.push({ at: [...q, 'correct'], message: 'a single question has exactly 1 correct option' });
      if (question.type === 'multiple' && correct.length < 1) errors.push({ at: [...q, 'correct'], message: 'a multiple question has at least 1 correct option' });
      correct.forEach((id, index) => {
        if (!ids.includes(id)) errors.push({ at: [...q, 'correct', index], message: `option ${id} is not among the options (${ids.join(', ') || 'none'})` });
      });
    }
  }
  return errors;
}
