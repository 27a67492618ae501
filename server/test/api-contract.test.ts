import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0039: the response schemas are the one source of the API types, on both sides. Proof: with a field
 * renamed in a schema (in memory, the files untouched), the server's routes and the learner app no longer
 * type-check, each where it still uses the old name; with a field dropped from an account answer's schema, the
 * server no longer type-checks where the route answers it (decision 0050; the admin API since decision 0062). (Unchanged, both type-check:
 * `npm run typecheck`.)
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Schema file → [old text, new text]: each renames one field the app reads and the server fills. */
const renames: Record<string, [string, string][]> = {
  'server/src/routes/ddilearner/learning-schemas.ts': [["'opensAt', 'ticketExpiresAt', 'steps', 'units'],", "'opensAt', 'ticketExpiresAt', 'steps', 'lessons'],"], ['    units: { type: \'array\', items: unitSummarySchema },', '    lessons: { type: \'array\', items: unitSummarySchema },']],
  'server/src/routes/sr/survey-schemas.ts': [["'serverNow', 'remainingSeconds', 'questions', 'answers', 'answeredCount'],", "'serverNow', 'secondsLeft', 'questions', 'answers', 'answeredCount'],"], ["      remainingSeconds: { type: 'integer' },\n      questions:", "      secondsLeft: { type: 'integer' },\n      questions:"]],
  'server/src/routes/ddilearner/module3-schemas.ts': [["required: ['options', 'chosen'],", "required: ['options', 'selected'],"], ["    chosen: { type: 'array', items: { type: 'integer' } },", "    selected: { type: 'array', items: { type: 'integer' } },"]],
  'server/src/routes/sr/dna-schemas.ts': [["required: ['id', 'key', 'name', 'icon', 'score', 'level', 'narrative', 'audio'],", "required: ['id', 'key', 'name', 'icon', 'score', 'level', 'story', 'audio'],"], ["            narrative: { type: 'string' },", "            story: { type: 'string' },"]],
  // The learner's notes (decision 0093): a note's text, and the longest text (a limit the app checks too).
  'server/src/routes/ddilearner/notes-schemas.ts': [
    ["required: ['noteId', 'unitId', 'position', 'text', 'createdAt', 'updatedAt'],", "required: ['noteId', 'unitId', 'position', 'body', 'createdAt', 'updatedAt'],"],
    ["    text: { type: 'string' },\n    createdAt:", "    body: { type: 'string' },\n    createdAt:"],
    ['export const NOTE_MAX_LENGTH = 1000;', 'export const NOTE_MAX_LENGTH = 2000;'],
  ],
  'server/src/routes/schemas.ts': [["required: ['userId', 'userName', 'displayName', 'company', 'hasPassword'],", "required: ['userId', 'loginName', 'displayName', 'company', 'hasPassword'],"], ["    userName: { type: 'string' },", "    loginName: { type: 'string' },"]],
};

/**
 * Schema file → [old text, new text]: each drops one field of an answer (decision 0050; every learner-area route
 * since issue 25's last slice). A value that still carries the field compiles against `ok<T>` (extra fields are
 * allowed on anything but a literal), so these fail the server only because its routes answer through `okExactly`.
 */
