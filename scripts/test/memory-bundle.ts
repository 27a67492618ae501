// Rollup on modules held in memory, for the tests of the build's own plugins: each build's chunks are returned
// and written to a temporary folder (removed after each test), where they can be imported and run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { afterEach } from 'vitest';

/**
 * A build function over `sources` (file name → code; `./x.js` imports resolve to them), entry `entry.js`. Module
 * ids are `<root>/<name>` (`root` '' gives bare names), as the plugins under test see them.
 */
export function memoryBundle(sources: Record<string, string>, root = '') {
  const prefix = root ? `${root}/` : '';
  const name = (id: string) => id.replace(/^\.\//, '').replace(prefix, '');
  const memory: Plugin = {
    name: 'memory',
    resolveId: (id) => (name(id) in sources ? `${prefix}${name(id)}` : null),
    load: (id) => sources[name(id)] ?? null,
  };
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });
  return {
    /** The folder of the last build's chunks. */
    dir: () => dir,
    /** Bundles with `plugins`; the chunks by file name (`[name].js`), also written to `dir()`. */
    async build(plugins: Plugin[]): Promise<Record<string, string>> {
      const bundle = await rollup({ input: `${prefix}entry.js`, plugins: [memory, ...plugins] });
      const { output } = await bundle.generate({ format: 'es', chunkFileNames: '[name].js' });
      await bundle.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = mkdtempSync(join(tmpdir(), 'memory-bundle-'));
      const files: Record<string, string> = {};
      for (const file of output) {
        if (file.type !== 'chunk') continue;
        files[file.fileName] = file.code;
        writeFileSync(join(dir, file.fileName), file.code);
      }
      return files;
    },
  };
}
