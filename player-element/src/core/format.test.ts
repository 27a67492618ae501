import { expect } from '@open-wc/testing';
import { formatTime } from './format.js';

describe('time format of the time display and aria-valuetext', () => {
  it('m:ss below an hour, h:mm:ss above', () => {
    expect([0, 5, 65, 200, 3599, 3725].map(formatTime)).to.deep.equal(['0:00', '0:05', '1:05', '3:20', '59:59', '1:02:05']);
  });

  it('treats unknown times as 0', () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY, -3].map(formatTime)).to.deep.equal(['0:00', '0:00', '0:00']);
  });
});
