// tsc --noEmit over every workspace and the test tooling; exits non-zero on the first project with errors listed.
import { bin, run } from './lib.mjs';

export const projects = ['player-element', 'learner-app', 'server', 'e2e', 'e2e-firefox', 'scripts'];

export async function typecheck() {
  const results = [];
  for (const project of projects) {
    const code = await run(bin('tsc'), ['-p', project, '--noEmit']);
    results.push({ project, ok: code === 0 });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheck();
  const failed = results.filter((result) => !result.ok);
  for (const { project } of failed) console.error(`type errors in ${project}`);
  process.exit(failed.length ? 1 : 0);
}
