/**
 * Lazy chunks loaded for their side effect only export nothing (decision 0081).
 *
 * The overlay host loads each overlay with `() => import('../ddi-quiz/ddi-quiz.js')` and never reads what the
 * import returns: the chunk's work is defining its element. Rollup cannot tell that from a loader in an object,
 * so it keeps every export of such a chunk (the element class, the constants and helpers the tests import), and
 * those names, which gzip cannot shorten, cost about 30 bytes gzip per chunk. For the dynamic imports of the
 * modules `importers` accepts, this plugin resolves the target to a virtual module that imports it for its side
 * effects: the chunk keeps its name and its code, and exports nothing. Whatever such an `import()` resolves to
 * is then an empty namespace, so an importer listed here must not read it.
 */
export function sideEffectImports({ importers }) {
  const prefix = '\0side-effect:';
  return {
    name: 'side-effect-imports',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer || !importers(importer)) return null;
      const resolved = await this.resolve(specifier, importer, { skipSelf: true });
      return resolved && !resolved.external ? `${prefix}${resolved.id}` : null;
    },
    load(id) {
      return id.startsWith(prefix) ? `import ${JSON.stringify(id.slice(prefix.length))};` : null;
    },
  };
}
