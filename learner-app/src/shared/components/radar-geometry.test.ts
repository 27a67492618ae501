import { describe, expect, it } from 'vitest';
import { axisAngle, labelSide, radarPoint, radarVertices, ringValues, toPoints } from './radar-geometry';

describe('the radar geometry: axes from the top, clockwise; 0 at the centre, the maximum on the outer ring', () => {
  it('the first axis points straight up and the next ones go clockwise at equal angles', () => {
    expect(axisAngle(0, 4)).toBeCloseTo(-Math.PI / 2);
    expect(axisAngle(1, 4)).toBeCloseTo(0);
    expect(axisAngle(2, 4)).toBeCloseTo(Math.PI / 2);
    expect(axisAngle(1, 6) - axisAngle(0, 6)).toBeCloseTo(Math.PI / 3);
  });

  it('a score is as far from the centre as its share of the maximum: 100 on the ring, 50 half way, 0 at the centre', () => {
    expect(radarPoint(0, 4, 100, 100, 100)).toEqual({ x: 0, y: -100 });
    expect(radarPoint(1, 4, 50, 100, 100)).toEqual({ x: 50, y: 0 });
    expect(radarPoint(2, 4, 0, 100, 100)).toEqual({ x: 0, y: 0 });
    expect(radarPoint(1, 6, 100, 100, 100)).toEqual({ x: 86.6, y: -50 });
  });

  it('scores outside the scale stay on it (below 0 at the centre, above the maximum on the ring)', () => {
    expect(radarPoint(1, 4, 130, 100, 100)).toEqual({ x: 100, y: 0 });
    expect(radarPoint(1, 4, -5, 100, 100)).toEqual({ x: 0, y: 0 });
  });

  it('an attempt has a vertex per axis; a missing score is at the centre and marked missing', () => {
    const vertices = radarVertices([80, null, 40, 100], 100, 100);
    expect(vertices).toEqual([
      { x: 0, y: -80, missing: false },
      { x: 0, y: 0, missing: true },
      { x: 0, y: 40, missing: false },
      { x: -100, y: 0, missing: false },
    ]);
    expect(toPoints(vertices)).toBe('0,-80 0,0 0,40 -100,0');
  });

  it('the scale has a ring per step up to the maximum', () => {
    expect(ringValues(100, 20)).toEqual([20, 40, 60, 80, 100]);
    expect(ringValues(10, 2.5)).toEqual([2.5, 5, 7.5, 10]);
  });

  it('an axis name sits above the top axis, below the bottom one, and outside the left and right halves', () => {
    expect([0, 1, 2, 3].map((index) => labelSide(index, 4))).toEqual(['top', 'right', 'bottom', 'left']);
    expect([0, 1, 2, 3, 4, 5].map((index) => labelSide(index, 6))).toEqual(['top', 'right', 'right', 'bottom', 'left', 'left']);
  });

  it('a chart without axes or with a scale of 0 is refused with a clear error', () => {
    expect(() => axisAngle(0, 0)).toThrow(/at least one axis/);
    expect(() => radarPoint(0, 4, 10, 0, 100)).toThrow(/maximum must be above 0/);
    expect(() => ringValues(100, 0)).toThrow(/step must be above 0/);
  });
});
