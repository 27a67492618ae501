import { describe, expect, it } from 'vitest';
import { rulesFor } from './lint-rules';

describe('the learner app imports one way: app → features → shared, and a feature never imports another feature', () => {
  it('fails a feature that imports another feature', async () => {
    expect(await rulesFor('learner-app/src/features/assessment/example.ts', "export { withDnaProgress } from '../dna/dna-entry';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails shared code that imports a feature or the app, and a feature that imports the app', async () => {
    expect(await rulesFor('learner-app/src/shared/example.ts', "export { withDnaProgress } from '../features/dna/dna-entry';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFor('learner-app/src/features/dna/example.ts', "export { App } from '../../app/app';\n")).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and shared/, and the app import features', async () => {
    expect(await rulesFor('learner-app/src/features/dna/example.ts', "export { withDnaProgress } from './dna-entry';\nexport { formatCountdown } from '../../shared/time/countdown';\n")).toEqual([]);
    expect(await rulesFor('learner-app/src/app/example.ts', "export { withDnaProgress } from '../features/dna/dna-entry';\n")).toEqual([]);
  });
});
