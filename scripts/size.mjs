// npm run size: raw and gzip bytes of every built JavaScript and CSS chunk (builds first when stale).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appDocumentFiles, ensureBuild, ensureDependencies, root } from './lib.mjs';

const outputs = ['player-element/dist', 'learner-app/dist'];

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(m?js|css)$/.test(entry)) yield path;
  }
}

/** `{ file, bytes, gzip }` for every chunk of the build. */
export function measure() {
  const rows = [];
  for (const output of outputs) {
    const dir = join(root, output);
    if (!existsSync(dir)) continue;
    for (const path of files(dir)) {
      const source = readFileSync(path);
      rows.push({ file: relative(root, path), bytes: source.length, gzip: gzipSync(source, { level: 9 }).length });
    }
  }
  return rows.sort((a, b) => a.file.localeCompare(b.file));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const staticImport = /(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
export function closure(file, seen = new Set()) {
  const path = join(root, file);
  if (seen.has(path) || !existsSync(path)) return seen;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  for (const [, specifier] of source.matchAll(staticImport)) closure(relative(root, join(path, '..', specifier)), seen);
  return seen;
}

/** Gzip bytes of a set of chunks. */
export const gzipTotal = (paths) => [...paths].reduce((sum, path) => sum + gzipSync(readFileSync(path), { level: 9 }).length, 0);

/**
 * Gzip bytes an mp4 page may load: issue 22's 32 KB goal, met by decision 0065 (no decorators); 32,434 bytes
 * with decision 0069's parallel imports of the engines and the vid flow (65 bytes) and decision 0071's early
 * engine load, plus about 200 bytes of room (decision 0058: 35 KB before the menus left the first load); 32,448 bytes
 * after decisions 0075 (+54: the overlay host waits for the overlays' strings) and 0076 (−40); 32,482 with the DASH
 * manifest prefetch (decision 0057's addendum, +34); 32,568 with decision 0080's early engine chunk (+82); 32,448
 * after decision 0081 (the templates' indentation out, −129; the strings as UTF-8, +7), plus 92 bytes of room;
 * 32,504 with decision 0084 (the level prefetch) and 32,535 with decision 0086 (no guess when the player sets the
 * quality, +31); 32,557 when a name the page gives the player is kept (+22: several players on a page told apart);
 * 32,600 when the line-switch tip's success waits for a second buffered past the position (+43); 32,641 with the
 * `transcript()` method (+41: the method and its chunk's name; decision 0091); 32,727 when options assigned again
 * equal to the last ones are not a reload (+86: `@lit/react` sets them on every render of the page), 32,749 with the
 * `ddi-subtitle-change` event (+22: a transcript beside the player follows the viewer's caption language), plus 11
 * bytes of room under the goal's 32,768.
 */
export const PLAYER_MP4_BUDGET = 32_760;

/**
 * Gzip bytes of every overlay loaded in one language (`everyOverlay()`; issue 22's goal is 90 KB, not met): 116,078
 * bytes with decisions 0075 (the overlays' strings per language) and 0076 (no map comments, the elements' shared
 * state consumer and define guard); 116,225 before decision 0081 and 114,478 after it (uqr's encoder alone, the
 * overlays' chunks without exports, the templates' indentation out, the strings as UTF-8), plus 82 bytes of room,
 * so that no chunk grows unnoticed; 114,541 after decision 0084 and the early load of decision 0080's addendum,
 * 114,572 with decision 0086 (+31, in the first chunk: no guess when the player sets the quality), 114,594 with the
 * page's name for the player kept (+22, in the first chunk), 114,637 with the line switch's success rule (+43, in
 * the first chunk), 114,669 with the cover shown once the video info passed its gates (+32, in the vid flow's
 * chunk), 115,130 with the transcript (+461: `transcript()` in the first chunk, and the chunk of the subtitle
 * files' first choice, which the subtitle layer's chunk gave up, and their text; decision 0091), 115,216 with options
 * assigned again not reloading (+86, in the first chunk), 115,238 with the `ddi-subtitle-change` event (+22, in the
 * first chunk), plus 16 bytes of room.
 */
export const PLAYER_OVERLAYS_BUDGET = 115_254;

/** The other language's lazy strings, which a page in this language never loads (decisions 0065 and 0075). */
const otherLanguage = { en: /^i18n(-overlays)?-zh-/, zh_CN: /^i18n-overlays-en-/ };

/**
 * Gzip bytes of every overlay loaded (issue 22, goal 90 KB): `ddi-player.js` and every chunk but the hls.js
 * and dash.js engines (with the manifest reading only they import) and the other language's strings, for the
 * language whose page loads more (Chinese).
 */
export function everyOverlay() {
  const chunks = join(root, 'player-element/dist/chunks');
  // The engines' own reading of the prefetched manifest (`engines/manifest-answer.ts`) counts with the engines.
  const names = existsSync(chunks) ? readdirSync(chunks).filter((name) => name.endsWith('.js') && !/^((hls|dash)-engine|manifest-answer)-/.test(name)) : [];
  const loads = Object.entries(otherLanguage).map(([language, other]) => {
    const paths = new Set([join(root, 'player-element/dist/ddi-player.js'), ...names.filter((name) => !other.test(name)).map((name) => join(chunks, name))]);
    return { language, paths, gzip: gzipTotal(paths) };
  });
  return loads.reduce((most, load) => (load.gzip > most.gzip ? load : most));
}

/** What a page loads first: the player playing an mp4 (entry + native engine), and /pc/login. */
export function firstLoads() {
  const chunks = join(root, 'player-element/dist/chunks');
  const nativeEngine = existsSync(chunks) ? readdirSync(chunks).find((name) => /^native-engine-.*\.js$/.test(name)) : undefined;
  const player = closure('player-element/dist/ddi-player.js');
  if (nativeEngine) closure(`player-element/dist/chunks/${nativeEngine}`, player);
  return [
    { name: 'player, mp4 page (entry with the native engine)', paths: player, budget: PLAYER_MP4_BUDGET },
    { name: 'learner app, /pc/login', paths: closure(appDocumentFiles().entry), budget: 120 * 1024 },
  ].map((load) => ({ ...load, gzip: gzipTotal(load.paths) }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureDependencies();
    await ensureBuild();
  } catch (error) {
    console.error(`npm run size: ${error.message}`);
    process.exit(1);
  }
  const rows = measure();
  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.bytes).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  const first = rows.find((row) => row.file === 'player-element/dist/ddi-player.js');
  if (first) console.log(`\nThe player's first chunk (/player/ddi-player.js): ${kb(first.gzip)} gzip`);
  console.log('\nFirst load (static imports followed; e2e/budgets.spec.ts measures the same in Chromium):');
  for (const load of firstLoads()) {
    console.log(`  ${load.name}: ${kb(load.gzip)} gzip of ${kb(load.budget)} budget (${load.paths.size} files)`);
  }
  const overlays = everyOverlay();
  console.log(`  player, every overlay loaded (${overlays.language}): ${overlays.gzip} bytes, ${kb(overlays.gzip)} gzip of ${kb(PLAYER_OVERLAYS_BUDGET)} budget (${overlays.paths.size} files)`);
}
