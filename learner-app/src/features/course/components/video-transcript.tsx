/**
 * The video's transcript under the player (decision 0091): the lines of its subtitles in the language the player
 * shows (or another the learner picks here), the line being spoken marked and kept in view, and each line a button
 * that plays the video from there (`seek()` then `play()`, so the player's seek restrictions apply). Read from the
 * player (`transcript()`) once it is ready; nothing shows for a video without subtitle files.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DdiPlayer, TranscriptCue } from '@ddi/player-element';
import { LoadFailed } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { formatCountdown } from '../../../shared/time/countdown';

/** The index of the line spoken at `time` (seconds), the latest to start when lines overlap; -1 between lines. */
export function lineAt(cues: readonly TranscriptCue[], time: number): number {
  return cues.findLastIndex((cue) => cue.start <= time && time < cue.end);
}

/** Scrolls `list` so that `line` shows, unless the learner is pointing at or working in the list. */
function keepInView(list: HTMLElement, line: HTMLElement | undefined) {
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
  const transcript = useLoad(async () => (ready > 0 && player.current ? player.current.transcript(title) : null), [ready, title]);
  const cues = transcript.status === 'loaded' ? transcript.data?.cues : undefined;
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLOListElement>(null);
  const lineRefs = useRef<HTMLButtonElement[]>([]);

  useEffect(() => {
    const element = player.current;
    if (!element || !cues) return undefined;
    const follow = () => {
      setActive(lineAt(cues, element.currentTime));
    };
    follow();
    element.addEventListener('timeupdate', follow);
    element.addEventListener('seeked', follow);
    return () => {
      element.removeEventListener('timeupdate', follow);
      element.removeEventListener('seeked', follow);
    };
  }, [player, cues]);

  useEffect(() => {
    if (listRef.current && active >= 0) keepInView(listRef.current, lineRefs.current[active]);
  }, [active]);

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
  if (transcript.status !== 'loaded' || !transcript.data || transcript.data.cues.length === 0) return null;
  const { titles } = transcript.data;

  return (
    <section className="transcript" aria-labelledby={headingId}>
      <div className="transcript__head">
        <h2 id={headingId} className="transcript__title">
          {t('learning.transcript.title')}
        </h2>
        {titles.length > 1 && (
          <ToggleButtonGroup
            className="transcript__languages"
            aria-label={t('learning.transcript.language')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[transcript.data.title]}
            onSelectionChange={(keys) => {
              const [chosen] = [...keys];
              if (typeof chosen === 'string') setTitle(chosen);
            }}
          >
            {titles.map((name) => (
              <ToggleButton key={name} id={name} className="transcript__language">
                {name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </div>
      <p id={hintId} className="transcript__hint">
        {t('learning.transcript.hint')}
      </p>
      <ol ref={listRef} className="transcript__lines" aria-describedby={hintId}>
        {transcript.data.cues.map((cue, index) => (
          <li key={`${cue.start}-${index}`}>
            <button
              ref={(node) => {
                if (node) lineRefs.current[index] = node;
              }}
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
              <span className="transcript__text">{cue.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
