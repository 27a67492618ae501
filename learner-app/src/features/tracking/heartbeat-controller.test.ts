import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json';
import type { ClientInfo } from './client-info';
import { HEARTBEAT_BUFFER_STORAGE_KEY, MAX_BUFFERED_HEARTBEATS, createHeartbeatBuffer } from './heartbeat-buffer';
import type { HeartbeatBuffer } from './heartbeat-buffer';
import { HEARTBEAT_INTERVAL_MS, createHeartbeatController, splitForKeepalive } from './heartbeat-controller';
import type { HeartbeatConfiguration, HeartbeatController, PageVisibility } from './heartbeat-controller';
import { APP_VERSION, buildHeartbeat } from './heartbeat-payload';
import type { HeartbeatContext, HeartbeatPayload } from './heartbeat-payload';

type Body = HeartbeatPayload | readonly HeartbeatPayload[];

const CLIENT_INFO = { page: '/pc/course/videoLearning?id=7', timestamp: 0 } as unknown as ClientInfo;

const IN_A_LESSON: HeartbeatContext = {
  userId: 42,
  path: '/course/videoLearning',
  search: '?id=7',
  moduleId: 2,
  learningPathMetaId: 7,
  locale: 'en_US',
};

/** A page whose visibility the test flips. */
function fakeVisibility(initiallyVisible = true) {
  let visible = initiallyVisible;
  const listeners = new Set<(visible: boolean) => void>();
  const visibility: PageVisibility = {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    visible = next;
    for (const listener of listeners) listener(next);
  };
  return { visibility, set, listeners };
}

interface Sent {
  readonly body: Body;
  readonly keepalive: boolean;
}

function setUp(
  options: {
    context?: HeartbeatContext | null;
    configuration?: HeartbeatConfiguration | Error;
    visible?: boolean;
    buffer?: HeartbeatBuffer;
  } = {},
) {
  let context = options.context === undefined ? IN_A_LESSON : options.context;
  const sent: Sent[] = [];
  let outcome: 'accept' | 'fail' | 'refuse' = 'accept';
  const transport = {
    fetchConfiguration: vi.fn(async (_appId: string) => {
      const configuration = options.configuration ?? { enabled: true, interval: 30 };
      if (configuration instanceof Error) throw configuration;
      return configuration;
    }),
    send: vi.fn(async (body: Body, sendOptions: { readonly keepalive: boolean }) => {
      sent.push({ body, keepalive: sendOptions.keepalive });
      if (outcome === 'fail') throw new Error('network');
      return outcome === 'refuse' ? ('refused' as const) : ('accepted' as const);
    }),
  };
  const page = fakeVisibility(options.visible ?? true);
  const buffer = options.buffer ?? createHeartbeatBuffer(window.sessionStorage);
  const controller = createHeartbeatController({
    transport,
    buffer,
    visibility: page.visibility,
    context: () => context,
    clientInfo: () => CLIENT_INFO,
  });
  return {
    controller,
    transport,
    sent,
    page,
    buffer,
    setContext(next: HeartbeatContext | null) {
      context = next;
    },
    setOutcome(next: typeof outcome) {
      outcome = next;
    },
  };
}

const asArray = (body: Body): readonly HeartbeatPayload[] => (Array.isArray(body) ? body : [body as HeartbeatPayload]);

let running: HeartbeatController | undefined;
async function start(world: ReturnType<typeof setUp>) {
  running = world.controller;
  await world.controller.start();
  return world;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  running?.stop();
  running = undefined;
});