const removals: Record<string, [string, string][]> = {
  'server/src/routes/ddilearner/learning-schemas.ts': [
    // "Continue learning" (not the course page: its rename above would be reported first): the service's own type still has `coverUrl`.
    ["required: ['learningPathMetaId', 'courseName', 'coverUrl', 'unitId',", "required: ['learningPathMetaId', 'courseName', 'unitId',"],
    ["      courseName: { type: 'string' },\n      coverUrl: nullableString,\n", "      courseName: { type: 'string' },\n"],
    // The course detail: the stored step windows still have `closesAt`.
    ["required: ['opensAt', 'closesAt'], properties: { opensAt: nullableString, closesAt: nullableString } }", "required: ['opensAt'], properties: { opensAt: nullableString } }"],
  ],
  'server/src/routes/sr/survey-schemas.ts': [
    [
      "required: ['answeredCount', 'remainingSeconds', 'deadline', 'serverNow'],\n    properties: { answeredCount: { type: 'integer' }, remainingSeconds: { type: 'integer' }, deadline: { type: 'string' }, serverNow: { type: 'string' } },",
      "required: ['answeredCount', 'remainingSeconds', 'deadline'],\n    properties: { answeredCount: { type: 'integer' }, remainingSeconds: { type: 'integer' }, deadline: { type: 'string' } },",
    ],
  ],
  // Learning time and the weekly goal (decision 0097): the service's answer still has `streakWeeks`.
  'server/src/routes/ddilearner/activity-schemas.ts': [
    ["required: ['today', 'goalMinutes', 'days', 'weeks', 'streakWeeks'],", "required: ['today', 'goalMinutes', 'days', 'weeks'],"],
    ["    streakWeeks: { type: 'integer' },\n", ''],
  ],
  'server/src/routes/hb/tracking-schemas.ts': [
    ["required: ['appId', 'enabled', 'interval'],", "required: ['appId', 'enabled'],"],
    ["enabled: { type: 'boolean' }, interval: { type: 'integer' } },", "enabled: { type: 'boolean' } },"],
  ],
  'server/src/routes/vod/overlays.ts': [
    // The player's end screen: the recommendation service's items still have `firstImage`.
    ["required: ['vid', 'title', 'firstImage', 'duration'],", "required: ['vid', 'title', 'duration'],"],
    ["title: { type: 'string' }, firstImage: { type: 'string' }, duration:", "title: { type: 'string' }, duration:"],
  ],
  // The admin API (decision 0062): a report's field, a result's field, a job's field.
  'server/src/routes/admin/schemas.ts': [
    ["required: ['written', 'imported', 'companiesCreated', 'enrolled', 'errors'],", "required: ['written', 'imported', 'enrolled', 'errors'],"],
    ["    companiesCreated: { type: 'array', items: { type: 'string' } },\n", ''],
    ["required: ['courseId', 'code', 'created', 'units', 'questions'],", "required: ['courseId', 'code', 'created', 'units'],"],
    ["    questions: { type: 'integer' },\n", ''],
    ["required: ['id', 'status', 'progress'],", "required: ['id', 'status'],"],
    ["    progress: { type: 'number' },\n", ''],
  ],
  // The course export (decision 0066): its schema is the course format's own; a unit's field.
  'server/src/services/course-import/schema.ts': [
    ["required: ['title', 'video', 'essenceNotes', 'case', 'jobAid'],", "required: ['title', 'video', 'essenceNotes', 'case'],"],
    ["    jobAid: localized,\n    questions:", "    questions:"],
  ],
  'server/src/routes/account-schemas.ts': [
    ["required: ['id', 'type', 'text', 'status', 'createdAt', 'dueAt'],", "required: ['id', 'type', 'text', 'status', 'createdAt'],"],
    ["    dueAt: { type: 'string' },\n", ''],
    ["{ type: 'object', required: ['resendAfter'], properties: { resendAfter: { type: 'integer' } } }", "{ type: 'object', properties: {} }"],
  ],
};

