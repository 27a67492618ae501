/**
 * The expert audio of one dimension: a native `<audio controls>` named by the
 * dimension. Each play is recorded: on pause or at the end,
 * `POST /sr/coursedna/saveDNAUserAudioRecord/{surveyId}/{dimensionId}` with
 * the seconds actually played (the sum of the playback steps, so a seek does
 * not count as listening) and whether it played to the end.
 */
import { useRef } from 'react';
import type { SyntheticEvent } from 'react';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { MAX_PLAYED_SECONDS, saveDnaAudioRecord } from '../api/dna';
import type { DnaDimension } from '../api/dna';

/** A step longer than this between two time updates is a jump, not playback. */
const MAX_STEP_SECONDS = 2;

export function ExpertAudio({
  surveyId,
  dimension,
  transcriptId,
}: {
  readonly surveyId: number;
  readonly dimension: DnaDimension;
  /** The element holding the text the expert reads (audio-only content: a transcript, WCAG 1.2.1). */
  readonly transcriptId?: string;
}) {
  const tx = useDnaT();
  const client = useApiClient();
  const played = useRef(0);
  const last = useRef<number | null>(null);

  const step = (audio: HTMLAudioElement) => {
    const position = audio.currentTime;
    if (last.current !== null) {
      const delta = position - last.current;
      if (delta > 0 && delta <= MAX_STEP_SECONDS) played.current += delta;
    }
    last.current = position;
  };

  const record = (audio: HTMLAudioElement, completed: boolean) => {
    step(audio);
    last.current = null;
    const playedSeconds = Math.min(MAX_PLAYED_SECONDS, Math.round(played.current));
    played.current = 0;
    if (playedSeconds <= 0 && !completed) return;
    saveDnaAudioRecord(client, surveyId, dimension.id, { playedSeconds, completed }).catch(() => undefined);
  };

  const label = tx('report.audioLabel', { name: dimension.name });
  return (
    <figure className="dna__audio">
      {/* Audio only, no video to caption: the dimension's narrative next to the player is its transcript (aria-describedby). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        controls
        aria-describedby={transcriptId}
        preload="none"
        src={dimension.audio.url}
        aria-label={label}
        lang={dimension.audio.language.replace('_', '-')}
        onPlay={(event: SyntheticEvent<HTMLAudioElement>) => {
          last.current = event.currentTarget.currentTime;
        }}
        onTimeUpdate={(event: SyntheticEvent<HTMLAudioElement>) => {
          if (last.current !== null) step(event.currentTarget);
        }}
        onSeeking={(event: SyntheticEvent<HTMLAudioElement>) => {
          if (last.current !== null) last.current = event.currentTarget.currentTime;
        }}
        onPause={(event: SyntheticEvent<HTMLAudioElement>) => {
          // At the end, `pause` comes just before `ended`: that one records the play.
          if (!event.currentTarget.ended) record(event.currentTarget, false);
        }}
        onEnded={(event: SyntheticEvent<HTMLAudioElement>) => {
          record(event.currentTarget, true);
        }}
      />
      {dimension.audio.fallback && <figcaption className="dna__audio-note">{tx('report.audioFallback')}</figcaption>}
    </figure>
  );
}
