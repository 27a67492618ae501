/**
 * /course/videoLearning (module 2): the unit's video in `<ddi-player>`
 * (through the `@lit/react` wrapper, loaded with this page). A video tick is
 * initialised on load and updated from the player's events; completion is
 * sent on `ddi-play-completed` (the server checks it); playback resumes where
 * the learner left off (or at `&t=`, a note's time). The video's transcript
 * follows the player; the learner's own notes are kept at the video's time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DdiPlayer } from '@ddi/player-element';
import { useApiClient } from '../../../shared/api/api-client-context';
import { onDemand, useOnDemand } from '../../../shared/components/on-demand';
import { LazyPlayer } from '../../../shared/learning/lazy-player';
import { fetchBroadcast, initTick, updateTick } from '../../../shared/learning/learning-api';
import type { Tick } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';
import { useUnitPage } from '../use-unit';
import { NextLink, UnitLayout } from './unit-layout';

/** The place a link asks the video to start at (`&t=` whole seconds, e.g. from a note on the course page). */
export function startOf(params: URLSearchParams): number | undefined {
  const value = params.get('t');
  return value !== null && /^\d{1,6}$/u.test(value) ? Number(value) : undefined;
}

/** While playing, the position is sent this often. */
export const TICK_INTERVAL_MS = 10_000;

/**
 * The transcript's code (react-aria's toggle group with it) stays out of the page's first paint: it loads once the
 * player is ready, when there can be a transcript to show (decision 0091).
 */
const transcriptCode = onDemand(() => import('./video-transcript'));
/** The learner's notes (decision 0093) load the same way: they are kept at the player's time. */
const notesCode = onDemand(() => import('./video-notes'));

export function VideoLearningPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { state, params } = useUnitPage();
  const playerRef = useRef<DdiPlayer | null>(null);
  const tickRef = useRef<Tick | null>(null);
  const resumedRef = useRef(false);
  const [completed, setCompleted] = useState(false);
  const [broadcast, setBroadcast] = useState<readonly string[]>([]);
  const [readyCount, setReadyCount] = useState(0);
  const transcript = useOnDemand(transcriptCode, readyCount > 0);
  const notes = useOnDemand(notesCode, readyCount > 0);

  const data = state.status === 'loaded' ? state.data : undefined;
  const courseId = data?.course.id;
  const unitId = data?.unit.id;
  const vid = data?.unit.video.vid;
  const resumeAt = data?.unit.resumeAt ?? 0;
  const startAt = startOf(params);

  useEffect(() => {
    if (courseId === undefined || unitId === undefined) return;
    let active = true;
    initTick(client, 'video', courseId, unitId).then(
      (tick) => {
        if (!active) return;
        tickRef.current = tick;
        if (tick.completed) setCompleted(true);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, courseId, unitId]);

  useEffect(() => {
    if (!vid) return;
    let active = true;
    fetchBroadcast(client, vid).then(
      (answer) => {
        if (active) setBroadcast(answer.messages.map((message) => message.text));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, vid]);

  const send = useCallback(
    (completion = false) => {
      const tick = tickRef.current;
      const player = playerRef.current;
      if (!tick || !player) return;
      updateTick(client, tick.tickId, Math.max(0, player.currentTime || 0), completion).then(
        (answer) => {
          tickRef.current = answer;
          if (answer.completed) setCompleted(true);
        },
        () => undefined,
      );
    },
    [client],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (playerRef.current && !playerRef.current.paused) send();
    }, TICK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [send]);

  // Where the learner left off, or the place a link names (a note's time), once the video's length is known.
  const resume = () => {
    const player = playerRef.current;
    if (resumedRef.current || !player || (startAt ?? resumeAt) <= 0) return;
    if (!(player.duration > 0)) {
      // The length comes with the video's metadata, which may follow `ddi-ready` (a stream's playlists).
      player.addEventListener('durationchange', resume, { once: true });
      return;
    }
    resumedRef.current = true;
    if (startAt !== undefined) player.currentTime = startAt;
    else if (player.currentTime < resumeAt) player.currentTime = resumeAt;
  };

  return (
    <UnitLayout state={state} retry={state.retry} heading={t('learning.video')}>
      {({ course, unit }) => (
        <>
          {broadcast.map((text) => (
            <p key={text} className="notice" role="status">
              {text}
            </p>
          ))}
          <div className="unit-page__player">
            <LazyPlayer
              ref={playerRef}
              {...(unit.video.vid ? { vid: unit.video.vid } : { src: unit.video.src })}
              onDdiReady={() => {
                resume();
                setReadyCount((count) => count + 1);
              }}
              onDdiPlay={() => {
                resume();
                send();
              }}
              onDdiPause={() => {
                send();
              }}
              onDdiSeek={() => {
                send();
              }}
              onDdiPlayCompleted={() => {
                send(true);
              }}
              onDdiOver={() => {
                send(true);
              }}
            />
          </div>
          <p className="unit-page__status" role="status">
            {completed ? t('learning.unitStatus.finished') : ''}
          </p>
          {transcript && <transcript.VideoTranscript player={playerRef} ready={readyCount} />}
          {notes && <notes.VideoNotes key={unit.id} player={playerRef} unitId={unit.id} />}
          <NextLink href={unitPagePath('essenceNotes', course.id, unit.id)} />
        </>
      )}
    </UnitLayout>
  );
}
