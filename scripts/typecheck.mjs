// tsc --noEmit over every workspace and the test tooling; exits non-zero on the first project with errors listed.
import { bin, inParallel, run } from './lib.mjs';

export const projects = ['player-element', 'learner-app', 'server', 'e2e', 'e2e-firefox', 'scripts'];

/** Each project's result; two `tsc` at a time (the 2-core CI machine), each one's errors written together. */
export async function typecheck() {
  return inParallel(projects, 2, async (project) => {
    const code = await run(bin('tsc'), ['-p', project, '--noEmit'], { buffered: true });
    return { project, ok: code === 0 };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await typecheck();
  const failed = results.filter((result) => !result.ok);
  for (const { project } of failed) console.error(`type errors in ${project}`);
  process.exit(failed.length ? 1 : 0);
}
