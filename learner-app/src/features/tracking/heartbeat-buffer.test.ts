import { describe, expect, it } from 'vitest';
import type { ClientInfo } from './client-info';
import { HEARTBEAT_BUFFER_STORAGE_KEY, createHeartbeatBuffer } from './heartbeat-buffer';
import { buildHeartbeat } from './heartbeat-payload';

const beat = (userId: number, path = '/home') =>
  buildHeartbeat(
    { userId, path, search: '', moduleId: null, learningPathMetaId: null, locale: 'th_TH' },
    { timestamp: 1 } as unknown as ClientInfo,
  );

describe('the buffer lives in memory and sessionStorage, bounded', () => {
  it('survives a reload of the tab', () => {
    createHeartbeatBuffer(sessionStorage).add([beat(1), beat(1, '/datahandle')]);
    const again = createHeartbeatBuffer(sessionStorage);
    expect(again.size).toBe(2);
    expect(again.takeFor(1).map((payload) => payload.actionContext)).toEqual(['/home', '/datahandle']);
  });

  it('keeps only the newest when full', () => {
    const buffer = createHeartbeatBuffer(sessionStorage, 3);
    buffer.add([beat(1, '/a'), beat(1, '/b'), beat(1, '/c'), beat(1, '/d')]);
    expect(buffer.takeFor(1).map((payload) => payload.actionContext)).toEqual(['/b', '/c', '/d']);
  });

  it('takes one learner’s heartbeats and drops the others', () => {
    const buffer = createHeartbeatBuffer(sessionStorage);
    buffer.add([beat(1), beat(2), beat(1)]);
    expect(buffer.takeFor('1')).toHaveLength(2);
    expect(buffer.size).toBe(0);
  });

  it('works in memory when there is no storage', () => {
    const buffer = createHeartbeatBuffer(undefined);
    buffer.add([beat(1)]);
    expect(buffer.size).toBe(1);
  });
});

describe('what is read back is validated', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not a list', JSON.stringify({ actionId: 1000 })],
  ])('%s is dropped', (_case, stored) => {
    sessionStorage.setItem(HEARTBEAT_BUFFER_STORAGE_KEY, stored);
    expect(createHeartbeatBuffer(sessionStorage).size).toBe(0);
  });

  it('keeps valid heartbeats and drops tampered ones', () => {
    const valid = beat(1);
    sessionStorage.setItem(
      HEARTBEAT_BUFFER_STORAGE_KEY,
      JSON.stringify([
        valid,
        { ...valid, actionId: 999 },
        { ...valid, userId: '' },
        { ...valid, objectIds: ['/course/case', 9] },
        { ...valid, clientInfo: 'x' },
        'junk',
      ]),
    );
    const buffer = createHeartbeatBuffer(sessionStorage);
    expect(buffer.size).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(HEARTBEAT_BUFFER_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });
});
