/**
 * The radar chart of a report, drawn as inline SVG (no chart library; geometry in `radar-geometry.ts`): the
 * scale's rings and axes, then one polygon per attempt (before/after, or the one attempt) with a vertex per
 * competency or dimension. The axis names are HTML laid over the drawing so they wrap in every script (Thai has
 * no spaces to break at in SVG text). The whole drawing is one image named by `label`; the report's table
 * beside it is its text alternative. With more than one attempt a legend tells them apart by colour, line and
 * point shape (not by colour alone).
 */
import { axisAngle, labelSide, radarPoint, radarVertices, ringValues, toPoints } from './radar-geometry';
import type { LabelSide } from './radar-geometry';

export interface ReportChartProps {
  /** The image's accessible name (what the chart shows and where its figures are in words). */
  readonly label: string;
  /** The axes: a name per competency or dimension. */
  readonly labels: readonly string[];
  /** One series per attempt, oldest first; a score per axis, null where there is none. */
  readonly datasets: readonly { readonly label: string; readonly data: readonly (number | null)[] }[];
}

/** The scale: 0 at the centre, 100 on the outer ring, a ring every 20. */
export const RADAR_MAX = 100;
const RING_STEP = 20;
const RADIUS = 100;
/** The drawing's box around the centre: room beside and above the rings for the axis names. */
const VIEW = { x: -190, y: -140, width: 380, height: 280 } as const;
/** How far out from the outer ring an axis name is anchored. */
const LABEL_OFFSET = 14;

/** A position in the drawing's box as percentages, for the HTML laid over it. */
function percent(x: number, y: number): { left: string; top: string } {
  return { left: `${((x - VIEW.x) / VIEW.width) * 100}%`, top: `${((y - VIEW.y) / VIEW.height) * 100}%` };
}

/** The widest an axis name may be (of the drawing's width) without leaving the drawing's box at the sides. */
function labelWidth(side: LabelSide, x: number): string {
  const room = side === 'right' ? VIEW.x + VIEW.width - x : side === 'left' ? x - VIEW.x : VIEW.width / 2;
  return `${(room / VIEW.width) * 100}%`;
}

/** The latest attempt is drawn in the brand colour; earlier ones in the second colour, dashed, with square points. */
function seriesKind(index: number, count: number): 'latest' | 'earlier' {
  return index === count - 1 ? 'latest' : 'earlier';
}

function Marker({ x, y, kind }: { readonly x: number; readonly y: number; readonly kind: 'latest' | 'earlier' }) {
  return kind === 'latest' ? (
    <circle className="radar__point" cx={x} cy={y} r={4} />
  ) : (
    <rect className="radar__point" x={x - 3.5} y={y - 3.5} width={7} height={7} />
  );
}

export function ReportChart({ label, labels, datasets }: ReportChartProps) {
  const count = labels.length;
  const rings = ringValues(RADAR_MAX, RING_STEP);
  const ring = (value: number) => toPoints(labels.map((_, index) => radarPoint(index, count, value, RADAR_MAX, RADIUS)));
  return (
    <figure className="radar">
      <div className="radar__plot" role="img" aria-label={label}>
        <svg className="radar__svg" viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`} aria-hidden="true" focusable="false">
          <g className="radar__grid">
            {rings.map((value) => (
              <polygon key={value} className={value === RADAR_MAX ? 'radar__ring radar__ring--outer' : 'radar__ring'} points={ring(value)} />
            ))}
            {labels.map((name, index) => {
              const end = radarPoint(index, count, RADAR_MAX, RADAR_MAX, RADIUS);
              return <line key={`${index}-${name}`} className="radar__axis" x1={0} y1={0} x2={end.x} y2={end.y} />;
            })}
          </g>
          {datasets.map((dataset, index) => {
            const kind = seriesKind(index, datasets.length);
            const vertices = radarVertices(dataset.data, RADAR_MAX, RADIUS);
            if (vertices.every((vertex) => vertex.missing)) return null;
            return (
              <g key={dataset.label} className={`radar__series radar__series--${kind}`} data-series={dataset.label}>
                <polygon className="radar__area" points={toPoints(vertices)} />
                {vertices.map((vertex, axis) => (vertex.missing ? null : <Marker key={labels[axis]} x={vertex.x} y={vertex.y} kind={kind} />))}
              </g>
            );
          })}
        </svg>
        {rings.map((value) => (
          <span key={value} className="radar__tick" style={percent(5, -(value / RADAR_MAX) * RADIUS)}>
            {value}
          </span>
        ))}
        {labels.map((name, index) => {
          const angle = axisAngle(index, count);
          const distance = RADIUS + LABEL_OFFSET;
          const [x, y] = [Math.cos(angle) * distance, Math.sin(angle) * distance];
          const side = labelSide(index, count);
          return (
            <span key={`${index}-${name}`} className={`radar__label radar__label--${side}`} style={{ ...percent(x, y), maxWidth: labelWidth(side, x) }}>
              {name}
            </span>
          );
        })}
      </div>
      {datasets.length > 1 && (
        <figcaption>
          <ul className="radar__legend">
            {datasets.map((dataset, index) => {
              const kind = seriesKind(index, datasets.length);
              return (
                <li key={dataset.label} className={`radar__series radar__series--${kind}`}>
                  <svg className="radar__swatch" viewBox="0 0 28 12" aria-hidden="true" focusable="false">
                    <line className="radar__swatch-line" x1={1} y1={6} x2={27} y2={6} />
                    <Marker x={14} y={6} kind={kind} />
                  </svg>
                  {dataset.label}
                </li>
              );
            })}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
