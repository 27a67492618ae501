// bench/server/compare.mjs: the arithmetic of the server's goal against bare Fastify (issue 25). The bench's
// times are never asserted here; only how two measured throughputs become a ratio and a met / not met.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node ES module without types
import { fastifyGoal, minimumVsFastify, versus } from '../../bench/server/compare.mjs';

const at = (requestsPerSec: number) => ({ requestsPerSec });

describe('the server against bare Fastify', () => {
  it('the goal is at least ×0.5 of bare Fastify', () => {
    expect(minimumVsFastify).toBe(0.5);
  });

  it('an endpoint is compared as a fraction of the reference, to 2 decimals', () => {
    expect(versus(at(6000), at(12000))).toBe(0.5);
    expect(versus(at(1000), at(3000))).toBe(0.33);
    expect(versus(undefined, at(3000))).toBeNull();
    expect(versus(at(1000), undefined)).toBeNull();
  });

  it('half of bare Fastify meets the goal, a request per second less does not (compared unrounded)', () => {
    expect(fastifyGoal('heartbeat', at(6000), at(12000), at(20000)).met).toBe(true);
    expect(fastifyGoal('heartbeat', at(5999), at(12000), at(20000)).met).toBe(false);
    // ×0.4999… rounds to ×0.5 in the text but is not met.
    const goal = fastifyGoal('view beacon', at(4999), at(9999), undefined);
    expect(goal.met).toBe(false);
    expect(goal.value).toBe('4999 vs 9999 req/s (×0.5)');
  });

  it('the goal names the endpoint and shows both throughputs and the floor', () => {
    expect(fastifyGoal('course page at 100 connections on PGlite', at(3000), at(4000), at(8000))).toEqual({
      goal: "course page at 100 connections on PGlite: ≥ ×0.5 of bare Fastify's throughput",
      value: '3000 vs 4000 req/s (×0.75), floor 8000 req/s (×0.38)',
      met: true,
    });
  });

  it('a missing throughput is an error, not a met goal', () => {
    expect(() => fastifyGoal('heartbeat', at(100), undefined, undefined)).toThrow(/missing/);
    expect(() => fastifyGoal('heartbeat', undefined, at(100), undefined)).toThrow(/missing/);
    expect(() => fastifyGoal('heartbeat', at(100), at(0), undefined)).toThrow(/missing/);
  });
});
