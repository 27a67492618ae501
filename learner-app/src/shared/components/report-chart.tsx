/**
 * The radar chart of a report (Chart.js, tree-shaken: only the radar
 * controller, its scale and elements are registered). This module is loaded
 * lazily by the report pages only, so Chart.js never reaches another page.
 * The canvas is an image named by `label`; the page's table is its text
 * alternative.
 */
import { useEffect, useRef } from 'react';
import { Chart, Filler, Legend, LineElement, PointElement, RadarController, RadialLinearScale, Tooltip } from 'chart.js';

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Legend, Tooltip);

export interface ReportChartProps {
  readonly label: string;
  readonly labels: readonly string[];
  readonly datasets: readonly { readonly label: string; readonly data: readonly (number | null)[] }[];
}

const COLOURS = ['#5867FE', '#F5A623'];

export default function ReportChart({ label, labels, datasets }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    // The canvas draws with the page's font (Noto Sans Thai for Thai labels), and again once the fonts are loaded.
    const family = getComputedStyle(element).fontFamily;
    const font = { family, size: 13 };
    const chart = new Chart(context, {
      type: 'radar',
      data: {
        labels: [...labels],
        datasets: datasets.map((dataset, index) => ({
          label: dataset.label,
          data: [...dataset.data],
          borderColor: COLOURS[index % COLOURS.length],
          backgroundColor: `${COLOURS[index % COLOURS.length] ?? '#5867FE'}33`,
          fill: true,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: true,
        animation: false,
        scales: { r: { min: 0, max: 100, ticks: { stepSize: 20, font }, pointLabels: { font } } },
        plugins: { legend: { display: datasets.length > 1, labels: { font } }, tooltip: { titleFont: font, bodyFont: font } },
      },
    });
    let live = true;
    void (document.fonts as FontFaceSet | undefined)?.ready.then(() => {
      if (live) chart.update();
    });
    return () => {
      live = false;
      chart.destroy();
    };
  }, [labels, datasets]);
  return (
    <div className="report__chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