describe('the configuration is read first: GET /hb/v1/configuration/{appId}', () => {
  it('asks for the app’s configuration before any heartbeat', async () => {
    const world = await start(setUp());
    expect(world.transport.fetchConfiguration).toHaveBeenCalledWith('ddi-learner-pc');
    expect(world.sent).toHaveLength(0);
  });

  it('a disabled app sends nothing', async () => {
    const world = await start(setUp({ configuration: { enabled: false, interval: 30 } }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 4);
    expect(world.sent).toHaveLength(0);
  });

  it('when it cannot be read, the spec’s 30 s apply', async () => {
    const world = await start(setUp({ configuration: new Error('offline') }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.sent).toHaveLength(1);
  });
});

describe('a heartbeat every 30 s with the full payload of spec §3', () => {
  it('sends at 30 s, 60 s, 90 s', async () => {
    const world = await start(setUp());
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(world.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(world.sent).toHaveLength(3);
  });

  it('carries actionId 1000, the app, version + language suffix, the course, the user, [path, module id] and clientInfo', async () => {
    const world = await start(setUp());
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);

    expect(world.sent[0]).toEqual({
      keepalive: false,
      body: {
        actionContext: '/course/videoLearning?id=7',
        actionId: 1000,
        appId: 'ddi-learner-pc',
        appName: 'DDI Leadership Learning',
        appVersion: `${APP_VERSION}-en`,
        learningPathMetaId: 7,
        result: 'active',
        userId: 42,
        objectIds: ['/course/videoLearning', 2],
        clientInfo: CLIENT_INFO,
      },
    });
  });

  it('objectIds is null outside a course step, and the version suffix follows the language', () => {
    const beat = buildHeartbeat({ ...IN_A_LESSON, path: '/home', search: '', moduleId: null, learningPathMetaId: null, locale: 'th_TH' }, CLIENT_INFO);
    expect(beat.objectIds).toBeNull();
    expect(beat.learningPathMetaId).toBeNull();
    expect(beat.appVersion).toBe(`${APP_VERSION}-th`);
    expect(buildHeartbeat({ ...IN_A_LESSON, locale: 'zh_CN' }, CLIENT_INFO).appVersion).toBe(`${APP_VERSION}-zh`);
    expect(buildHeartbeat({ ...IN_A_LESSON, locale: 'zh_TW' }, CLIENT_INFO).appVersion).toBe(`${APP_VERSION}-tw`);
  });

  it('the app version is the package’s', () => {
    expect(APP_VERSION).toBe(packageJson.version);
  });
});

describe('no heartbeat on scenarioSimulationNew or when logged out', () => {
  it('skips the scenarioSimulationNew page and sends again elsewhere', async () => {
    const world = await start(setUp({ context: { ...IN_A_LESSON, path: '/course/scenarioSimulationNew', moduleId: 3 } }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    expect(world.sent).toHaveLength(0);

    world.setContext({ ...IN_A_LESSON, path: '/course/scenarioSimulation', moduleId: 3 });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.sent).toHaveLength(1);
  });

  it('skips while logged out', async () => {
    const world = await start(setUp({ context: null }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    expect(world.sent).toHaveLength(0);
  });
});

describe('only visible time counts', () => {
  it('pauses while hidden and resumes with what was left', async () => {
    const world = await start(setUp());
    await vi.advanceTimersByTimeAsync(20_000);
    world.page.set(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.sent).toHaveLength(0);

    world.page.set(true);
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(world.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.sent).toHaveLength(1);
  });

  it('does not start counting while the page starts hidden', async () => {
    const world = await start(setUp({ visible: false }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(world.sent).toHaveLength(0);
    world.page.set(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.sent).toHaveLength(1);
  });
});

describe('failed sends are buffered and sent again as one array', () => {
  it('keeps a failed heartbeat and sends [old, new] next time', async () => {
    const world = await start(setUp());
    world.setOutcome('fail');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.buffer.size).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(HEARTBEAT_BUFFER_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    world.setOutcome('accept');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    const second = world.sent[1]?.body;
    expect(Array.isArray(second)).toBe(true);
    expect(asArray(second ?? [])).toHaveLength(2);
    expect(world.buffer.size).toBe(0);
    expect(sessionStorage.getItem(HEARTBEAT_BUFFER_STORAGE_KEY)).toBeNull();
  });

  it('keeps at most 50 and never sends more than 50 at once', async () => {
    const world = await start(setUp());
    world.setOutcome('fail');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 60);
    expect(world.buffer.size).toBe(MAX_BUFFERED_HEARTBEATS);

    world.setOutcome('accept');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(asArray(world.sent.at(-1)?.body ?? [])).toHaveLength(MAX_BUFFERED_HEARTBEATS);
  });

  it('drops heartbeats the server refuses as malformed instead of retrying them', async () => {
    const world = await start(setUp());
    world.setOutcome('refuse');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.buffer.size).toBe(0);
  });

  it('sends another learner’s buffered heartbeats never', async () => {
    const buffer = createHeartbeatBuffer(window.sessionStorage);
    buffer.add([buildHeartbeat({ ...IN_A_LESSON, userId: 7 }, CLIENT_INFO)]);
    const world = await start(setUp({ buffer }));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(world.sent[0]?.body).not.toBeInstanceOf(Array);
    expect((world.sent[0]?.body as HeartbeatPayload).userId).toBe(42);
  });
});

describe('buffered heartbeats are flushed with keepalive when the page is hidden', () => {
  it('sends the buffer with keepalive on hide', async () => {
    const world = await start(setUp());
    world.setOutcome('fail');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    expect(world.buffer.size).toBe(2);

    world.setOutcome('accept');
    world.page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(world.sent.at(-1)?.keepalive).toBe(true);
    expect(asArray(world.sent.at(-1)?.body ?? [])).toHaveLength(2);
    expect(world.buffer.size).toBe(0);
  });

  it('a single buffered heartbeat is still re-sent as an array', async () => {
    const world = await start(setUp());
    world.setOutcome('fail');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    world.setOutcome('accept');
    world.page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(world.sent.at(-1)?.body).toEqual([expect.objectContaining({ actionId: 1000 })]);
  });

  it('sends nothing on hide when nothing is buffered', async () => {
    const world = await start(setUp());
    world.page.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(world.sent).toHaveLength(0);
  });

  it('keeps what does not fit the browser’s keepalive limit', () => {
    const beat = buildHeartbeat(IN_A_LESSON, CLIENT_INFO);
    const size = new TextEncoder().encode(JSON.stringify(beat)).length + 1;
    const beats = Array.from({ length: 10 }, () => beat);
    const { send, keep } = splitForKeepalive(beats, 2 + size * 4);
    expect(send).toHaveLength(4);
    expect(keep).toHaveLength(6);
  });
});

describe('stop() ends the heartbeat', () => {
  it('clears its timer and listeners', async () => {
    const world = await start(setUp());
    world.controller.stop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    expect(world.sent).toHaveLength(0);
    expect(world.page.listeners.size).toBe(0);
  });
});
