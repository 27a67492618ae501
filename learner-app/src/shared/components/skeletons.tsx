/**
 * Loading skeletons shaped like the content they stand for (design brief "States"): the home page's course
 * cards, the course page (header, four-step stepper, unit rows), a report (heading, headline result, chart
 * beside its table) and the Leadership DNA report (summary, chart beside its table, a card per dimension). Each is one region marked busy (`role="status"`, `aria-busy`) and named "Loading…" in the
 * current language; its shapes are hidden from assistive technology. The shimmer stops under
 * `prefers-reduced-motion` (skeletons.css).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A grey shape; `shape` picks its form (skeletons.css). */
function Bone({ shape }: { readonly shape: string }) {
  return <span className={`skeleton__bone skeleton__bone--${shape}`} />;
}

function SkeletonRegion({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`skeleton ${className}`} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="skeleton__shapes" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

const times = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The home page's course cards: a 16:9 cover, the title, duration · units, the progress bar and the chip. */
export function CourseCardsSkeleton({ count = 3 }: { readonly count?: number }) {
  return (
    <SkeletonRegion className="skeleton--cards">
      {times(count).map((index) => (
        <div key={index} className="skeleton__card-shape">
          <Bone shape="cover" />
          <div className="skeleton__card-body">
            <Bone shape="title" />
            <Bone shape="meta" />
            <Bone shape="bar" />
            <Bone shape="chip" />
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}

/** The course page: the header (title, summary, facts, progress; the cover from 900 px), the stepper, unit rows. */
export function CoursePageSkeleton({ units = 4 }: { readonly units?: number }) {
  return (
    <SkeletonRegion className="skeleton--course">
      <div className="skeleton__course-head">
        <div className="skeleton__stack">
          <Bone shape="heading" />
          <Bone shape="text" />
          <Bone shape="text-short" />
          <Bone shape="meta" />
          <Bone shape="bar" />
        </div>
        <Bone shape="course-cover" />
      </div>
      <div className="skeleton__steps">
        {times(4).map((index) => (
          <div key={index} className="skeleton__step">
            <Bone shape="marker" />
            <div className="skeleton__stack">
              <Bone shape="title" />
              <Bone shape="meta" />
            </div>
          </div>
        ))}
      </div>
      <Bone shape="subheading" />
      <div className="skeleton__rows">
        {times(units).map((index) => (
          <div key={index} className="skeleton__row">
            <Bone shape="icon" />
            <Bone shape="row-title" />
            <Bone shape="row-meta" />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

/** A results table beside a report's chart: the header row, then a row per result (name, score, level). */
function ResultTableBones({ rows }: { readonly rows: number }) {
  return (
    <div className="skeleton__table">
      {times(rows + 1).map((index) => (
        <div key={index} className="skeleton__table-row">
          <Bone shape="cell-wide" />
          <Bone shape="cell" />
          <Bone shape="chip" />
        </div>
      ))}
    </div>
  );
}

/**
 * A report: its title (unless the page already shows it, `heading={false}`), the headline result, then the
 * chart beside its table (stacked on phones).
 */
export function ReportSkeleton({ rows = 4, heading = true }: { readonly rows?: number; readonly heading?: boolean }) {
  return (
    <SkeletonRegion className="skeleton--report">
      {heading && <Bone shape="heading" />}
      <div className="skeleton__panel">
        <Bone shape="title" />
      </div>
      <div className="skeleton__panel skeleton__results">
        <Bone shape="radar" />
        <ResultTableBones rows={rows} />
      </div>
    </SkeletonRegion>
  );
}

/**
 * The Leadership DNA report: its title (unless the page already shows it), the summary card, the dimensions'
 * chart beside their table (a row per dimension plus the header), then a card per dimension: icon and name,
 * score and level, the narrative and the expert audio.
 */
export function DnaReportSkeleton({ dimensions = 6, heading = true }: { readonly dimensions?: number; readonly heading?: boolean }) {
  return (
    <SkeletonRegion className="skeleton--report skeleton--dna">
      {heading && <Bone shape="heading" />}
      <div className="skeleton__panel">
        <Bone shape="subheading" />
        <div className="skeleton__stack">
          <Bone shape="text" />
          <Bone shape="text-short" />
        </div>
      </div>
      <div className="skeleton__panel">
        <Bone shape="subheading" />
        <div className="skeleton__results">
          <Bone shape="radar" />
          <ResultTableBones rows={dimensions} />
        </div>
        <div className="skeleton__dimensions">
          {times(dimensions).map((index) => (
            <div key={index} className="skeleton__dimension">
              <div className="skeleton__dimension-head">
                <Bone shape="dimension-icon" />
                <Bone shape="title" />
              </div>
              <Bone shape="meta" />
              <Bone shape="text" />
              <Bone shape="text-short" />
              <Bone shape="audio" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}
