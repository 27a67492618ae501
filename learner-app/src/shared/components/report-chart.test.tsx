import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportChart } from './report-chart';

const LABELS = ['Building trust', 'Coaching', 'Delegating', 'Driving change'];
const BEFORE_AFTER = [
  { label: 'Pre-test', data: [40, 55, 30, 70] },
  { label: 'Post-test', data: [60, 75, 50, 90] },
];

function polygonsOf(container: HTMLElement): Element[] {
  return [...container.querySelectorAll('.radar__series polygon.radar__area')];
}

describe('the report radar: inline SVG, one image named for screen readers, the table beside it as its text alternative', () => {
  it('the radar draws one polygon per attempt with a vertex per competency', () => {
    const { container } = render(<ReportChart label="Chart" labels={LABELS} datasets={BEFORE_AFTER} />);
    const polygons = polygonsOf(container);
    expect(polygons).toHaveLength(2);
    for (const polygon of polygons) expect(polygon.getAttribute('points')?.split(' ')).toHaveLength(LABELS.length);
    // Post-test: 60 on the top axis, 75 on the right, 50 at the bottom, 90 on the left (radius 100 for 100 points).
    expect(polygons[1]!.getAttribute('points')).toBe('0,-60 75,0 0,50 -90,0');
    expect(container.querySelectorAll('.radar__svg .radar__series--latest .radar__point')).toHaveLength(LABELS.length);
  });

  it('is one image with the given name; its drawing and figures are hidden from assistive technology', () => {
    render(<ReportChart label="Chart of the scores by competency" labels={LABELS} datasets={BEFORE_AFTER} />);
    const image = screen.getByRole('img', { name: 'Chart of the scores by competency' });
    expect(image.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('names every axis in the page’s text (so long and Thai names wrap) and shows the scale 20 to 100', () => {
    const { container } = render(<ReportChart label="Chart" labels={['การสร้างความไว้วางใจ', ...LABELS.slice(1)]} datasets={BEFORE_AFTER.slice(1)} />);
    expect([...container.querySelectorAll('.radar__label')].map((label) => label.textContent)).toEqual(['การสร้างความไว้วางใจ', ...LABELS.slice(1)]);
    expect([...container.querySelectorAll('.radar__tick')].map((tick) => tick.textContent)).toEqual(['20', '40', '60', '80', '100']);
    expect(container.querySelectorAll('.radar__ring')).toHaveLength(5);
    expect(container.querySelectorAll('.radar__axis')).toHaveLength(LABELS.length);
  });

  it('tells two attempts apart in a legend by colour, line and point shape; one attempt needs no legend', () => {
    const { container, rerender } = render(<ReportChart label="Chart" labels={LABELS} datasets={BEFORE_AFTER} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pre-test', 'Post-test']);
    expect(items[0]!.className).toContain('radar__series--earlier');
    expect(items[0]!.querySelector('rect')).not.toBeNull();
    expect(items[1]!.querySelector('circle')).not.toBeNull();
    rerender(<ReportChart label="Chart" labels={LABELS} datasets={BEFORE_AFTER.slice(1)} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelector('.radar__series--latest')).not.toBeNull();
  });

  it('draws no polygon for an attempt not taken, and no point where a score is missing', () => {
    const { container } = render(
      <ReportChart
        label="Chart"
        labels={LABELS}
        datasets={[
          { label: 'Pre-test', data: [null, null, null, null] },
          { label: 'Post-test', data: [60, null, 50, 90] },
        ]}
      />,
    );
    expect(polygonsOf(container)).toHaveLength(1);
    expect(container.querySelectorAll('.radar__svg .radar__point')).toHaveLength(3);
  });
});
