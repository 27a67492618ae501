/**
 * Assessments (issue 10): the pre-test (module 1) and post-test (module 4) of a course, their deadlines,
 * reports and comparison; key actions and the scenario simulation of module 3 (docs/api.md "Assessments
 * (issue 10)"). Time is the server's clock; every read finishes the learner's overdue attempts first.
 */
import type { AssessmentConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { AssessmentModule, Grade, Localized } from '../db/learning-schema.js';
import { BusinessFailure } from '../lib/business-failure.js';
import { secondsUntil as remaining, type Clock } from '../lib/clock.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import type { ApiLanguage } from '../lib/language.js';
import * as repo from '../repositories/assessments.js';
import * as learningRepo from '../repositories/learning.js';
import { adviceBandOf, compare, gradeOf, scoreAttempt, validAnswer, validKeyActionChoice, weakestFirst } from './assessment-scoring.js';
import { text } from './learning.js';
import { stepStatus } from './learning-progress.js';
import { TimedAttempts } from './timed-attempts.js';

/** Assessment error codes (HTTP status, message per language). */
export const assessmentCodes = {
  /** The pre-test was already taken. */
  onceOnly: 4091,
  /** The deadline has passed: the attempt is finished (expired). */
  timeUp: 4092,
  /** The course step is not open yet (`data.opensAt`). */
  notOpen: 4093,
  /** The course step (or the learner's ticket) has expired. */
  expired: 4094,
  /** The attempt was already finished by the learner. */
  alreadyFinished: 4095,
  /** A body that breaks an assessment rule (a choice, key actions). */
  badRequest: 400,
} as const;

type AssessmentCode = (typeof assessmentCodes)[keyof typeof assessmentCodes];
type MessageKey = 'onceOnly' | 'timeUp' | 'notOpen' | 'expired' | 'alreadyFinished' | 'chooseAnswer' | 'enterAnswer' | 'chooseKeyActions';

export const assessmentMessages: Record<MessageKey, Localized> = {
  onceOnly: { EN: 'The pre-test can be taken only once', CN: '课前测评只能参加一次', TW: '課前測評只能參加一次', TH: 'แบบทดสอบก่อนเรียนทำได้เพียงครั้งเดียว' },
  timeUp: { EN: "It's time, the quiz is over", CN: '时间到，测评已结束', TW: '時間到，測評已結束', TH: 'หมดเวลาแล้ว แบบทดสอบสิ้นสุดลง' },
  notOpen: { EN: 'This step of the course is not open yet', CN: '课程的这一环节尚未开放', TW: '課程的這一環節尚未開放', TH: 'ขั้นตอนนี้ของหลักสูตรยังไม่เปิด' },
  expired: { EN: 'The course has expired', CN: '课程已过期', TW: '課程已過期', TH: 'หลักสูตรหมดอายุแล้ว' },
  alreadyFinished: { EN: 'This assessment is already finished', CN: '本次测评已完成', TW: '本次測評已完成', TH: 'แบบทดสอบนี้ทำเสร็จแล้ว' },
  chooseAnswer: { EN: 'Please choose an answer', CN: '请选择答案', TW: '請選擇答案', TH: 'กรุณาเลือกคำตอบ' },
  enterAnswer: { EN: 'Please enter your answer', CN: '请输入你的答案', TW: '請輸入你的答案', TH: 'กรุณาพิมพ์คำตอบของคุณ' },
  chooseKeyActions: { EN: 'Choose 2-3 key actions', CN: '请选择 2-3 个关键行动', TW: '請選擇 2-3 個關鍵行動', TH: 'กรุณาเลือกการกระทำสำคัญ 2-3 ข้อ' },
};

/** A rule of the assessments broken: HTTP 409 (or 400) with its own code and localised message. */
export class AssessmentFailure extends BusinessFailure {
  override name = 'AssessmentFailure';
  constructor(
    readonly apiCode: AssessmentCode,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
  ) {
    super(`${apiCode}: ${messageKey}`);
  }
  get httpStatus(): number {
    return this.apiCode === 400 ? 400 : 409;
  }
  envelope(language: ApiLanguage) {
    return { code: this.apiCode, message: assessmentMessages[this.messageKey][language], data: this.data };
  }
}

export interface QuestionView {
  id: number;
  type: 'single' | 'multiple' | 'open';
  text: string;
  competencyId: number;
  options: { id: number; text: string }[];
}

export interface AttemptState {
  attemptId: number;
  moduleId: AssessmentModule;
  status: repo.AttemptRow['status'];
  startedAt: string;
  deadline: string;
  serverNow: string;
  remainingSeconds: number;
  questions: QuestionView[];
  answers: { questionId: number; optionIds: number[]; text: string }[];
  answeredCount: number;
}

export interface SurveyStatus {
  courseId: number;
  moduleId: AssessmentModule;
  title: string;
  minutes: { min: 10; max: 25 };
  /** The configured time limit of an attempt (`ASSESSMENT_TIME_LIMIT_SECONDS`). */
  timeLimitSeconds: number;
  questionCount: number;
  status: 'notStarted' | repo.AttemptRow['status'];
  attemptId: number | null;
  answeredCount: number;
  canStart: boolean;
  onceOnly: boolean;
  reportReady: boolean;
}

interface GradedScore {
  score: number;
  grade: Grade;
}

export interface Report {
  courseId: number;
  moduleId: AssessmentModule;
  status: 'generating' | 'ready' | 'none';
  readyAt: string | null;
  finishedAt: string | null;
  expired: boolean;
  overall: GradedScore | null;
  competencies: { id: number; name: string; score: number; grade: Grade; description: string }[];
  keyActions: { id: number; text: string; competencyId: number }[];
  advice: { competencyId: number; text: string }[];
  /** The learner's written answers to the open questions, in question order (not scored). */
  openAnswers: { questionId: number; question: string; text: string }[];
}

export interface ComparisonReport extends Report {
  before: Report;
  comparison: { competencyId: number; name: string; before: GradedScore | null; after: GradedScore }[];
}

const iso = (date: Date) => date.toISOString();
const isClosed = (attempt: repo.AttemptRow) => attempt.status === 'finished' || attempt.status === 'expired';

export class Assessments {
  /** Start, deadline, expiry and the one close of an attempt; every close (finished or expired) writes the report. */
  private readonly attempts: TimedAttempts<repo.AttemptRow>;

  constructor(
    private readonly db: () => Db,
    private readonly clock: Clock,
    private readonly config: AssessmentConfig,
  ) {
    const store = { overdue: repo.overdueAttempts, close: repo.closeAttempt };
    this.attempts = new TimedAttempts(db, clock, store, config.timeLimitSeconds, (tx, closed) => this.writeReport(tx, closed));
  }

  /** Finishes attempts past their deadline (status `expired`, finished at the deadline); returns how many. */
  finishOverdue(userId?: number): Promise<number> {
    return this.attempts.finishOverdue(userId);
  }

  /** In the closing transaction: computes the closed attempt's report and completes the course step. */
  private async writeReport(tx: Db, attempt: repo.AttemptRow): Promise<void> {
    const finishedAt = attempt.finishedAt ?? this.clock.now();
    const survey = await repo.surveyById(tx, attempt.surveyId);
    if (!survey) return;
    const questions = await repo.questionsOf(tx, survey.id);
    const answers = await repo.answersOf(tx, attempt.id);
    const result = scoreAttempt(questions, new Map(answers.map((answer) => [answer.questionId, answer.optionIds])));
    await repo.insertReport(tx, {
      attemptId: attempt.id,
      computedAt: this.clock.now(),
      readyAt: new Date(finishedAt.getTime() + this.config.reportDelayMs),
      overallScore: result.overall,
      competencyScores: result.competencies,
    });
    await repo.completeStep(tx, attempt.userId, survey.learningPathId, survey.moduleId, finishedAt);
  }

  /** The learner's course (404 unless enrolled), the step's window state ignoring completion, and the survey. */
  private async context(userId: number, courseId: number, step: 1 | 3 | 4) {
    const path = await learningRepo.enrolledPath(this.db(), userId, courseId);
    if (!path) throw new ApiFailure(Code.notFound, { detail: `learning path ${courseId}` });
    const now = this.clock.now();
    const window = path.windows[`${step}`];
    const ticketExpired = path.ticketExpiresAt !== null && path.ticketExpiresAt < now;
    const windowStatus = ticketExpired ? 'expired' : stepStatus(window, false, now);
    return { path, windowStatus, opensAt: window.opensAt };
  }

  private assertOpen(windowStatus: string, opensAt: string | null) {
    if (windowStatus === 'notOpen') throw new AssessmentFailure(assessmentCodes.notOpen, 'notOpen', { opensAt });
    if (windowStatus === 'expired') throw new AssessmentFailure(assessmentCodes.expired, 'expired');
  }

  private async surveyContext(userId: number, courseId: number, moduleId: AssessmentModule) {
    const context = await this.context(userId, courseId, moduleId);
    const survey = await repo.surveyOf(this.db(), courseId, moduleId);
    if (!survey) throw new ApiFailure(Code.notFound, { detail: `survey ${courseId}/${moduleId}` });
    await this.finishOverdue(userId);
    const attempts = await repo.attemptsOf(this.db(), userId, survey.id);
    return { ...context, survey, attempts };
  }

  async status(userId: number, courseId: number, moduleId: AssessmentModule, language: ApiLanguage): Promise<SurveyStatus> {
    const { survey, attempts, windowStatus } = await this.surveyContext(userId, courseId, moduleId);
    const latest = attempts[0];
    const status = latest?.status ?? 'notStarted';
    const answeredCount = latest ? (await repo.answersOf(this.db(), latest.id)).length : 0;
    const report = latest && isClosed(latest) ? await repo.reportOf(this.db(), latest.id) : undefined;
    const open = windowStatus === 'open';
    return {
      courseId,
      moduleId,
      title: text(survey.title, language),
      minutes: { min: 10, max: 25 },
      timeLimitSeconds: this.config.timeLimitSeconds,
      questionCount: await repo.questionCount(this.db(), survey.id),
      status,
      attemptId: latest?.id ?? null,
      answeredCount,
      canStart: moduleId === 1 ? open && (status === 'notStarted' || status === 'inProgress') : open && status !== 'inProgress',
      onceOnly: moduleId === 1,
      reportReady: report !== undefined && report.readyAt <= this.clock.now(),
    };
  }

  /** Resumes the attempt in progress or starts one; a finished pre-test answers 4091. */
  async show(userId: number, courseId: number, moduleId: AssessmentModule, language: ApiLanguage): Promise<AttemptState> {
    const { survey, attempts, windowStatus, opensAt } = await this.surveyContext(userId, courseId, moduleId);
    const latest = attempts[0];
    if (latest?.status === 'inProgress') return this.state(latest, survey, language);
    if (moduleId === 1 && attempts.some(isClosed)) throw new AssessmentFailure(assessmentCodes.onceOnly, 'onceOnly');
    this.assertOpen(windowStatus, opensAt);
    return this.state(await this.start(userId, survey.id), survey, language);
  }

  private start(userId: number, surveyId: number) {
    return repo.startAttempt(this.db(), userId, surveyId, this.clock.now(), this.attempts.deadlineFromNow());
  }

  /** Restart (an attempt in progress: answers cleared, new deadline) or retake (a finished post-test). */
  async reset(userId: number, courseId: number, moduleId: AssessmentModule, attemptId: number, language: ApiLanguage): Promise<AttemptState> {
    const { survey, attempts, windowStatus, opensAt } = await this.surveyContext(userId, courseId, moduleId);
    const attempt = attempts.find((entry) => entry.id === attemptId);
    if (!attempt) throw new ApiFailure(Code.notFound, { detail: `attempt ${attemptId}` });
    if (moduleId === 1 && attempts.some(isClosed)) throw new AssessmentFailure(assessmentCodes.onceOnly, 'onceOnly');
    this.assertOpen(windowStatus, opensAt);
    const open = attempts.find((entry) => entry.status === 'inProgress');
    if (open) await repo.discardAttempt(this.db(), open.id);
    return this.state(await this.start(userId, survey.id), survey, language);
  }

  /** The learner's attempt of this survey; 404 otherwise. Finishes it (expired) and answers 4092 past the deadline. */
  private async openAttempt(userId: number, courseId: number, moduleId: AssessmentModule, attemptId: number) {
    const context = await this.context(userId, courseId, moduleId);
    const survey = await repo.surveyOf(this.db(), courseId, moduleId);
    const attempt = await repo.attemptOfUser(this.db(), userId, attemptId);
    if (!survey || !attempt || attempt.surveyId !== survey.id) throw new ApiFailure(Code.notFound, { detail: `attempt ${attemptId}` });
    if (this.attempts.isOverdue(attempt)) {
      await this.attempts.expireIfOverdue(attempt);
      throw new AssessmentFailure(assessmentCodes.timeUp, 'timeUp');
    }
    if (attempt.status === 'expired') throw new AssessmentFailure(assessmentCodes.timeUp, 'timeUp');
    if (attempt.status === 'finished') throw new AssessmentFailure(assessmentCodes.alreadyFinished, 'alreadyFinished');
    return { ...context, survey, attempt };
  }

  async save(
    userId: number,
    body: { courseId: number; moduleId: AssessmentModule; attemptId: number; questionId: number; optionIds?: number[]; text?: string },
  ) {
    const { attempt, survey } = await this.openAttempt(userId, body.courseId, body.moduleId, body.attemptId);
    const question = (await repo.questionsOf(this.db(), survey.id)).find((entry) => entry.id === body.questionId);
    if (!question) throw new ApiFailure(Code.notFound, { detail: `question ${body.questionId}` });
    const optionIds = body.optionIds ?? [];
    const answerText = question.type === 'open' ? (body.text ?? '').trim() : '';
    const known = question.options.map((option) => option.id);
    if (!validAnswer(question.type, optionIds, answerText, known)) {
      throw new AssessmentFailure(assessmentCodes.badRequest, question.type === 'open' ? 'enterAnswer' : 'chooseAnswer');
    }
    const now = this.clock.now();
    await repo.saveAnswer(this.db(), attempt.id, question.id, optionIds, answerText, now);
    const answeredCount = (await repo.answersOf(this.db(), attempt.id)).length;
    return { answeredCount, remainingSeconds: remaining(attempt.deadline, now), deadline: iso(attempt.deadline), serverNow: iso(now) };
  }

  async finish(userId: number, courseId: number, moduleId: AssessmentModule, attemptId: number) {
    const { attempt } = await this.openAttempt(userId, courseId, moduleId, attemptId);
    const now = this.clock.now();
    if (!(await this.attempts.finishOnce(attempt, 'finished', now, (tx, closed) => this.writeReport(tx, closed)))) throw new AssessmentFailure(assessmentCodes.alreadyFinished, 'alreadyFinished');
    return { status: 'finished' as const, reportReadyAt: iso(new Date(now.getTime() + this.config.reportDelayMs)) };
  }

  private async state(attempt: repo.AttemptRow, survey: repo.SurveyRow, language: ApiLanguage): Promise<AttemptState> {
    const [questions, answers] = await Promise.all([repo.questionsOf(this.db(), survey.id), repo.answersOf(this.db(), attempt.id)]);
    const now = this.clock.now();
    return {
      attemptId: attempt.id,
      moduleId: survey.moduleId,
      status: attempt.status,
      startedAt: iso(attempt.startedAt),
      deadline: iso(attempt.deadline),
      serverNow: iso(now),
      remainingSeconds: attempt.status === 'inProgress' ? remaining(attempt.deadline, now) : 0,
      questions: questions.map((question) => ({
        id: question.id,
        type: question.type,
        text: text(question.text, language),
        competencyId: question.competencyId,
        options: question.options.map((option) => ({ id: option.id, text: text(option.text, language) })),
      })),
      answers: answers
        .sort((a, b) => questions.findIndex((q) => q.id === a.questionId) - questions.findIndex((q) => q.id === b.questionId))
        .map((answer) => ({ questionId: answer.questionId, optionIds: answer.optionIds, text: answer.text })),
      answeredCount: answers.length,
    };
  }

  /** The report of the learner's latest finished attempt of module 1 or 4. */
  async report(userId: number, courseId: number, moduleId: AssessmentModule, language: ApiLanguage): Promise<Report & { scores: { competencyId: number; score: number }[] | null }> {
    const { survey, attempts } = await this.surveyContext(userId, courseId, moduleId);
    const none = { courseId, moduleId, readyAt: null, finishedAt: null, expired: false, overall: null, competencies: [], keyActions: [], advice: [], openAnswers: [], scores: null };
    const attempt = attempts.find(isClosed);
    const row = attempt ? await repo.reportOf(this.db(), attempt.id) : undefined;
    if (!attempt || !row) return { ...none, status: 'none' };
    const base = { ...none, readyAt: iso(row.readyAt), finishedAt: attempt.finishedAt ? iso(attempt.finishedAt) : null, expired: attempt.status === 'expired' };
    if (row.readyAt > this.clock.now()) return { ...base, status: 'generating' };
    const competencyRows = await repo.allCompetencies(this.db());
    const order = weakestFirst(row.competencyScores);
    const byId = (id: number) => competencyRows.find((entry) => entry.id === id);
    const [actions, questions, answers] = await Promise.all([
      repo.keyActionsOf(this.db(), courseId),
      repo.questionsOf(this.db(), survey.id),
      repo.answersOf(this.db(), attempt.id),
    ]);
    const openAnswers = questions.flatMap((question) => {
      const answer = question.type === 'open' ? answers.find((entry) => entry.questionId === question.id) : undefined;
      return answer?.text ? [{ questionId: question.id, question: text(question.text, language), text: answer.text }] : [];
    });
    return {
      ...base,
      status: 'ready',
      openAnswers,
      overall: { score: row.overallScore, grade: gradeOf(row.overallScore) },
      competencies: row.competencyScores.map((entry) => ({
        id: entry.competencyId,
        name: text(byId(entry.competencyId)?.name, language),
        score: entry.score,
        grade: gradeOf(entry.score),
        description: text(byId(entry.competencyId)?.description, language),
      })),
      keyActions: sortByCompetency(actions, order).map((action) => ({ id: action.id, text: text(action.text, language), competencyId: action.competencyId })),
      advice: order.map((competencyId) => {
        const score = row.competencyScores.find((entry) => entry.competencyId === competencyId)?.score ?? 0;
        return { competencyId, text: text(byId(competencyId)?.advice[adviceBandOf(gradeOf(score))], language) };
      }),
      scores: row.competencyScores,
    };
  }

  async comparison(userId: number, courseId: number, language: ApiLanguage): Promise<ComparisonReport> {
    const { scores: beforeScores, ...before } = await this.report(userId, courseId, 1, language);
    const { scores: afterScores, ...after } = await this.report(userId, courseId, 4, language);
    const competencyRows = await repo.allCompetencies(this.db());
    return {
      ...after,
      before,
      comparison: afterScores
        ? compare(beforeScores, afterScores).map((entry) => ({
            ...entry,
            name: text(competencyRows.find((row) => row.id === entry.competencyId)?.name, language),
          }))
        : [],
    };
  }

  // Key actions (module 3 keyBehaviorAnalysis).

  async keyActions(userId: number, courseId: number, language: ApiLanguage) {
    await this.context(userId, courseId, 3);
    const actions = await repo.keyActionsOf(this.db(), courseId);
    const latest = await this.latestScores(userId, courseId);
    const ordered = latest ? sortByCompetency(actions, weakestFirst(latest)) : actions;
    return {
      options: ordered.map((action) => ({ id: action.id, text: text(action.text, language), competencyId: action.competencyId })),
      chosen: await repo.keyActionChoiceOf(this.db(), userId, courseId),
    };
  }

  async chooseKeyActions(userId: number, courseId: number, chosen: number[], language: ApiLanguage) {
    await this.context(userId, courseId, 3);
    const offered = (await repo.keyActionsOf(this.db(), courseId)).map((action) => action.id);
    if (!validKeyActionChoice(chosen, offered)) throw new AssessmentFailure(assessmentCodes.badRequest, 'chooseKeyActions');
    await repo.saveKeyActionChoice(this.db(), userId, courseId, chosen, this.clock.now());
    return this.keyActions(userId, courseId, language);
  }

  /** The competency scores of the latest ready report (post-test first, else pre-test). */
  private async latestScores(userId: number, courseId: number) {
    for (const moduleId of [4, 1] as const) {
      const survey = await repo.surveyOf(this.db(), courseId, moduleId);
      if (!survey) continue;
      const attempt = (await repo.attemptsOf(this.db(), userId, survey.id)).find(isClosed);
      const row = attempt ? await repo.reportOf(this.db(), attempt.id) : undefined;
      if (row && row.readyAt <= this.clock.now()) return row.competencyScores;
    }
    return null;
  }

  // Scenario simulation (module 3).

  async scenes(userId: number, courseId: number, language: ApiLanguage) {
    await this.context(userId, courseId, 3);
    const scenes = await repo.scenesOf(this.db(), courseId);
    const made = await repo.choicesMadeOf(
      this.db(),
      userId,
      scenes.map((scene) => scene.id),
    );
    return { scenes: scenes.map((scene) => sceneView(scene, made.find((entry) => entry.sceneId === scene.id)?.choiceId ?? null, language)) };
  }

  async chooseInScene(userId: number, courseId: number, sceneId: number, choiceId: number, language: ApiLanguage) {
    const { path, windowStatus, opensAt } = await this.context(userId, courseId, 3);
    const scenes = await repo.scenesOf(this.db(), courseId);
    const scene = scenes.find((entry) => entry.id === sceneId);
    if (!scene) throw new ApiFailure(Code.notFound, { detail: `scene ${sceneId}` });
    const choice = scene.choices.find((entry) => entry.id === choiceId);
    if (!choice) throw new ApiFailure(Code.notFound, { detail: `choice ${choiceId}` });
    this.assertOpen(windowStatus, opensAt);
    const now = this.clock.now();
    await repo.saveChoiceMade(this.db(), userId, scene.id, choice.id, now);
    const made = await repo.choicesMadeOf(
      this.db(),
      userId,
      scenes.map((entry) => entry.id),
    );
    if (scenes.every((entry) => made.some((row) => row.sceneId === entry.id))) await repo.completeStep(this.db(), userId, path.id, 3, now);
    return { ...sceneView(scene, choice.id, language), best: choice.best };
  }
}

type SceneRow = Awaited<ReturnType<typeof repo.scenesOf>>[number];

function sceneView(scene: SceneRow, chosenId: number | null, language: ApiLanguage) {
  const chosen = scene.choices.find((choice) => choice.id === chosenId);
  return {
    id: scene.id,
    title: text(scene.title, language),
    situation: text(scene.situation, language),
    videoVid: scene.videoVid,
    choices: scene.choices.map((choice) => ({ id: choice.id, text: text(choice.text, language) })),
    chosenId: chosen?.id ?? null,
    feedback: chosen ? text(chosen.feedback, language) : null,
  };
}

function sortByCompetency<T extends { competencyId: number; position: number }>(items: readonly T[], order: readonly number[]): T[] {
  const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...items].sort((a, b) => rank(a.competencyId) - rank(b.competencyId) || a.position - b.position);
}
