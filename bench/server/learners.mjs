// Learners per instance (issue 25): the arithmetic that turns a measured load curve into a number of
// concurrent learners. Pure functions, unit-tested in scripts/test/learners-per-instance.test.ts.

/**
 * What one learner sends, in seconds between calls: a heartbeat every 30 s (learner-app/src/features/tracking/heartbeat-controller.ts),
 * a view beacon every 10 s while playing (the player's `reportFreq` default,
 * player-element/src/platform/statistics.ts) and a course page call per minute.
 */
export const learnerCalls = { heartbeat: 30, 'view beacon': 10, 'course page': 60 };

/**
 * Requests per second one learner sends: Σ 1 / interval.
 * @param {Record<string, number>} calls seconds between calls, by call name
 * @returns {number}
 */
export function requestsPerLearner(calls = learnerCalls) {
  return Object.values(calls).reduce((sum, seconds) => {
    if (!(seconds > 0)) throw new Error(`an interval must be a positive number of seconds, got ${seconds}`);
    return sum + 1 / seconds;
  }, 0);
}

/**
 * The calls of a learner in their proportions, as the shortest sequence of call names
 * (30 / 10 / 60 s → 2 heartbeats, 6 beacons, 1 page call), interleaved so each name is spread out.
 * @param {Record<string, number>} calls seconds between calls, by call name (whole seconds)
 * @returns {string[]}
 */
export function callMix(calls = learnerCalls) {
  const longest = Math.max(...Object.values(calls));
  const counts = Object.entries(calls).map(([name, seconds]) => [name, longest / seconds]);
  for (const [, count] of counts) {
    if (!Number.isInteger(count)) throw new Error('every interval must divide the longest one');
  }
  // Place each call at its evenly spaced slots, then read the slots in order.
  const slots = counts.flatMap(([name, count]) => Array.from({ length: count }, (_, index) => ({ name, at: (index + 0.5) / count })));
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.name);
}

/**
 * The rate one deployment serves within the limit: the highest step of an increasing load curve that
 * answered every request (no errors), within 90 % of its target rate, with p99 under the limit, counting only
 * the steps before the first one that did not. Zero when even the first step failed.
 * @param {{ rate: number, achieved: number, p99Ms: number, errors: number }[]} steps target rate, achieved
 *   rate (req/s), p99 latency and errors of each step, in the order measured
 * @param {number} p99LimitMs
 * @returns {number} achieved requests per second of that step
 */
export function servedRate(steps, p99LimitMs = 100) {
  let served = 0;
  for (const step of steps) {
    const ok = step.errors === 0 && step.p99Ms < p99LimitMs && step.achieved >= step.rate * 0.9;
    if (!ok) break;
    served = Math.max(served, step.achieved);
  }
  return served;
}

/**
 * Learners per instance: the served rate shared by the instances, divided by what one learner sends,
 * rounded down.
 * @param {number} rate requests per second served by the whole deployment
 * @param {number} instances
 * @param {number} perLearner requests per second one learner sends
 * @returns {number}
 */
export function learnersPerInstance(rate, instances, perLearner = requestsPerLearner()) {
  if (!(instances >= 1) || !(perLearner > 0)) throw new Error('instances must be ≥ 1 and perLearner > 0');
  return Math.floor(rate / instances / perLearner);
}