/**
 * Parsed files shared by the two programs below (the TypeScript libs and the server's schema files the app
 * imports are read once): key = file name and language version. Edited schema files are made by the host and
 * never cached, so both programs see the same edits.
 */
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The type errors, with the renames and removals applied, of a workspace's program (its tsconfig, all its files)
 * in the files `checked` accepts (paths from the repository root): only those files are type-checked, each with
 * whatever it uses of the others, so the rest of the workspace (the server's tests) costs no checking time (issue 26).
 */
function typeErrorsWithRenames(workspace: string, checked: (file: string) => boolean): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, workspace, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`no tsconfig in ${workspace}`);
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const file = relative(root, fileName);
    const edits = [...(renames[file] ?? []), ...(removals[file] ?? [])];
    if (edits.length === 0) {
      const key = `${fileName}\0${JSON.stringify(language)}`;
      if (!parsed.has(key)) parsed.set(key, getSourceFile(fileName, language, ...rest));
      return parsed.get(key);
    }
    let text = ts.sys.readFile(fileName) ?? '';
    for (const [from, to] of edits) {
      if (!text.includes(from)) throw new Error(`${fileName} no longer contains ${from}: update this test`);
      text = text.replace(from, to);
    }
    return ts.createSourceFile(fileName, text, language);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const files = program.getSourceFiles().filter((file) => checked(relative(root, file.fileName)));
  if (files.length === 0) throw new Error(`no file of ${workspace} to check: update this test`);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...files.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return diagnostics.map((diagnostic) => `${relative(root, diagnostic.file?.fileName ?? '?')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
}

/** The learner app's sources (its tests under src/ too) and the server's routes: where the assertions below look. */
const appCode = (file: string) => file.startsWith('learner-app/src/');
const serverRoutes = (file: string) => file.startsWith('server/src/routes/');

describe('the response schemas are the one source of the API types (decision 0039)', () => {
  it('a field renamed in a schema fails the learner app’s type-check where the app reads it', () => {
    const errors = typeErrorsWithRenames('learner-app', appCode);
    const about = (field: string, file: string) => errors.filter((error) => error.startsWith(`learner-app/${file}`) && error.includes(`'${field}'`));
    expect(about('units', 'src/')).not.toEqual([]);
    expect(about('remainingSeconds', 'src/features/assessment/')).not.toEqual([]);
    expect(about('chosen', 'src/features/scenario/')).not.toEqual([]);
    expect(about('narrative', 'src/features/dna/')).not.toEqual([]);
    expect(about('userName', 'src/shared/session/')).not.toEqual([]);
    expect(about('text', 'src/features/course/')).not.toEqual([]);
    // The app's copy of a limit is typed by the server's: a changed limit fails there too.
    expect(errors.filter((error) => error.startsWith('learner-app/src/features/course/api/notes-api.ts') && error.includes('2000'))).not.toEqual([]);
  }, 600_000);

  it('and fails the server’s type-check where a route answers it', () => {
    const errors = typeErrorsWithRenames('server', serverRoutes).filter((error) => error.startsWith('server/src/routes/'));
    for (const field of ['lessons', 'secondsLeft', 'selected', 'story', 'loginName']) expect(errors.filter((error) => error.includes(`'${field}'`)), field).not.toEqual([]);
    // A field dropped from an account answer's schema fails where the route answers it.
    const about = (field: string, file: string) => errors.filter((error) => error.startsWith(`server/src/routes/${file}`) && error.includes(`'${field}'`));
    expect(about('dueAt', 'ddilearner/data-requests.ts')).toHaveLength(2);
    // A note answered with the old field name (decision 0093).
    expect(about('text', 'ddilearner/notes.ts')).not.toEqual([]);
    // The same for the learning, assessment and tracking answers (a service's result, stored windows, a spread).
    expect(about('coverUrl', 'ddilearner/learning.ts')).not.toEqual([]);
    expect(about('1.closesAt', 'ddilearner/learning.ts')).not.toEqual([]); // "The types of '1.closesAt' are incompatible"
    expect(about('serverNow', 'sr/survey.ts')).not.toEqual([]);
    expect(about('interval', 'hb/tracking.ts')).not.toEqual([]);
    expect(about('streakWeeks', 'ddilearner/activity.ts')).not.toEqual([]);
    // And for the video platform's answers without the envelope (`exactly`).
    expect(about('firstImage', 'vod/overlays.ts')).not.toEqual([]);
    // An object literal's extra field is reported at the field itself: "Type 'number' is not assignable to type 'never'".
    expect(about('never', 'api/sms.ts')).not.toEqual([]);
    // And for the admin API: the learners report (200 and 400), the import result, the ingestion job (202 and 200).
    expect(about('companiesCreated', 'admin/learners.ts')).toHaveLength(2);
    expect(about('questions', 'admin/courses.ts')).not.toEqual([]);
    expect(about('progress', 'admin/index.ts')).toHaveLength(2);
    // And the course export, whose schema is the course format's JSON Schema.
    expect(about('jobAid', 'admin/courses.ts')).not.toEqual([]);
  }, 600_000);
});
