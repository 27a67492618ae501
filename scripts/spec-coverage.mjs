// npm run spec-coverage: keeps docs/spec-coverage.md honest against the two specs.
// Every bullet and table row of ../shared/spec/player.md (P) and ../shared/spec/learner-app.md (L) gets a
// stable id: the spec letter, the section number and a short hash of the item's text (`P2-1a2b3c`), so an id
// survives reordering and changes when the text does. The check fails when the coverage file has no row for
// an id, or when a row names a test file that does not exist. `--write` appends the missing ids to the
// file's bullet index as "open" rows (to be mapped by hand). Specs live outside the repository
// (SPEC_DIR, else ../shared/spec beside the repository); without them the check says so and passes.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const coveragePath = join(root, 'docs/spec-coverage.md');
const INDEX_HEADING = '## Spec bullet index';

/** The spec folder: SPEC_DIR, else ../shared/spec beside the repository (the main checkout's layout). */
function specDir() {
  const candidates = [process.env.SPEC_DIR, join(root, '../shared/spec')].filter(Boolean);
  return candidates.find((dir) => existsSync(join(dir, 'player.md')) && existsSync(join(dir, 'learner-app.md')));
}

const normalise = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The items of one spec: `{ id, section, text }` for every bullet (`- …`, with its continuation lines) and
 * every table body row, under the `## N.` section it belongs to.
 * @param {string} letter `P` or `L`
 * @param {string} markdown
 */
export function specItems(letter, markdown) {
  const items = [];
  let section = '0';
  let current = null;
  const flush = () => {
    if (current) items.push(current);
    current = null;
  };
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(\d+)\./.exec(line);
    if (heading) {
      flush();
      section = heading[1];
      continue;
    }
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const row = /^\|(.*)\|\s*$/.exec(line);
    if (bullet) {
      flush();
      current = { section, text: bullet[1] };
    } else if (row && !/^[\s|:-]+$/.test(row[1])) {
      flush();
      items.push({ section, text: row[1], row: true });
    } else if (current && line.trim() && !line.startsWith('#')) {
      current.text += ` ${line.trim()}`;
    } else {
      flush();
    }
  }
  flush();
  // Table header rows (followed by a separator) are not items: drop a row whose next line is `|---|`.
  const separators = new Set();
  const lines = markdown.split('\n');
  lines.forEach((line, index) => {
    if (/^\|[\s|:-]+\|\s*$/.test(line) && index > 0) separators.add(normalise(lines[index - 1].replace(/^\||\|\s*$/g, '')));
  });
  return items
    .filter((item) => !(item.row && separators.has(normalise(item.text))))
    .map((item) => {
      const text = normalise(item.text);
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 6);
      return { id: `${letter}${item.section}-${hash}`, section: item.section, text };
    });
}

/** The repository's files (tracked and untracked, not ignored). */
function repositoryFiles() {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return output.split('\n').filter(Boolean);
}

const globToRegExp = (glob) => new RegExp(`(^|/)${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\//g, '(.*/)?').replace(/\*/g, '[^/]*')}$`);

/** The test files a coverage row names (backticked `*.test.ts(x)`, `*.spec.ts`, with or without a path). */
export function testFilesOf(row) {
  return [...row.matchAll(/`([^`\s]*\.(?:test|spec)\.[cm]?[jt]sx?)`/g)].map((match) => match[1]);
}

function check() {
  const dir = specDir();
  if (!dir) {
    console.log('spec-coverage: the specs (SPEC_DIR or ../shared/spec) are not beside this checkout: skipped');
    return 0;
  }
  const items = [...specItems('P', readFileSync(join(dir, 'player.md'), 'utf8')), ...specItems('L', readFileSync(join(dir, 'learner-app.md'), 'utf8'))];
  let coverage = readFileSync(coveragePath, 'utf8');
  const rows = coverage.split('\n').filter((line) => line.startsWith('|'));
  const mentioned = new Set(rows.flatMap((row) => [...row.matchAll(/\b[PL]\d+-[0-9a-f]{6}\b/g)].map((match) => match[0])));
  const missing = items.filter((item) => !mentioned.has(item.id));

  if (process.argv.includes('--write') && missing.length) {
    if (!coverage.includes(INDEX_HEADING)) {
      coverage = `${coverage.trimEnd()}\n\n${INDEX_HEADING}\n\nEvery bullet and table row of both specs by its id (\`npm run spec-coverage\`: spec letter, section, hash of the\ntext). "open" rows are not yet mapped to the rule rows above or not built.\n\n| id | spec text | status |\n|---|---|---|\n`;
    }
    const excerpt = (text) => (text.length > 90 ? `${text.slice(0, 90)}…` : text).replace(/\|/g, '\\|');
    coverage = `${coverage.trimEnd()}\n${missing.map((item) => `| ${item.id} | ${excerpt(item.text)} | open: not yet mapped |`).join('\n')}\n`;
    writeFileSync(coveragePath, coverage);
    console.log(`spec-coverage: added ${missing.length} open rows to ${INDEX_HEADING}`);
    return check();
  }

  const files = repositoryFiles();
  const absent = [];
  for (const row of rows) {
    for (const test of testFilesOf(row)) {
      const pattern = globToRegExp(test);
      if (!files.some((file) => pattern.test(file))) absent.push(test);
    }
  }
  const open = rows.filter((row) => /^\|\s*[PL]\d+-[0-9a-f]{6}\s*\|/.test(row) && /\|\s*open\b/.test(row)).length;
  for (const item of missing) console.error(`spec-coverage: no row for ${item.id} (${item.text.slice(0, 100)})`);
  for (const test of new Set(absent)) console.error(`spec-coverage: a row names ${test}, which does not exist`);
  console.log(`spec-coverage: ${items.length} spec items, ${items.length - missing.length} with a row (${open} open), ${new Set(absent).size} missing test files`);
  return missing.length || absent.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(check());
