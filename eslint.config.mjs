import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lit from 'eslint-plugin-lit';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The learner app's folders import one way (bulletproof-react): app → features → shared. A feature never imports
// another feature: what two features need lives in shared/, and app/ composes features (decision 0025).
const APP_SRC = './learner-app/src';
const APP_FEATURES = readdirSync(new URL('learner-app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const oneWayImports = [
  ...APP_FEATURES.map((feature) => ({
    target: `${APP_SRC}/features/${feature}`,
    from: `${APP_SRC}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to shared/, or compose them in app/.',
  })),
  {
    target: `${APP_SRC}/shared`,
    from: [`${APP_SRC}/features`, `${APP_SRC}/app`],
    message: 'shared/ is imported by features and the app, never the other way round.',
  },
  { target: `${APP_SRC}/features`, from: `${APP_SRC}/app`, message: 'Features never import the app shell; the app composes features.' },
];

// The player's modules never import one another in a circle, type-only imports included (issue 23):
// import-x/no-cycle skips `import type`, so this small rule follows every static import and re-export.
const staticSpecifiers = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const importsOf = (file) => {
  const found = [];
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticSpecifiers)) {
    const target = resolvePath(dirname(file), specifier.replace(/\.js$/, '.ts'));
    if (existsSync(target)) found.push(target);
  }
  return found;
};
const playerImports = {
  rules: {
    'no-cycle': {
      meta: { type: 'problem', messages: { cycle: 'Import cycle (type-only imports included): {{route}}' }, schema: [] },
      create(context) {
        const file = context.physicalFilename;
        const name = (path) => path.slice(path.indexOf('/src/') + 5);
        return {
          'Program:exit'(program) {
            const source = context.sourceCode.getText();
            for (const [, specifier] of source.matchAll(staticSpecifiers)) {
              const start = resolvePath(dirname(file), specifier.replace(/\.js$/, '.ts'));
              if (!existsSync(start)) continue;
              // Breadth-first from the imported module; a route back to this file is a cycle.
              const seen = new Set([start]);
              const queue = [[start]];
              while (queue.length) {
                const route = queue.shift();
                const next = route.at(-1) === file ? [] : importsOf(route.at(-1));
                if (next.includes(file)) {
                  context.report({ node: program, messageId: 'cycle', data: { route: [file, ...route, file].map(name).join(' → ') } });
                  return;
                }
                for (const target of next) {
                  if (seen.has(target)) continue;
                  seen.add(target);
                  queue.push([...route, target]);
                }
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'media/**',
      'data/**',
      'coverage/**',
      '.test-results/**',
      'test-results/**',
      'playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['player-element/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['player-element/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['player-element/**/*.ts', 'demo/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['player-element/**/*.test.ts'],
    languageOptions: { globals: globals.mocha },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['learner-app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['learner-app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
  },
  {
    files: ['learner-app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: oneWayImports }],
      'import-x/no-cycle': 'error',
    },
  },
  // The player (issue 23): no import cycles (type-only imports included), and only platform/ (the one request
  // policy, decision 0034) and the engines (media) talk to the network.
  {
    files: ['player-element/src/**/*.ts'],
    plugins: { 'import-x': importX, 'player-imports': playerImports },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'player-imports/no-cycle': 'error',
      // Decision 0065: decorators compiled for es2022 cost ~2 KB gzip of helpers in every chunk that uses them.
      'no-restricted-imports': ['error', { paths: [{ name: 'lit/decorators.js', message: 'Declare reactive properties with `static properties` (decision 0065).' }], patterns: [{ group: ['lit/decorators/*'], message: 'Declare reactive properties with `static properties` (decision 0065).' }] }],
    },
  },
  {
    files: ['player-element/src/**/*.ts'],
    ignores: ['player-element/src/platform/**', 'player-element/src/engines/**', 'player-element/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only platform/ and the engines call the network: use platform/request.ts (decision 0034).' },
        { name: 'XMLHttpRequest', message: 'Only platform/ and the engines call the network: use platform/request.ts (decision 0034).' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: 'Only platform/ and the engines call the network (decision 0034).' })),
        ),
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'e2e-firefox/**/*.ts', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Benchmarks (npm run bench): Node runners, browser pages.
  {
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['bench/**/*.{ts,js}'],
    languageOptions: { globals: globals.browser },
  },
  // A test with no assertion can't fail: vitest's expect-expect, also over the element tests (mocha-style `it`
  // with chai) and the end-to-end tests (Playwright `test`). A helper that asserts is named `expect…`;
  // fast-check's `fc.assert` and the element tests' `until` (fails on timeout) count as assertions too.
  {
    files: ['server/**/*.test.ts', 'learner-app/**/*.test.{ts,tsx}', 'scripts/test/**/*.test.ts', 'e2e-firefox/**/*.test.ts'],
    plugins: { vitest },
    rules: { 'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'assert', 'fc.assert'] }] },
  },
  {
    files: ['player-element/**/*.test.ts'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*', 'assert', 'fc.assert', 'until'], additionalTestBlockFunctions: ['it'] }],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    plugins: { vitest },
    rules: { 'vitest/expect-expect': ['error', { assertFunctionNames: ['expect*'], additionalTestBlockFunctions: ['test'] }] },
  },
);
