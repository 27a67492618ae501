/**
 * `npm run manifest`: custom-elements.json from the JSDoc of the elements (Lit-aware). Only modules that
 * define a custom element are kept, sorted by path; scripts/react-wrappers.mjs generates src/react.ts from it.
 */
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/react.ts', 'src/index.ts'],
  outdir: '.',
  litelement: true,
  // package.json's customElements field is kept by hand (the analyzer would rewrite it to any --outdir).
  packagejson: false,
  plugins: [
    {
      // The elements define themselves through core/define.ts's guard, which the analyzer does not know: each
      // `defineElement('ddi-x', DdiX)` call is the module's custom-element definition, as `customElements.define` was.
      name: 'define-element',
      analyzePhase({ ts, node, moduleDoc }) {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement') return;
        const [tag, element] = node.arguments;
        if (!tag || !ts.isStringLiteral(tag) || !element || !ts.isIdentifier(element)) return;
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          { kind: 'custom-element-definition', name: tag.text, declaration: { name: element.text, module: moduleDoc.path } },
        ];
      },
    },
    {
      name: 'only-elements',
      packageLinkPhase({ customElementsManifest }) {
        // Sorted by path: the analyzer lists files in directory order, which differs between checkouts.
        customElementsManifest.modules = customElementsManifest.modules
          .filter((module) => module.declarations?.some((declaration) => declaration.customElement))
          .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
