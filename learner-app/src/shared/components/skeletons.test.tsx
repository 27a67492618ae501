/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { CourseCardsSkeleton, CoursePageSkeleton, DnaReportSkeleton, ReportSkeleton } from './skeletons';

describe('loading skeletons shaped like the content, one busy region named in the current language', () => {
  it('the home skeleton is a busy region named "Loading…" with a card per course: cover, title, facts, progress, chip', () => {
    setLocale('en_US');
    render(<CourseCardsSkeleton count={3} />);
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    const cards = region.querySelectorAll('.skeleton__card-shape');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect([...card.querySelectorAll('.skeleton__bone')].map((bone) => bone.className.replace('skeleton__bone skeleton__bone--', ''))).toEqual([
        'cover',
        'title',
        'meta',
        'bar',
        'chip',
      ]);
    }
  });

  it('the course skeleton has the header, four steps of the stepper and a row per unit', () => {
    setLocale('en_US');
    render(<CoursePageSkeleton units={5} />);
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.querySelectorAll('.skeleton__course-head')).toHaveLength(1);
    expect(region.querySelectorAll('.skeleton__step')).toHaveLength(4);
    expect(region.querySelectorAll('.skeleton__row')).toHaveLength(5);
  });

  it('the report skeleton has the headline card, the chart and a table row per competency (plus its header)', () => {
    setLocale('en_US');
    render(<ReportSkeleton rows={4} heading={false} />);
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.querySelectorAll('.skeleton__bone--heading')).toHaveLength(0);
    expect(region.querySelectorAll('.skeleton__bone--radar')).toHaveLength(1);
    expect(region.querySelectorAll('.skeleton__table-row')).toHaveLength(5);
  });

  it('the DNA report skeleton has the summary, the chart beside a table row per dimension (plus its header) and a card per dimension', () => {
    setLocale('en_US');
    render(<DnaReportSkeleton dimensions={6} />);
    const region = screen.getByRole('status', { name: 'Loading…' });
    expect(region.querySelectorAll('.skeleton__bone--heading')).toHaveLength(1);
    expect(region.querySelectorAll('.skeleton__bone--radar')).toHaveLength(1);
    expect(region.querySelectorAll('.skeleton__table-row')).toHaveLength(7);
    const cards = region.querySelectorAll('.skeleton__dimension');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect([...card.querySelectorAll('.skeleton__bone')].map((bone) => bone.className.replace('skeleton__bone skeleton__bone--', ''))).toEqual([
        'dimension-icon',
        'title',
        'meta',
        'text',
        'text-short',
        'audio',
      ]);
    }
  });

  it('is named in Thai in the Thai app, and its shapes are hidden from assistive technology', () => {
    render(<CourseCardsSkeleton />);
    const region = screen.getByRole('status', { name: 'กำลังโหลด…' });
    expect(region.querySelector('.skeleton__shapes')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(region).queryAllByRole('img')).toHaveLength(0);
  });

  it('stops the shimmer when the user prefers reduced motion', () => {
    const css = readFileSync(join(import.meta.dirname, 'skeletons.css'), 'utf8');
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*{([^@]*?)\n}/.exec(css)?.[1] ?? '';
    expect(reduced).toContain('.skeleton__bone');
    expect(reduced).toMatch(/animation:\s*none/);
    expect(css).toMatch(/\.skeleton__bone\s*{[^}]*animation:\s*skeleton/);
  });
});
