/**
 * The video's transcript under the player (decision 0091): the lines of its subtitles in the language the player
 * shows (following the learner's choice in the player's captions menu, or another the learner picks here), the line
 * being spoken marked and kept in view, a search that keeps the lines holding the words, and each line a button that
 * plays the video from there (`seek()` then `play()`, so the player's seek restrictions apply). Read from the player
 * (`transcript()`) once it is ready; nothing shows for a video without subtitle files.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DdiPlayer, TranscriptCue } from '@ddi/player-element';
import { LoadFailed } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { formatCountdown } from '../../../shared/time/countdown';
import { Marked, SearchBox, searchPattern } from '../../../shared/components/search-box';

/** The index of the line spoken at `time` (seconds), the latest to start when lines overlap; -1 between lines. */
export function lineAt(cues: readonly TranscriptCue[], time: number): number {
  return cues.findLastIndex((cue) => cue.start <= time && time < cue.end);
}

/** Scrolls `list` so that its marked line shows, unless the learner is pointing at or working in the list. */
function keepInView(list: HTMLElement) {
  const line = list.querySelector<HTMLElement>('[aria-current="true"]');
  if (!line || list.matches(':hover') || list.contains(document.activeElement)) return;
  const top = line.offsetTop;
  const bottom = top + line.offsetHeight;
  if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
  list.scrollTop = Math.max(0, top - list.clientHeight / 3);
}

export interface VideoTranscriptProps {
  /** The page's `<ddi-player>`. */
  readonly player: RefObject<DdiPlayer | null>;
  /** How many times the player has fired `ddi-ready`: the transcript is read again for each load. */
  readonly ready: number;
}

export function VideoTranscript({ player, ready }: VideoTranscriptProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const [title, setTitle] = useState<string>();
  const [query, setQuery] = useState('');
  const transcript = useLoad(async () => (ready > 0 && player.current ? player.current.transcript(title) : null), [ready, title]);
  const data = transcript.status === 'loaded' ? transcript.data : null;
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLOListElement>(null);
  const pattern = useMemo(() => searchPattern(query), [query]);

  useEffect(() => {
    const element = player.current;
    if (!element || !data) return undefined;
    const follow = () => {
      setActive(lineAt(data.cues, element.currentTime));
    };
    // The learner chose other captions in the player: the transcript shows them when it has them.
    const followCaptions = ({ detail }: CustomEvent<{ titles: string[] }>) => {
      const chosen = detail.titles.find((name) => data.titles.includes(name));
      if (chosen !== undefined && chosen !== data.title) setTitle(chosen);
    };
    follow();
    element.addEventListener('timeupdate', follow);
    element.addEventListener('seeked', follow);
    element.addEventListener('ddi-subtitle-change', followCaptions);
    return () => {
      element.removeEventListener('timeupdate', follow);
      element.removeEventListener('seeked', follow);
      element.removeEventListener('ddi-subtitle-change', followCaptions);
    };
  }, [player, data]);

  useEffect(() => {
    // While searching, the lines found stay where the learner reads them.
    if (listRef.current && !pattern) keepInView(listRef.current);
  }, [active, pattern]);

  if (transcript.status === 'failed') {
    return (
      <section className="transcript" aria-labelledby={headingId}>
        <h2 id={headingId} className="transcript__title">
          {t('learning.transcript.title')}
        </h2>
        <LoadFailed onRetry={transcript.retry} />
      </section>
    );
  }
  if (!data || data.cues.length === 0) return null;
  const lines = data.cues.map((cue, index) => ({ cue, index })).filter(({ cue }) => !pattern || pattern.test(cue.text));

  return (
    <section className="transcript" aria-labelledby={headingId}>
      <div className="transcript__head">
        <h2 id={headingId} className="transcript__title">
          {t('learning.transcript.title')}
        </h2>
        {data.titles.length > 1 && (
          <ToggleButtonGroup
            className="transcript__languages"
            aria-label={t('learning.transcript.language')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[data.title]}
            onSelectionChange={(keys) => {
              const [chosen] = [...keys];
              if (typeof chosen === 'string') setTitle(chosen);
            }}
          >
            {data.titles.map((name) => (
              <ToggleButton key={name} id={name} className="transcript__language">
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </div>
      <SearchBox className="transcript__search" label={t('learning.transcript.search')} clearLabel={t('learning.transcript.clearSearch')} value={query} onChange={setQuery} />
      <p role="status" className="search-box__found">
        {pattern && (lines.length ? t('learning.transcript.matches', { count: lines.length, query: query.trim() }) : t('learning.transcript.noMatch', { query: query.trim() }))}
      </p>
      <p id={hintId} className="transcript__hint">
        {t('learning.transcript.hint')}
      </p>
      <ol ref={listRef} className="transcript__lines" aria-describedby={hintId}>
        {lines.map(({ cue, index }) => (
          <li key={`${cue.start}-${index}`}>
            <button
              type="button"
              className="transcript__line"
              aria-current={index === active ? 'true' : undefined}
              onClick={() => {
                const element = player.current;
                if (!element) return;
                element.seek(cue.start);
                // Refused (the autoplay policy, a password prompt) the video stays where the line is, paused.
                element.play().catch(() => undefined);
              }}
            >
              <span className="transcript__time">{formatCountdown(cue.start)}</span>{' '}
              <span className="transcript__text">
                <Marked text={cue.text} pattern={pattern} />
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
