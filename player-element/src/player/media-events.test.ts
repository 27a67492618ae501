// Spec §2's bad-network tip, success variant: "switched" once the new line plays on, not at the first `canplay`.
import { expect } from '@open-wc/testing';
import { MediaEvents, type MediaEventParts } from './media-events.js';
import type { PlayerCore } from './player-core.js';
import type { PlayerState } from '../core/state.js';

/** A `<video>` stand-in whose position, duration and buffered ranges the test sets. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 24;
  ranges: [number, number][] = [];
  get buffered() {
    const ranges = this.ranges;
    return { length: ranges.length, start: (index: number) => ranges[index]![0], end: (index: number) => ranges[index]![1] };
  }
}

function switching() {
  let state = { networkTip: 'switching', started: true } as unknown as PlayerState;
  const core = { state: () => state, set: (patch: Partial<PlayerState>) => (state = { ...state, ...patch }), emit: () => undefined } as unknown as PlayerCore;
  const parts = {
    host: document.createElement('div'),
    rules: { pendingSeek: undefined, guard: () => false, timeUpdate: () => undefined, seeking: () => undefined, metadata: () => undefined },
    volume: { canPlay: () => undefined, changed: () => undefined },
    flow: () => undefined,
    idle: { started: () => undefined, refresh: () => undefined },
  } as unknown as MediaEventParts;
  const video = new FakeVideo();
  new MediaEvents(core, parts).listen(video as unknown as HTMLVideoElement);
  return { video, tip: () => state.networkTip };
}

describe('the line-switch tip’s success variant waits until the new line plays on (spec §2)', () => {
  it('not at a canplay on the sliver the old line stalled at: only once a second is buffered past the position', () => {
    const { video, tip } = switching();
    video.currentTime = 3.97;
    video.ranges = [[0, 4]];
    video.dispatchEvent(new Event('canplay'));
    expect(tip(), 'the sliver before the failed fragment').to.equal('switching');
    video.ranges = [[0, 8]];
    video.dispatchEvent(new Event('progress'));
    expect(tip()).to.equal('switched');
  });

  it('at once when the new line has the position well covered, and at the end of the video with less than a second left', () => {
    const covered = switching();
    covered.video.currentTime = 2;
    covered.video.ranges = [[0, 8]];
    covered.video.dispatchEvent(new Event('canplay'));
    expect(covered.tip()).to.equal('switched');
    const end = switching();
    end.video.currentTime = 23.6;
    end.video.ranges = [[20, 24]];
    end.video.dispatchEvent(new Event('canplaythrough'));
    expect(end.tip()).to.equal('switched');
  });
});
