import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 0039: the response schemas are the one source of the API types, on both sides. Proof: with a field
 * renamed in a schema (in memory, the files untouched), the server's routes and the learner app no longer
 * type-check, each where it still uses the old name; with a field dropped from an account answer's schema, the
 * server no longer type-checks where the route answers it (decision 0050). (Unchanged, both type-check:
 * `npm run typecheck`.)
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Schema file → [old text, new text]: each renames one field the app reads and the server fills. */
const renames: Record<string, [string, string][]> = {
  'server/src/routes/ddilearner/learning-schemas.ts': [["'opensAt', 'ticketExpiresAt', 'steps', 'units'],", "'opensAt', 'ticketExpiresAt', 'steps', 'lessons'],"], ['    units: { type: \'array\', items: unitSummarySchema },', '    lessons: { type: \'array\', items: unitSummarySchema },']],
  'server/src/routes/sr/survey-schemas.ts': [["'serverNow', 'remainingSeconds', 'questions', 'answers', 'answeredCount'],", "'serverNow', 'secondsLeft', 'questions', 'answers', 'answeredCount'],"], ["      remainingSeconds: { type: 'integer' },\n      questions:", "      secondsLeft: { type: 'integer' },\n      questions:"]],
  'server/src/routes/ddilearner/module3-schemas.ts': [["required: ['options', 'chosen'],", "required: ['options', 'selected'],"], ["    chosen: { type: 'array', items: { type: 'integer' } },", "    selected: { type: 'array', items: { type: 'integer' } },"]],
  'server/src/routes/sr/dna-schemas.ts': [["required: ['id', 'key', 'name', 'icon', 'score', 'level', 'narrative', 'audio'],", "required: ['id', 'key', 'name', 'icon', 'score', 'level', 'story', 'audio'],"], ["            narrative: { type: 'string' },", "            story: { type: 'string' },"]],
  'server/src/routes/schemas.ts': [["required: ['userId', 'userName', 'displayName', 'company', 'hasPassword'],", "required: ['userId', 'loginName', 'displayName', 'company', 'hasPassword'],"], ["    userName: { type: 'string' },", "    loginName: { type: 'string' },"]],
};

/**
 * Schema file → [old text, new text]: each drops one field of an account answer (decision 0050). A value that
 * still carries the field compiles against `ok<T>` (extra fields are allowed on anything but a literal), so
 * these fail the server only because its account routes answer through `okExactly`.
 */
const removals: Record<string, [string, string][]> = {
  'server/src/routes/account-schemas.ts': [
    ["required: ['id', 'type', 'text', 'status', 'createdAt', 'dueAt'],", "required: ['id', 'type', 'text', 'status', 'createdAt'],"],
    ["    dueAt: { type: 'string' },\n", ''],
    ["{ type: 'object', required: ['resendAfter'], properties: { resendAfter: { type: 'integer' } } }", "{ type: 'object', properties: {} }"],
  ],
};

/** The type errors of a workspace's program (its tsconfig, all its files) with the renames applied. */
function typeErrorsWithRenames(workspace: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, workspace, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`no tsconfig in ${workspace}`);
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const file = relative(root, fileName);
    const edits = [...(renames[file] ?? []), ...(removals[file] ?? [])];
    if (edits.length === 0) return getSourceFile(fileName, language, ...rest);
    let text = ts.sys.readFile(fileName) ?? '';
    for (const [from, to] of edits) {
      if (!text.includes(from)) throw new Error(`${fileName} no longer contains ${from}: update this test`);
      text = text.replace(from, to);
    }
    return ts.createSourceFile(fileName, text, language);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${relative(root, diagnostic.file?.fileName ?? '?')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
}

describe('the response schemas are the one source of the API types (decision 0039)', () => {
  it('a field renamed in a schema fails the learner app’s type-check where the app reads it', () => {
    const errors = typeErrorsWithRenames('learner-app');
    const about = (field: string, file: string) => errors.filter((error) => error.startsWith(`learner-app/${file}`) && error.includes(`'${field}'`));
    expect(about('units', 'src/')).not.toEqual([]);
    expect(about('remainingSeconds', 'src/features/assessment/')).not.toEqual([]);
    expect(about('chosen', 'src/features/scenario/')).not.toEqual([]);
    expect(about('narrative', 'src/features/dna/')).not.toEqual([]);
    expect(about('userName', 'src/shared/session/')).not.toEqual([]);
  }, 600_000);

  it('and fails the server’s type-check where a route answers it', () => {
    const errors = typeErrorsWithRenames('server').filter((error) => error.startsWith('server/src/routes/'));
    for (const field of ['lessons', 'secondsLeft', 'selected', 'story', 'loginName']) expect(errors.filter((error) => error.includes(`'${field}'`)), field).not.toEqual([]);
    // A field dropped from an account answer's schema fails where the route answers it.
    const about = (field: string, file: string) => errors.filter((error) => error.startsWith(`server/src/routes/${file}`) && error.includes(`'${field}'`));
    expect(about('dueAt', 'ddilearner/data-requests.ts')).toHaveLength(2);
    // An object literal's extra field is reported at the field itself: "Type 'number' is not assignable to type 'never'".
    expect(about('never', 'api/sms.ts')).not.toEqual([]);
  }, 600_000);
});
