// Spec §6 seek restrictions as pure rules (the host applies them: src/ddi-player/ddi-player.seek.test.ts).
import { expect } from '@open-wc/testing';
import { SeekGuard } from './seek-guard.js';

const off = { ban_seek: 'off', ban_seek_by_limit_time: 'off' } as const;

describe('seek restrictions (spec §6)', () => {
  it('without restrictions every seek is allowed and nothing is forced back', () => {
    const guard = new SeekGuard(off);
    expect(guard.request(0, 20)).to.deep.equal({ to: 20, refusal: null });
    expect(guard.observe(20, 1)).to.equal(null);
  });

  it('ban_seek "on" refuses every seek, forwards and backwards', () => {
    const guard = new SeekGuard({ ...off, ban_seek: 'on' });
    expect(guard.request(5, 20)).to.deep.equal({ to: 5, refusal: 'seekBanned' });
    expect(guard.request(5, 1)).to.deep.equal({ to: 5, refusal: 'seekBanned' });
  });

  it('ban_seek "on" with a deviation number forces a larger jump back to the last position', () => {
    const guard = new SeekGuard({ ...off, ban_seek: 'on', ban_seek_deviation: 3 });
    guard.accept(0);
    expect(guard.observe(1, 1)).to.equal(null);
    expect(guard.observe(3.5, 1), 'a jump of 2.5 s is within the deviation of 3').to.equal(null);
    expect(guard.observe(10, 1), 'a jump of 6.5 s is forced back').to.equal(3.5);
    expect(guard.observe(0, 1), 'backwards too').to.equal(3.5);
  });

  it('ban_seek_by_limit_time "on": no seeking past the furthest watched time; backwards is free', () => {
    const guard = new SeekGuard({ ...off, ban_seek_by_limit_time: 'on' });
    guard.accept(0);
    for (let time = 0.25; time <= 8; time += 0.25) guard.observe(time, 1);
    expect(guard.furthest).to.equal(8);
    expect(guard.request(8, 20)).to.deep.equal({ to: 8, refusal: 'seekLimited' });
    expect(guard.request(8, 2)).to.deep.equal({ to: 2, refusal: null });
    expect(guard.request(2, 6)).to.deep.equal({ to: 6, refusal: null });
    expect(guard.request(2, 12), 'stopped at the furthest watched time').to.deep.equal({ to: 8, refusal: 'seekLimited' });
  });

  it('ban_seek_by_limit_time: faster playback still counts as watching; a jump does not', () => {
    const guard = new SeekGuard({ ...off, ban_seek_by_limit_time: 'on' });
    guard.accept(0);
    expect(guard.observe(1, 2)).to.equal(null);
    expect(guard.observe(3, 2)).to.equal(null);
    expect(guard.furthest).to.equal(3);
    expect(guard.observe(15, 1), 'a jump past the furthest is forced back').to.equal(3);
    expect(guard.furthest).to.equal(3);
  });

  it('watchEndTime: the part the host says was watched may be sought into', () => {
    const guard = new SeekGuard({ ...off, ban_seek_by_limit_time: 'on', watchEndTime: 12 });
    expect(guard.request(0, 10)).to.deep.equal({ to: 10, refusal: null });
    expect(guard.request(0, 18)).to.deep.equal({ to: 12, refusal: 'seekLimited' });
  });
});
