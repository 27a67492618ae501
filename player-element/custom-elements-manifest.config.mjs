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
