/**
 * The geometry of the reports' radar chart, kept apart from its drawing so it can be checked by numbers:
 * axes start at the top and go clockwise, one per competency (or dimension); a score of 0 is the centre and
 * the scale's maximum is the outer ring. Coordinates are in the SVG's user units around a centre of (0, 0).
 */

/** A point in the chart's user units. */
export interface RadarPoint {
  readonly x: number;
  readonly y: number;
}

/** Where an axis label sits against its anchor point, so it grows away from the chart. */
export type LabelSide = 'top' | 'right' | 'bottom' | 'left';

/** The angle (radians) of axis `index` of `count`: the first at the top, then clockwise. */
export function axisAngle(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a radar needs at least one axis, not ${count}`);
  return -Math.PI / 2 + (2 * Math.PI * index) / count;
}

/** The point of `value` (0…`max`, clamped) on axis `index` of `count`, for a chart of `radius`. */
export function radarPoint(index: number, count: number, value: number, max: number, radius: number): RadarPoint {
  if (!(max > 0)) throw new RangeError(`the scale's maximum must be above 0, not ${max}`);
  const share = Math.min(Math.max(value / max, 0), 1);
  const angle = axisAngle(index, count);
  return { x: round(Math.cos(angle) * radius * share), y: round(Math.sin(angle) * radius * share) };
}

/**
 * The vertices of one attempt's polygon, a vertex per axis. A missing score (null: not taken) has its
 * vertex at the centre and is marked `missing`, so no point is drawn for it.
 */
export function radarVertices(
  values: readonly (number | null)[],
  max: number,
  radius: number,
): readonly (RadarPoint & { readonly missing: boolean })[] {
  return values.map((value, index) => ({ ...radarPoint(index, values.length, value ?? 0, max, radius), missing: value === null }));
}

/** An SVG `points` attribute for a list of points. */
export function toPoints(points: readonly RadarPoint[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

/** The scale's rings: one polygon (a vertex per axis) per step value, e.g. 20, 40, 60, 80, 100. */
export function ringValues(max: number, step: number): readonly number[] {
  if (!(step > 0)) throw new RangeError(`the ring step must be above 0, not ${step}`);
  const values: number[] = [];
  for (let value = step; value <= max + 1e-9; value += step) values.push(round(value));
  return values;
}

/** Which side of its anchor an axis label goes, from the axis' angle: above the top, left of the left half … */
export function labelSide(index: number, count: number): LabelSide {
  const x = Math.cos(axisAngle(index, count));
  const y = Math.sin(axisAngle(index, count));
  if (Math.abs(x) < 0.3) return y < 0 ? 'top' : 'bottom';
  return x > 0 ? 'right' : 'left';
}

/** Two decimals are more than a screen can show, and keep the markup short and the tests exact. */
function round(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}
