// The build requests a lazy chunk's own imports together with it (scripts/rollup/parallel-chunk-imports.mjs,
// decision 0069): a browser would otherwise learn of them only once the chunk arrived, one round trip later.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryBundle } from './memory-bundle.js';
// @ts-expect-error: a plain ES module script without types
import { parallelChunkImports } from '../rollup/parallel-chunk-imports.mjs';

/** Modules in memory: an entry that lazily loads two engines sharing a helper (like hls.js's and dash.js's `access`). */
const sources: Record<string, string> = {
  'entry.js': "export const loadHls = () => import('./hls.js'); export const loadDash = () => import('./dash.js'); export const plain = () => import('./plain.js');",
  'hls.js': "import { shared } from './shared.js'; export const name = 'hls ' + shared;",
  'dash.js': "import { shared } from './shared.js'; export const name = 'dash ' + shared;",
  'shared.js': "export const shared = 'with access';",
  'plain.js': "export const name = 'plain';",
};
const bundler = memoryBundle(sources);
const build = bundler.build;

describe('a lazy chunk is requested together with the chunks it imports', () => {
  it('the entry imports the shared chunk in the same expression as each engine, before it; a chunk without imports is left alone', async () => {
    const files = await build([parallelChunkImports()]);
    const entry = files['entry.js']!;
    expect(entry).toMatch(/\(import\('\.\/shared\.js'\)\.catch\(\(\)=>0\),import\('\.\/hls\.js'\)\)/);
    expect(entry).toMatch(/\(import\('\.\/shared\.js'\)\.catch\(\(\)=>0\),import\('\.\/dash\.js'\)\)/);
    expect(entry).toMatch(/=> import\('\.\/plain\.js'\)/);
  });

  it('`only` limits it to the target chunks it names', async () => {
    const entry = (await build([parallelChunkImports({ only: (name: string) => name === 'hls' })]))['entry.js']!;
    expect(entry).toMatch(/\(import\('\.\/shared\.js'\)\.catch\(\(\)=>0\),import\('\.\/hls\.js'\)\)/);
    expect(entry).toMatch(/=> import\('\.\/dash\.js'\)/);
  });

  it('without the plugin the entry names only the engine: the shared chunk would come a round trip later', async () => {
    const entry = (await build([]))['entry.js']!;
    expect(entry).not.toContain("import('./shared.js')");
  });

  it('the loaders still resolve to the engine’s module, and a shared chunk that fails fails the engine’s import (where it is handled) and nothing else', async () => {
    await build([parallelChunkImports()]);
    const entry = await import(pathToFileURL(join(bundler.dir(), 'entry.js')).href);
    expect((await entry.loadHls()).name).toBe('hls with access');
    expect((await entry.loadDash()).name).toBe('dash with access');

    const broken = await build([parallelChunkImports()]);
    rmSync(join(bundler.dir(), 'shared.js'));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const fresh = await import(`${pathToFileURL(join(bundler.dir(), 'entry.js')).href}?broken`);
      expect(broken['entry.js']).toContain("import('./shared.js')");
      await expect(fresh.loadHls()).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
