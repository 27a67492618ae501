/**
 * Leadership DNA (issue 11): a timed 48-statement survey over six leadership dimensions, scored 0–100 per
 * dimension, with a report (icons, narratives, expert audio) ready `reportDelayMs` after the finish. Time is
 * the server's clock; an attempt past its deadline is expired (no report: the learner must retake), by the
 * sweeper or lazily by the learner's next call. docs/api.md "Leadership DNA (issue 11)".
 */
import type { DnaConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { dnaAudio } from '../db/dna-audio.js';
import type { DnaLevel, Localized } from '../db/learning-schema.js';
import { BusinessFailure } from '../lib/business-failure.js';
import { secondsUntil, type Clock } from '../lib/clock.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import type { ApiLanguage } from '../lib/language.js';
import * as repo from '../repositories/dna.js';
import { text } from './learning.js';
import { TimedAttempts } from './timed-attempts.js';

export const dnaCodes = { timeUp: 4192, alreadyFinished: 4195, badRequest: 400 } as const;
type DnaCode = (typeof dnaCodes)[keyof typeof dnaCodes];
type MessageKey = 'timeUp' | 'alreadyFinished' | 'unanswered';

const dnaMessages: Record<MessageKey, Localized> = {
  timeUp: {
    EN: 'Not finished in time: no report was made. Please take the survey again.',
    CN: '未在规定时间内完成：未生成报告。请重新测评。',
    TW: '未在規定時間內完成：未產生報告。請重新測評。',
    TH: 'ทำไม่เสร็จภายในเวลา: ไม่มีการสร้างรายงาน กรุณาทำแบบประเมินใหม่อีกครั้ง',
  },
  alreadyFinished: { EN: 'This survey is already finished', CN: '本次测评已完成', TW: '本次測評已完成', TH: 'แบบประเมินนี้ทำเสร็จแล้ว' },
  unanswered: {
    EN: '{n} questions are not answered yet',
    CN: '还有 {n} 道题未作答',
    TW: '還有 {n} 題未作答',
    TH: 'ยังมีคำถามที่ไม่ได้ตอบอีก {n} ข้อ',
  },
};

/** A DNA rule broken: HTTP 409 (or 400) with its own code and a localised message. */
export class DnaFailure extends BusinessFailure {
  override name = 'DnaFailure';
  constructor(
    readonly apiCode: DnaCode,
    readonly messageKey: MessageKey,
    readonly data: { missing?: number } | null = null,
  ) {
    super(`${apiCode}: ${messageKey}`);
  }
  get httpStatus(): number {
    return this.apiCode === 400 ? 400 : 409;
  }
  envelope(language: ApiLanguage) {
    return { code: this.apiCode, message: dnaMessages[this.messageKey][language].replace('{n}', String(this.data?.missing ?? '')), data: this.data };
  }
}

export type DnaStatus = 'notStarted' | 'inProgress' | 'finished' | 'expired';

export interface DnaAttemptView {
  surveyId: number;
  tourId: number;
  attemptId: number | null;
  status: DnaStatus;
  startedAt: string | null;
  deadline: string | null;
  serverNow: string;
  remainingSeconds: number;
  timeLimitSeconds: number;
  minutes: { min: 10; max: 20 };
  questions: { id: number; text: string; options: { id: number; text: string }[] }[];
  answers: { questionId: number; optionId: number }[];
  answeredCount: number;
  questionCount: number;
}

export interface DnaReportView {
  surveyId: number;
  status: 'none' | 'generating' | 'ready' | 'expired';
  readyAt: string | null;
  finishedAt: string | null;
  dimensions: {
    id: number;
    key: string;
    name: string;
    icon: string;
    score: number;
    level: DnaLevel;
    narrative: string;
    audio: { url: string; durationSeconds: number; language: string; fallback: boolean };
  }[];
  summary: string;
}

/** 0–100 per dimension: the mean of its answered scale values (1–5) mapped linearly, 1 → 0 and 5 → 100. */
export function dnaScores(
  questions: readonly { id: number; dimensionId: number }[],
  values: ReadonlyMap<number, number>,
  dimensionIds: readonly number[],
): { dimensionId: number; score: number }[] {
  return dimensionIds.map((dimensionId) => {
    const own = questions.filter((question) => question.dimensionId === dimensionId).map((question) => values.get(question.id));
    const answered = own.filter((value): value is number => value !== undefined);
    const score = answered.length === 0 ? 0 : Math.round(((answered.reduce((sum, value) => sum + value, 0) / answered.length - 1) / 4) * 100);
    return { dimensionId, score };
  });
}

/** low below 40, moderate 40–69, high from 70. */
export function dnaLevel(score: number): DnaLevel {
  return score >= 70 ? 'high' : score >= 40 ? 'moderate' : 'low';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export class Dna {
  /** Start, deadline, expiry and the one close of an attempt; an expired attempt has no report. */
  private readonly attempts: TimedAttempts<repo.DnaAttemptRow>;

  constructor(
    private readonly db: () => Db,
    private readonly clock: Clock,
    private readonly config: DnaConfig,
  ) {
    this.attempts = new TimedAttempts(db, clock, { overdue: repo.overdue, close: repo.close }, config.timeLimitSeconds);
  }

  /** Expires attempts past their deadline (finished at the deadline, no report); returns how many. */
  finishOverdue(userId?: number): Promise<number> {
    return this.attempts.finishOverdue(userId);
  }

  /** The survey (404 unless it exists, and belongs to the tour when one is given) and the learner's attempts, overdue ones expired. */
  private async context(userId: number, surveyId: number, tourId?: number) {
    const survey = await repo.survey(this.db(), surveyId);
    if (!survey || (tourId !== undefined && survey.tourId !== tourId)) throw new ApiFailure(Code.notFound, { detail: `survey ${surveyId}` });
    await this.finishOverdue(userId);
    return { survey, attempts: await repo.attempts(this.db(), userId, survey.id) };
  }

  /** Resumes the attempt in progress or starts one; a finished or expired latest attempt is shown as is (reset to retake). */
  async show(userId: number, tourId: number, surveyId: number, language: ApiLanguage): Promise<DnaAttemptView> {
    const { survey, attempts } = await this.context(userId, surveyId, tourId);
    const latest = attempts[0] ?? (await this.start(userId, survey.id));
    return this.view(survey, latest, language);
  }

  private start(userId: number, surveyId: number) {
    return repo.start(this.db(), userId, surveyId, this.clock.now(), this.attempts.deadlineFromNow());
  }

  /** A fresh attempt, whatever the state (an attempt in progress is dropped with its answers). */
  async reset(userId: number, surveyId: number, language: ApiLanguage): Promise<DnaAttemptView> {
    const { survey, attempts } = await this.context(userId, surveyId);
    const open = attempts.find((attempt) => attempt.status === 'inProgress');
    if (open) await repo.discard(this.db(), open.id);
    return this.view(survey, await this.start(userId, survey.id), language);
  }

  /** The attempt in progress; 404 without one; past its deadline it is expired and 409 4192 answered. */
  private async openAttempt(userId: number, surveyId: number) {
    const survey = await repo.survey(this.db(), surveyId);
    if (!survey) throw new ApiFailure(Code.notFound, { detail: `survey ${surveyId}` });
    const [latest] = await repo.attempts(this.db(), userId, survey.id);
    if (!latest) throw new ApiFailure(Code.notFound, { detail: `attempt of survey ${surveyId}` });
    if (this.attempts.isOverdue(latest)) {
      await this.attempts.expireIfOverdue(latest);
      throw new DnaFailure(dnaCodes.timeUp, 'timeUp');
    }
    if (latest.status === 'expired') throw new DnaFailure(dnaCodes.timeUp, 'timeUp');
    if (latest.status === 'finished') throw new DnaFailure(dnaCodes.alreadyFinished, 'alreadyFinished');
    return { survey, attempt: latest };
  }

  /** The timing call: the server's remaining time (the client's `elapsedSeconds` is informative only). */
  async timing(userId: number, surveyId: number) {
    const { attempts } = await this.context(userId, surveyId);
    const latest = attempts[0];
    const now = this.clock.now();
    return {
      status: (latest?.status ?? 'notStarted') as DnaStatus,
      remainingSeconds: latest?.status === 'inProgress' ? secondsUntil(latest.deadline, now) : 0,
      deadline: iso(latest?.deadline ?? null),
      serverNow: iso(now),
    };
  }

  async save(userId: number, surveyId: number, questionId: number, optionId: number) {
    const { survey, attempt } = await this.openAttempt(userId, surveyId);
    const [questions, options] = await Promise.all([repo.questions(this.db(), survey.id), repo.options(this.db(), survey.id)]);
    if (!questions.some((question) => question.id === questionId)) throw new ApiFailure(Code.badRequest, { detail: `questionId ${questionId}` });
    if (!options.some((option) => option.id === optionId)) throw new ApiFailure(Code.badRequest, { detail: `optionId ${optionId}` });
    const now = this.clock.now();
    // Stored before the answer is acknowledged.
    await repo.saveAnswer(this.db(), attempt.id, questionId, optionId, now);
    const answeredCount = (await repo.answers(this.db(), attempt.id)).length;
    return { answeredCount, remainingSeconds: secondsUntil(attempt.deadline, now), deadline: iso(attempt.deadline), serverNow: iso(now) };
  }

  async finish(userId: number, tourId: number, surveyId: number) {
    const { survey, attempt } = await this.openAttempt(userId, surveyId);
    if (survey.tourId !== tourId) throw new ApiFailure(Code.notFound, { detail: `survey ${surveyId}` });
    const [questions, options, answers, dimensions] = await Promise.all([
      repo.questions(this.db(), survey.id),
      repo.options(this.db(), survey.id),
      repo.answers(this.db(), attempt.id),
      repo.dimensions(this.db(), survey.id),
    ]);
    const missing = questions.length - answers.length;
    if (missing > 0) throw new DnaFailure(dnaCodes.badRequest, 'unanswered', { missing });
    const now = this.clock.now();
    const readyAt = new Date(now.getTime() + this.config.reportDelayMs);
    const valueOf = new Map(options.map((option) => [option.id, option.value]));
    const values = new Map(answers.map((answer) => [answer.questionId, valueOf.get(answer.optionId) ?? 1]));
    const scores = dnaScores(
      questions,
      values,
      dimensions.map((dimension) => dimension.id),
    );
    const closed = await this.attempts.finishOnce(attempt, 'finished', now, (tx) => repo.insertReport(tx, { attemptId: attempt.id, computedAt: now, readyAt, scores }));
    if (!closed) throw new DnaFailure(dnaCodes.alreadyFinished, 'alreadyFinished');
    return { status: 'finished' as const, reportReadyAt: readyAt.toISOString() };
  }

  async report(userId: number, surveyId: number, language: ApiLanguage): Promise<DnaReportView> {
    const { survey, attempts } = await this.context(userId, surveyId);
    const latest = attempts[0];
    const none: DnaReportView = { surveyId, status: 'none', readyAt: null, finishedAt: null, dimensions: [], summary: '' };
    if (!latest || latest.status === 'inProgress') return none;
    if (latest.status === 'expired') return { ...none, status: 'expired', finishedAt: iso(latest.finishedAt) };
    const row = await repo.report(this.db(), latest.id);
    if (!row) return none;
    const base = { ...none, readyAt: iso(row.readyAt), finishedAt: iso(latest.finishedAt) };
    if (row.readyAt > this.clock.now()) return { ...base, status: 'generating' };
    const dimensions = await repo.dimensions(this.db(), survey.id);
    const audio = dnaAudio[language];
    return {
      ...base,
      status: 'ready',
      summary: text(survey.summary, language),
      dimensions: row.scores
        .map((entry) => ({ entry, dimension: dimensions.find((dimension) => dimension.id === entry.dimensionId) }))
        .filter((pair): pair is { entry: (typeof row.scores)[number]; dimension: repo.DnaDimensionRow } => pair.dimension !== undefined)
        .sort((a, b) => b.entry.score - a.entry.score || a.dimension.position - b.dimension.position)
        .map(({ entry, dimension }) => {
          const level = dnaLevel(entry.score);
          return {
            id: dimension.id,
            key: dimension.key,
            name: text(dimension.name, language),
            icon: `/media/dna/icons/${dimension.key}.svg`,
            score: entry.score,
            level,
            narrative: text(dimension.narratives[level], language),
            audio: {
              url: `/media/dna/audio/${audio.locale}/${dimension.key}.ogg`,
              durationSeconds: audio.seconds[dimension.key] ?? 0,
              language: audio.locale,
              fallback: audio.fallback,
            },
          };
        }),
    };
  }

  /** The header's DNA entries (course id 0): progress 0 (none or expired), 50 (in progress), 100 (finished). */
  async courseEntries(userId: number, language: ApiLanguage) {
    await this.finishOverdue(userId);
    const entries = [];
    for (const survey of await repo.surveys(this.db())) {
      const [latest] = await repo.attempts(this.db(), userId, survey.id);
      const progress = latest?.status === 'finished' ? 100 : latest?.status === 'inProgress' ? 50 : 0;
      entries.push({ id: 0 as const, surveyId: survey.id, tourId: survey.tourId, name: text(survey.title, language), progress, timeLimitSeconds: this.config.timeLimitSeconds });
    }
    return entries;
  }

  async saveAudioRecord(userId: number, surveyId: number, dimensionId: number, playedSeconds: number, completed: boolean) {
    const survey = await repo.survey(this.db(), surveyId);
    const dimension = survey ? (await repo.dimensions(this.db(), survey.id)).find((entry) => entry.id === dimensionId) : undefined;
    if (!survey || !dimension) throw new ApiFailure(Code.notFound, { detail: `dimension ${surveyId}/${dimensionId}` });
    await repo.insertAudioRecord(this.db(), { userId, surveyId, dimensionId, playedSeconds, completed, recordedAt: this.clock.now() });
    return { saved: true as const };
  }

  async audioRecords(userId: number) {
    return (await repo.audioRecords(this.db(), userId)).map((row) => ({
      surveyId: row.surveyId,
      dimensionId: row.dimensionId,
      playedSeconds: row.playedSeconds,
      completed: row.completed,
      recordedAt: row.recordedAt.toISOString(),
    }));
  }

  private async view(survey: repo.DnaSurveyRow, attempt: repo.DnaAttemptRow, language: ApiLanguage): Promise<DnaAttemptView> {
    const now = this.clock.now();
    const open = attempt.status === 'inProgress';
    const [questions, options, answers] = await Promise.all([
      repo.questions(this.db(), survey.id),
      repo.options(this.db(), survey.id),
      repo.answers(this.db(), attempt.id),
    ]);
    const scale = options.map((option) => ({ id: option.id, text: text(option.text, language) }));
    const position = new Map(questions.map((question) => [question.id, question.position]));
    return {
      surveyId: survey.id,
      tourId: survey.tourId,
      attemptId: attempt.id,
      status: attempt.status,
      startedAt: iso(attempt.startedAt),
      deadline: iso(attempt.deadline),
      serverNow: now.toISOString(),
      remainingSeconds: open ? secondsUntil(attempt.deadline, now) : 0,
      timeLimitSeconds: this.config.timeLimitSeconds,
      minutes: { min: 10, max: 20 },
      questions: open ? questions.map((question) => ({ id: question.id, text: text(question.text, language), options: scale })) : [],
      answers: open
        ? answers
            .map((answer) => ({ questionId: answer.questionId, optionId: answer.optionId }))
            .sort((a, b) => (position.get(a.questionId) ?? 0) - (position.get(b.questionId) ?? 0))
        : [],
      answeredCount: answers.length,
      questionCount: questions.length,
    };
  }
}
