import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS, createServerClock } from './server-clock';

const DAY = 86_400_000;
const device = Date.parse('2030-12-28T10:00:00.000Z');

describe('decision 0108: the app tells dates against the server\'s clock, learned from its answers\' Date headers', () => {
  it('a device clock days off is corrected by the difference the latest answer shows', () => {
    const clock = createServerClock(() => device);
    clock.note(new Date(device - 3 * DAY).toUTCString(), device - 100, device);
    expect(Math.abs(clock.now().getTime() - (device - 3 * DAY))).toBeLessThan(1_000);
    clock.note(new Date(device + DAY).toUTCString(), device - 100, device);
    expect(Math.abs(clock.now().getTime() - (device + DAY))).toBeLessThan(1_000);
  });

  it('a right clock is left alone: within the header\'s imprecision, the device\'s own time', () => {
    const clock = createServerClock(() => device);
    clock.note(new Date(device + 2_000).toUTCString(), device - 800, device);
    expect(clock.now().getTime()).toBe(device);
    clock.note(new Date(device - CLOCK_TOLERANCE_MS + 1_000).toUTCString(), device - 10, device);
    expect(clock.now().getTime()).toBe(device);
  });

  it('a later answer from a right server puts a corrected clock back', () => {
    const clock = createServerClock(() => device);
    clock.note(new Date(device + DAY).toUTCString(), device, device);
    clock.note(new Date(device).toUTCString(), device, device);
    expect(clock.now().getTime()).toBe(device);
  });

  it('learns nothing from an answer without a readable header, or timed backwards', () => {
    const clock = createServerClock(() => device);
    clock.note(new Date(device + DAY).toUTCString(), device, device);
    for (const header of [null, undefined, '', 'yesterday']) clock.note(header, device, device);
    clock.note(new Date(device).toUTCString(), device, device - 1);
    expect(Math.abs(clock.now().getTime() - (device + DAY))).toBeLessThan(1_000);
  });
});
