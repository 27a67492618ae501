import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_POLL_MS, createSessionWatch } from './session-watch';
import type { SessionWatch } from './session-watch';

interface World {
  loggedIn: boolean;
  paused: boolean;
  interval: () => Promise<number>;
}

function setUp(world: World) {
  const fetchIntervalSeconds = vi.fn(() => world.interval());
  const checkSession = vi.fn(async () => undefined);
  const watch = createSessionWatch({
    isLoggedIn: () => world.loggedIn,
    isPaused: () => world.paused,
    fetchIntervalSeconds,
    checkSession,
  });
  return { watch, fetchIntervalSeconds, checkSession };
}

let watch: SessionWatch | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  watch?.stop();
  watch = undefined;
});

describe('the status check is armed by a 5 s poll once logged in', () => {
  it('asks for the interval only at the first poll that finds the learner logged in', async () => {
    const world: World = { loggedIn: false, paused: false, interval: async () => 30 };
    const setup = setUp(world);
    watch = setup.watch;
    watch.start();

    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS * 3);
    expect(setup.fetchIntervalSeconds).not.toHaveBeenCalled();
    expect(watch.armed).toBe(false);

    world.loggedIn = true;
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS - 1);
    expect(setup.fetchIntervalSeconds).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.fetchIntervalSeconds).toHaveBeenCalledTimes(1);
    expect(watch.armed).toBe(true);

    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS * 4);
    expect(setup.fetchIntervalSeconds).toHaveBeenCalledTimes(1);
  });
});

describe('then userinfo is called every interval the server gives, in seconds', () => {
  it('uses the server’s 12 s', async () => {
    const world: World = { loggedIn: true, paused: false, interval: async () => 12 };
    const setup = setUp(world);
    watch = setup.watch;
    watch.start();

    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS);
    await vi.advanceTimersByTimeAsync(12_000 - 1);
    expect(setup.checkSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(12_000 * 3);
    expect(setup.checkSession).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['the interval call fails', async () => Promise.reject(new Error('network'))],
    ['the server answers something unusable', async () => -5],
  ])('30 s when %s', async (_case, interval) => {
    const world: World = { loggedIn: true, paused: false, interval };
    const setup = setUp(world);
    watch = setup.watch;
    watch.start();

    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 30_000 - 1);
    expect(setup.checkSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);
  });

  it('keeps checking after a failed check', async () => {
    const world: World = { loggedIn: true, paused: false, interval: async () => 10 };
    const setup = setUp(world);
    setup.checkSession.mockRejectedValueOnce(new Error('offline'));
    watch = setup.watch;
    watch.start();

    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 20_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(2);
  });
});

describe('checks pause while the session-expired dialog shows', () => {
  it('skips the calls while paused and resumes after', async () => {
    const world: World = { loggedIn: true, paused: false, interval: async () => 10 };
    const setup = setUp(world);
    watch = setup.watch;
    watch.start();
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 10_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);

    world.paused = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);

    world.paused = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(2);
  });
});

describe('logging out disarms the check until the poll sees the next login', () => {
  it('stops calling, then re-arms with a fresh interval', async () => {
    const world: World = { loggedIn: true, paused: false, interval: async () => 10 };
    const setup = setUp(world);
    watch = setup.watch;
    watch.start();
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 10_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);

    world.loggedIn = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);
    expect(watch.armed).toBe(false);

    world.loggedIn = true;
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 10_000);
    expect(setup.fetchIntervalSeconds).toHaveBeenCalledTimes(2);
    expect(setup.checkSession).toHaveBeenCalledTimes(2);
  });

  it('stop() ends everything', async () => {
    const world: World = { loggedIn: true, paused: false, interval: async () => 10 };
    const setup = setUp(world);
    setup.watch.start();
    await vi.advanceTimersByTimeAsync(LOGIN_POLL_MS + 10_000);
    setup.watch.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(setup.checkSession).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
