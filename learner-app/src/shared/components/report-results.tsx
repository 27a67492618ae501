/**
 * The results block of a report: the radar chart (inline SVG) beside its tables from 900 px,
 * stacked on phones; and the score table both reports use (a row per competency or dimension: its name as the
 * row header, the score, the level in words), which is the chart's text alternative.
 */
import type { ReactNode } from 'react';
import { ReportChart } from './report-chart';
import type { ReportChartProps } from './report-chart';

export function ReportResults({ chart, children }: { readonly chart: ReportChartProps; readonly children: ReactNode }) {
  return (
    <div className="report__results">
      {chart.labels.length > 0 && <ReportChart {...chart} />}
      <div className="report__tables">{children}</div>
    </div>
  );
}

export interface ScoreRow {
  readonly id: number;
  readonly name: string;
  readonly score: number;
  readonly level: ReactNode;
}

export interface ScoreTableProps {
  readonly caption: string;
  /** False when the section's heading already says what the caption does (it stays for screen readers). */
  readonly captionShown?: boolean;
  /** The column headers: what is scored, the score, the level. */
  readonly headers: readonly [string, string, string];
  readonly rows: readonly ScoreRow[];
}

export function ScoreTable({ caption, captionShown = true, headers, rows }: ScoreTableProps) {
  return (
    <table className="report__table">
      <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.score}</td>
            <td>{row.level}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
