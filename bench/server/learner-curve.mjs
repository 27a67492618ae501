// The learners-per-instance load curve (issue 25), shared by bench/server (PGlite, one instance) and
// bench/server-postgres (1 and 2 instances): a learner's mix of calls at a stepped total rate, shared evenly by
// the instances, each loaded by its own open loop (bench/server-postgres/load.mjs), until a step fails.
import { round } from '../lib.mjs';
import { openLoop, quantile } from '../server-postgres/load.mjs';
import { callMix, learnerCalls, servedRate } from './learners.mjs';

export const p99LimitMs = 100;
export const firstRate = 20;
export const stepFactor = 1.5;
// 20 × 1.5^21 ≈ 100,000 req/s: far beyond what one runner process can send on this machine, so the curve ends
// at a failed step (the server's limit or the runner's: a step 10 % short of its rate fails), not at the last one.
const maxSteps = 22;
// Each step lasts long enough for at least this many answers, so its p99 is not just its slowest answer.
export const minAnswers = 300;

/**
 * Steps up the rate from `firstRate` ×`stepFactor` until a step fails (p99 ≥ limit, errors, or 10 % short of
 * its rate), after a warm-up step at the first rate (not recorded). A failed step is measured once more before
 * the curve ends, so one stall of a shared machine does not end it; both measurements are kept in `measured`,
 * the second one counts in `steps`. `sent` and `acknowledged` count the answers of every call (warm-up included).
 * @param {{ origins: string[], requests: Record<string, { request: { method: string, path: string, headers: Record<string, string>, body?: string } }>, seconds: number }} options
 * `reachedLimit` is false when even the last step passed: the figure is then a lower bound.
 * @returns {Promise<{ steps: object[], measured: object[], sent: Record<string, number>, acknowledged: Record<string, number>, reachedLimit: boolean }>}
 */
export async function learnerCurve({ origins, requests, seconds }) {
  const sequence = callMix().map((call) => ({ name: call, ...requests[call].request }));
  const sent = {};
  const acknowledged = {};
  async function step(rate) {
    const results = await Promise.all(origins.map((origin) => openLoop({ origin, rate: rate / origins.length, seconds: Math.max(seconds, minAnswers / rate), requests: sequence })));
    const row = {
      instances: origins.length,
      rate: round(rate, 0),
      achieved: round(results.reduce((sum, result) => sum + result.sent / result.elapsedS, 0), 0),
      p50Ms: quantile(results.flatMap((result) => result.latencies), 0.5),
      p99Ms: quantile(results.flatMap((result) => result.latencies), 0.99),
      errors: results.reduce((sum, result) => sum + result.errors, 0),
    };
    for (const call of Object.keys(learnerCalls)) {
      row[`${call} p99Ms`] = quantile(results.flatMap((result) => result.byName[call].latencies), 0.99);
      sent[call] = (sent[call] ?? 0) + results.reduce((sum, result) => sum + result.byName[call].latencies.length, 0);
      acknowledged[call] = (acknowledged[call] ?? 0) + results.reduce((sum, result) => sum + result.byName[call].acknowledged, 0);
    }
    console.log(`  ${row.instances} instance(s) @ ${row.rate} req/s: ${row.achieved} req/s, p99 ${row.p99Ms} ms, ${row.errors} errors`);
    return row;
  }
  await step(firstRate);
  const steps = [];
  const measured = [];
  for (let index = 0, rate = firstRate; index < maxSteps; index++, rate *= stepFactor) {
    let row = await step(rate);
    if (servedRate([row], p99LimitMs) === 0) {
      measured.push({ ...row, retried: 'failed, measured again' });
      row = await step(rate);
    }
    measured.push(row);
    steps.push(row);
    if (servedRate([row], p99LimitMs) === 0) return { steps, measured, sent, acknowledged, reachedLimit: true };
  }
  return { steps, measured, sent, acknowledged, reachedLimit: false };
}
