/**
 * Loads a lazy chunk's own imports alongside it instead of after it (decision 0069).
 *
 * A browser learns what a chunk imports only once the chunk has arrived, so `import('./hls-engine.js')`
 * whose chunk imports a shared `access.js` costs two round trips in a row. This plugin renders each dynamic
 * import whose target chunk has static imports as `(import(dep).catch(noop), …, import(target))`, so every
 * file is requested at once (a dependency that fails to load fails the target's import too, which is where
 * the error is handled) —
 * what Vite's preload helper does with `<link rel=modulepreload>`, here with plain `import()` so that it
 * works under a strict CSP and in every browser. The importing chunk itself and entry chunks (already
 * loaded when anything imports lazily) are left out. `only(chunkName)` limits it to some target chunks:
 * each dependency named costs about 6.5 bytes gzip in the importing chunk.
 */
export function parallelChunkImports({ only = () => true } = {}) {
  return {
    name: 'parallel-chunk-imports',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk || !only(targetChunk.name)) return null;
      const deps = (getTargetChunkImports() ?? [])
        .filter((dep) => dep.type === 'internal' && dep.fileName !== chunk.fileName && !dep.chunk.isEntry)
        // resolvedImportPath is already a quoted string literal.
        .map((dep) => `import(${dep.resolvedImportPath}).catch(()=>0),`);
      if (deps.length === 0) return null;
      return { left: `(${deps.join('')}import(`, right: '))' };
    },
  };
}
