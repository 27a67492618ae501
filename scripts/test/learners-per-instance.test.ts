// bench/server/learners.mjs: the arithmetic behind "learners per instance" (issue 25). The bench's times
// are never asserted here; only how a measured load curve becomes a number of learners.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node ES module without types
import { callMix, learnerCalls, learnersPerInstance, requestsPerLearner, servedRate } from '../../bench/server/learners.mjs';

type Step = { rate: number; achieved: number; p99Ms: number; errors: number };
const step = (rate: number, p99Ms: number, errors = 0, achieved = rate): Step => ({ rate, achieved, p99Ms, errors });

describe('learners per instance', () => {
  it('one learner sends a heartbeat per 30 s, a view beacon per 10 s and a page call per minute: 0.15 req/s', () => {
    expect(learnerCalls).toEqual({ heartbeat: 30, 'view beacon': 10, 'course page': 60 });
    expect(requestsPerLearner()).toBeCloseTo(0.15, 10);
  });

  it('an interval that is not a positive number is refused', () => {
    expect(() => requestsPerLearner({ heartbeat: 0 })).toThrow(/positive/);
  });

  it('the load mixes the calls in the proportions one learner sends them, spread out', () => {
    const mix: string[] = callMix();
    expect(mix).toHaveLength(9);
    expect(mix.filter((name) => name === 'heartbeat')).toHaveLength(2);
    expect(mix.filter((name) => name === 'view beacon')).toHaveLength(6);
    expect(mix.filter((name) => name === 'course page')).toHaveLength(1);
    const [h, v, p] = ['heartbeat', 'view beacon', 'course page'];
    expect(mix).toEqual([v, h, v, v, p, v, h, v, v]);
  });

  it('the served rate is the last step of the curve before p99 reaches 100 ms', () => {
    expect(servedRate([step(100, 5), step(200, 20), step(400, 99.9), step(800, 100), step(1600, 30)])).toBe(400);
  });

  it('a step with errors, or one that fell 10 % short of its target rate, ends the curve', () => {
    expect(servedRate([step(100, 5), step(200, 20, 1), step(400, 30)])).toBe(100);
    expect(servedRate([step(100, 5), step(200, 20, 0, 179), step(400, 30)])).toBe(100);
    expect(servedRate([step(100, 150)])).toBe(0);
  });

  it('learners per instance share the served rate between instances, rounded down', () => {
    expect(learnersPerInstance(1500, 1)).toBe(10_000);
    expect(learnersPerInstance(1500, 2)).toBe(5000);
    expect(learnersPerInstance(100, 1, 0.15)).toBe(666);
    expect(() => learnersPerInstance(100, 0)).toThrow();
  });
});
