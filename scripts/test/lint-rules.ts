// What the lint step says of a piece of code, for the tests that show a lint rule fires.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules the lint step reports for `code` placed at `file` (repository path). */
export async function rulesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
