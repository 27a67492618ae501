// The build names the learner app's files by their content, links them from its HTML document, and writes
// brotli and gzip copies (scripts/rollup/served-files.mjs), so the server can cache them for a year.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import configs from '../../rollup.config.mjs';
// @ts-expect-error: a plain ES module script without types
import { appDocument, hashedAsset, minifyCss, precompress, stylesheetParts } from '../rollup/served-files.mjs';

/** The learner app's output naming, as the real build uses it. */
const { entryFileNames, assetFileNames } = (configs as { input: Record<string, string>; output: Record<string, string> }[])
  .find((config) => config.input.main === 'learner-app/src/main.tsx')!.output;

const template = `<!doctype html>
<html>
  <head>
    <link rel="stylesheet" href="/pc/assets/styles.css" />
    <script type="module" src="/pc/assets/main.js"></script>
  </head>
</html>
`;

/** Builds an app of one module and one stylesheet into a fresh folder; returns what the HTML links. */
async function build(script: string, styles: string) {
  const source = mkdtempSync(join(tmpdir(), 'ddi-served-src-'));
  const dir = mkdtempSync(join(tmpdir(), 'ddi-served-out-'));
  writeFileSync(join(source, 'main.js'), script);
  writeFileSync(join(source, 'styles.css'), styles);
  writeFileSync(join(source, 'index.html'), template);
  const bundle = await rollup({
    input: { main: join(source, 'main.js') },
    plugins: [hashedAsset(join(source, 'styles.css'), 'styles.css'), appDocument(join(source, 'index.html')), precompress()],
  });
  await bundle.write({ dir, format: 'es', entryFileNames, assetFileNames });
  await bundle.close();
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entry = /<script type="module" src="\/pc\/([^"]+)"/.exec(html)?.[1] ?? '';
  const stylesheet = /<link rel="stylesheet" href="\/pc\/([^"]+)"/.exec(html)?.[1] ?? '';
  return { dir, entry, stylesheet, files: readdirSync(join(dir, 'assets')) };
}

const lesson = (word: string) => `console.log(${JSON.stringify(`${word} `.repeat(300))});\n`;
const css = 'body { font-family: "Noto Sans Thai", sans-serif; margin: 0 auto; max-width: 72rem; }\n'.repeat(20);

describe('served files: content-hashed names, the document linking them, compressed copies', () => {
  it('the HTML document links the entry chunk and the stylesheet by their content-hashed names', async () => {
    const { entry, stylesheet, files } = await build(lesson('coach'), css);
    expect(entry).toMatch(/^assets\/main-[\w-]{8}\.js$/);
    expect(stylesheet).toMatch(/^assets\/styles-[\w-]{8}\.css$/);
    expect(files).toContain(entry.slice('assets/'.length));
    expect(files).toContain(stylesheet.slice('assets/'.length));
  });

  it('a changed file gets a new name; an unchanged one keeps its name', async () => {
    const first = await build(lesson('coach'), css);
    const same = await build(lesson('coach'), css);
    const changedScript = await build(lesson('mentor'), css);
    const changedStyles = await build(lesson('coach'), `${css}h1 { font-weight: 700; }\n`);
    expect(same.entry).toBe(first.entry);
    expect(same.stylesheet).toBe(first.stylesheet);
    expect(changedScript.entry).not.toBe(first.entry);
    expect(changedScript.stylesheet).toBe(first.stylesheet);
    expect(changedStyles.stylesheet).not.toBe(first.stylesheet);
  });

  it('every text file over 1 KB gets a brotli and a gzip copy holding the same bytes', async () => {
    const { dir, entry, stylesheet } = await build(lesson('coach'), css);
    for (const file of [entry, stylesheet]) {
      const original = readFileSync(join(dir, file));
      expect(original.length).toBeGreaterThan(1024);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });

  it('the stylesheet is the base sheet, then every stylesheet beside a component or feature, in path order', async () => {
    const source = mkdtempSync(join(tmpdir(), 'ddi-styles-src-'));
    mkdirSync(join(source, 'features/home'), { recursive: true });
    mkdirSync(join(source, 'shared/components'), { recursive: true });
    writeFileSync(join(source, 'styles.css'), ':root { --ddi-text: #1f2937; }\n');
    writeFileSync(join(source, 'shared/components/tabs.css'), '.tabs { display: flex; }\n');
    writeFileSync(join(source, 'features/home/course-card.css'), '.course-card { border-radius: 12px; }\n');
    writeFileSync(join(source, 'features/home/notes.txt'), 'not a stylesheet');
    const parts = stylesheetParts(join(source, 'styles.css'), source) as string[];
    expect(parts.map((file) => file.slice(source.length + 1))).toEqual(['styles.css', 'features/home/course-card.css', 'shared/components/tabs.css']);

    const dir = mkdtempSync(join(tmpdir(), 'ddi-styles-out-'));
    writeFileSync(join(source, 'main.js'), lesson('coach'));
    const bundle = await rollup({ input: { main: join(source, 'main.js') }, plugins: [hashedAsset(() => parts, 'styles.css')] });
    await bundle.write({ dir, format: 'es', entryFileNames, assetFileNames });
    await bundle.close();
    const [sheet] = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.css'));
    const text = readFileSync(join(dir, 'assets', sheet!), 'utf8');
    expect(text.indexOf('--ddi-text')).toBeLessThan(text.indexOf('.course-card'));
    expect(text.indexOf('.course-card')).toBeLessThan(text.indexOf('.tabs'));
    expect(text).not.toContain('not a stylesheet');
  });

  it('the production stylesheet is minified: no comments, no indentation, the same rules', async () => {
    const source = mkdtempSync(join(tmpdir(), 'ddi-min-src-'));
    const dir = mkdtempSync(join(tmpdir(), 'ddi-min-out-'));
    writeFileSync(join(source, 'main.js'), lesson('lead'));
    writeFileSync(
      join(source, 'styles.css'),
      '/* The card: a comment that must not ship. */\n.card {\n  padding: 1rem;\n  min-height: max(44px, 2.75rem);\n}\n\n.card:has(input:checked) {\n  background: url(\'./fonts/x.woff2\');\n}\n',
    );
    const bundle = await rollup({ input: { main: join(source, 'main.js') }, plugins: [hashedAsset(join(source, 'styles.css'), 'styles.css', minifyCss)] });
    await bundle.write({ dir, format: 'es', entryFileNames, assetFileNames });
    await bundle.close();
    const [sheet] = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.css'));
    const text = readFileSync(join(dir, 'assets', sheet!), 'utf8');
    expect(text).not.toContain('/*');
    expect(text).not.toMatch(/\n\s/);
    expect(text).toContain('.card{padding:1rem;min-height:max(44px,2.75rem)}');
    expect(text).toContain('.card:has(input:checked){background:url(./fonts/x.woff2)}');
  });

});
