// npm run size: raw and gzip bytes of every built JavaScript and CSS chunk (builds first when stale).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureDependencies();
  await ensureBuild();
  const rows = measure();
  const width = Math.max(...rows.map((row) => row.file.length));
  console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.bytes).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  const first = rows.find((row) => row.file === 'player-element/dist/ddi-player.js');
  if (first) console.log(`\nThe player's first chunk (/player/ddi-player.js): ${kb(first.gzip)} gzip`);
}
