/**
 * The demo learning content (DEMO mode): a project with two courses, three courses of their own in
 * different lock states (and, for the `newcomer` learner only, an all-open copy of the first), units with the
 * lesson fixture's video, notes, cases, job aids and practice questions, and the satisfaction-survey
 * questions, every text in the four API languages. Idempotent: content is keyed by `code` and added only
 * when missing; the demo learners' enrolments and seeded step completions are added when missing.
 *
 * Lock windows are absolute dates far from today (2025-01-01 … 2030-12-31) so that they hold both for the
 * real clock and for the tests' clock (January 2026).
 */
import { eq, inArray } from 'drizzle-orm';
import { seededVid } from '../lib/vod-crypto.js';
import { seedAssessments } from './learning-assessment-seed.js';
import { seedDna } from './learning-dna-seed.js';
import type { Db } from './client.js';
import {
  broadcasts,
  enrolments,
  feedbackMetas,
  learningPaths,
  projects,
  questions,
  stepCompletions,
  units,
  type Localized,
  type StepWindows,
} from './learning-schema.js';
import { users } from './schema.js';

const L = (EN: string, CN: string, TW: string, TH: string): Localized => ({ EN, CN, TW, TH });

/** The lesson fixture (media/lesson, 24 s). */
export const lessonVideo = { hls: '/media/lesson/hls/master.m3u8', mp4: '/media/lesson/mp4/lesson-720p.mp4', seconds: 24 };
/** The catalogue vids the units play (the video platform's seeded HLS and mp4 samples, vod-seed.ts). */
export const unitVids = { hls: seededVid('hls'), mp4: seededVid('mp4') };
/** The vid the demo's broadcast is attached to. */
export const demoBroadcastVid = unitVids.hls;

const PAST = '2025-01-01T00:00:00.000Z';
const FAR = '2030-12-31T16:59:59.000Z';
/** A step that is not yet open shows this opening time (09:00 in Bangkok). */
export const LATER_OPENING = '2030-09-01T02:00:00.000Z';
/** An expired course closed at the end of 2025 (Bangkok). */
export const EXPIRED_CLOSING = '2025-12-31T16:59:59.000Z';

const open = { opensAt: PAST, closesAt: FAR };
const allOpen: StepWindows = { 1: open, 2: open, 3: open, 4: open };

interface SeedQuestion {
  type: 'single' | 'multiple' | 'open';
  kind?: 'preClass' | 'practice';
  stem: Localized;
  options?: [string, Localized][];
  correct?: string[];
  reference?: Localized;
  analysis: Localized;
}

interface SeedUnit {
  title: Localized;
  mp4?: boolean;
  vid?: string;
  questions: SeedQuestion[];
}

interface SeedCourse {
  code: string;
  project?: string;
  position: number;
  name: Localized;
  description: Localized;
  minutes: number;
  /** The cover's file name in media/covers/ without `.svg` (default: the code). */
  cover?: string;
  windows: StepWindows;
  finishedSteps?: number[];
  /** The demo learners enrolled (default: `demo` and `multi`). */
  learners?: readonly string[];
  units: SeedUnit[];
}

const notes = L(
  'Essence notes: 1. Prepare the conversation. 2. Ask before you tell. 3. Agree on the next step and follow up.',
  '精华笔记：1. 准备谈话。2. 先问后说。3. 就下一步达成一致并跟进。',
  '精華筆記：1. 準備談話。2. 先問後說。3. 就下一步達成一致並跟進。',
  'บันทึกสาระสำคัญ: 1. เตรียมการสนทนา 2. ถามก่อนบอก 3. ตกลงขั้นตอนถัดไปและติดตามผล',
);
const caseText = L(
  'Extension case: Mai leads a team of six. A deadline slips and she must talk with the analyst who owns the task.',
  '拓展案例：Mai 带领六人团队。一个截止日期延误了，她需要与负责该任务的分析师谈话。',
  '延伸案例：Mai 帶領六人團隊。一個截止日期延誤了，她需要與負責該任務的分析師談話。',
  'กรณีศึกษาเพิ่มเติม: ไหมนำทีมหกคน งานล่าช้ากว่ากำหนดและเธอต้องคุยกับนักวิเคราะห์ผู้รับผิดชอบงานนั้น',
);
const jobAid = L(
  'Job aid: Open – Clarify – Develop – Agree – Close. Keep this card at hand for your next conversation.',
  '工作辅助：开启 – 澄清 – 发展 – 同意 – 结束。下次谈话时请备好此卡片。',
  '工作輔助：開啟 – 澄清 – 發展 – 同意 – 結束。下次談話時請備好此卡片。',
  'เครื่องมือช่วยงาน: เปิด – ทำให้ชัด – พัฒนา – ตกลง – ปิด เก็บการ์ดนี้ไว้ใช้ในการสนทนาครั้งต่อไป',
);

const singleQuestion: SeedQuestion = {
  type: 'single',
  stem: L(
    'What should a leader do first in a coaching conversation?',
    '在辅导谈话中，领导者首先应该做什么？',
    '在輔導談話中，領導者首先應該做什麼？',
    'ในการสนทนาเพื่อโค้ช ผู้นำควรทำอะไรเป็นอย่างแรก',
  ),
  options: [
    ['A', L('Give the answer', '直接给出答案', '直接給出答案', 'ให้คำตอบทันที')],
    ['B', L('Clarify the purpose and importance', '说明目的和重要性', '說明目的和重要性', 'ชี้แจงจุดประสงค์และความสำคัญ')],
    ['C', L('Talk about the deadline', '谈论截止日期', '談論截止日期', 'พูดถึงกำหนดส่งงาน')],
  ],
  correct: ['B'],
  analysis: L(
    'Opening with the purpose and why it matters sets the direction and gains commitment.',
    '以目的及其重要性开场，可以明确方向并获得承诺。',
    '以目的及其重要性開場，可以明確方向並獲得承諾。',
    'การเปิดด้วยจุดประสงค์และเหตุผลที่สำคัญช่วยกำหนดทิศทางและได้รับความมุ่งมั่น',
  ),
};

const multipleQuestion: SeedQuestion = {
  type: 'multiple',
  stem: L(
    'Which of these are key actions of delegation? (choose all that apply)',
    '以下哪些是授权的关键行动？（多选）',
    '以下哪些是授權的關鍵行動？（多選）',
    'ข้อใดเป็นการกระทำสำคัญของการมอบหมายงาน (เลือกได้หลายข้อ)',
  ),
  options: [
    ['A', L('Agree on checkpoints', '约定检查点', '約定檢查點', 'ตกลงจุดตรวจสอบ')],
    ['B', L('Do the task yourself', '自己完成任务', '自己完成任務', 'ทำงานนั้นเอง')],
    ['C', L('Give authority that fits the task', '给予与任务相称的权限', '給予與任務相稱的權限', 'ให้อำนาจที่เหมาะกับงาน')],
  ],
  correct: ['A', 'C'],
  analysis: L(
    'Delegating means handing over the work with the authority it needs, and checking progress at agreed points.',
    '授权意味着交出工作及所需权限，并在约定的时间点检查进度。',
    '授權意味著交出工作及所需權限，並在約定的時間點檢查進度。',
    'การมอบหมายงานคือการส่งมอบงานพร้อมอำนาจที่จำเป็น และติดตามความคืบหน้าตามจุดที่ตกลงกัน',
  ),
};

const openQuestion: SeedQuestion = {
  type: 'open',
  stem: L(
    'Describe a conversation you will have this week and how you will open it.',
    '描述你本周将进行的一次谈话，以及你将如何开场。',
    '描述你本週將進行的一次談話，以及你將如何開場。',
    'อธิบายการสนทนาที่คุณจะมีในสัปดาห์นี้และวิธีที่คุณจะเปิดการสนทนา',
  ),
  reference: L(
    'For example: “I would like to talk about the report, because the client relies on it on Friday.”',
    '例如：“我想谈谈这份报告，因为客户周五要用它。”',
    '例如：「我想談談這份報告，因為客戶週五要用它。」',
    'ตัวอย่าง: “ผมอยากคุยเรื่องรายงาน เพราะลูกค้าต้องใช้ในวันศุกร์”',
  ),
  analysis: L(
    'A good opening names the topic and why it matters to the other person.',
    '好的开场要点明话题以及它对对方的重要性。',
    '好的開場要點明話題以及它對對方的重要性。',
    'การเปิดที่ดีระบุหัวข้อและเหตุผลที่สำคัญต่ออีกฝ่าย',
  ),
};

const preClassQuestion: SeedQuestion = { ...singleQuestion, kind: 'preClass' };

const unit = (n: number, title: Localized, extra: Partial<SeedUnit> = {}): SeedUnit => ({
  title: L(`Unit ${n}: ${title.EN}`, `单元 ${n}：${title.CN}`, `單元 ${n}：${title.TW}`, `หน่วยที่ ${n}: ${title.TH}`),
  questions: [singleQuestion],
  ...extra,
});

const coaching: SeedCourse = {
  code: 'coaching',
  position: 1,
  name: L('Coaching for Success', '辅导成功', '輔導成功', 'การโค้ชเพื่อความสำเร็จ'),
  description: L(
    'Help others reach their goals through focused conversations.',
    '通过专注的谈话帮助他人达成目标。',
    '透過專注的談話幫助他人達成目標。',
    'ช่วยผู้อื่นให้บรรลุเป้าหมายผ่านการสนทนาที่มุ่งเน้น',
  ),
  minutes: 90,
  windows: { 1: open, 2: open, 3: open, 4: { opensAt: LATER_OPENING, closesAt: FAR } },
  finishedSteps: [1],
  units: [
    unit(1, L('Open the conversation', '开启谈话', '開啟談話', 'เปิดการสนทนา'), {
      vid: demoBroadcastVid,
      questions: [preClassQuestion, singleQuestion, multipleQuestion, openQuestion],
    }),
    unit(2, L('Clarify and develop', '澄清与发展', '澄清與發展', 'ทำให้ชัดและพัฒนา'), { mp4: true }),
    unit(3, L('Agree and close', '达成一致并结束', '達成一致並結束', 'ตกลงและปิดการสนทนา')),
  ],
};

/**
 * The `newcomer` demo learner's course: Coaching for Success again (same units and questions), every step
 * open and nothing started, so that a first visit can take the pre-test, the units and the post-test.
 */
const coachingOpen: SeedCourse = { ...coaching, code: 'coaching-open', cover: 'coaching', windows: allOpen, finishedSteps: [], learners: ['newcomer'] };

const courses: SeedCourse[] = [
  coaching,
  {
    code: 'leading-change',
    position: 2,
    name: L('Leading Change', '引领变革', '引領變革', 'การนำการเปลี่ยนแปลง'),
    description: L('Guide your team through change.', '带领团队度过变革。', '帶領團隊度過變革。', 'นำทีมผ่านการเปลี่ยนแปลง'),
    minutes: 60,
    windows: {
      1: { opensAt: PAST, closesAt: EXPIRED_CLOSING },
      2: { opensAt: PAST, closesAt: EXPIRED_CLOSING },
      3: { opensAt: PAST, closesAt: EXPIRED_CLOSING },
      4: { opensAt: PAST, closesAt: EXPIRED_CLOSING },
    },
    units: [unit(1, L('Why change fails', '变革为何失败', '變革為何失敗', 'ทำไมการเปลี่ยนแปลงจึงล้มเหลว'))],
  },
  {
    code: 'building-trust',
    position: 3,
    name: L('Building Trust', '建立信任', '建立信任', 'การสร้างความไว้วางใจ'),
    description: L('Earn and keep the trust of your team.', '赢得并保持团队的信任。', '贏得並保持團隊的信任。', 'สร้างและรักษาความไว้วางใจของทีม'),
    minutes: 45,
    windows: {
      1: { opensAt: LATER_OPENING, closesAt: FAR },
      2: { opensAt: LATER_OPENING, closesAt: FAR },
      3: { opensAt: LATER_OPENING, closesAt: FAR },
      4: { opensAt: LATER_OPENING, closesAt: FAR },
    },
    units: [unit(1, L('Trust basics', '信任基础', '信任基礎', 'พื้นฐานความไว้วางใจ'))],
  },
  {
    code: 'delegating',
    project: 'new-leader',
    position: 1,
    name: L('Delegating with Confidence', '自信地授权', '自信地授權', 'การมอบหมายงานอย่างมั่นใจ'),
    description: L('Hand over work so that it gets done.', '交出工作并使其完成。', '交出工作並使其完成。', 'มอบหมายงานให้สำเร็จลุล่วง'),
    minutes: 50,
    windows: allOpen,
    units: [
      unit(1, L('Choose what to delegate', '选择授权内容', '選擇授權內容', 'เลือกสิ่งที่จะมอบหมาย'), { questions: [multipleQuestion] }),
      unit(2, L('Follow up', '跟进', '跟進', 'การติดตามผล')),
    ],
  },
  {
    code: 'feedback',
    project: 'new-leader',
    position: 2,
    name: L('Feedback That Works', '有效反馈', '有效回饋', 'ฟีดแบ็กที่ได้ผล'),
    description: L('Give feedback that improves performance.', '给出能提升绩效的反馈。', '給出能提升績效的回饋。', 'ให้ฟีดแบ็กที่ช่วยพัฒนาผลงาน'),
    minutes: 40,
    windows: allOpen,
    units: [unit(1, L('Specific feedback', '具体的反馈', '具體的回饋', 'ฟีดแบ็กที่เจาะจง'))],
  },
  // Last, so that the other courses keep their ids in databases seeded before it existed.
  coachingOpen,
];

const demoProjects = [
  {
    code: 'new-leader',
    name: L('New Leader Programme', '新任领导者项目', '新任領導者專案', 'โครงการผู้นำใหม่'),
    description: L(
      'Your first 100 days as a leader: delegation and feedback.',
      '成为领导者的前 100 天：授权与反馈。',
      '成為領導者的前 100 天：授權與回饋。',
      '100 วันแรกของการเป็นผู้นำ: การมอบหมายงานและฟีดแบ็ก',
    ),
    launchVideo: { src: lessonVideo.mp4, vid: unitVids.mp4 },
    closesAt: new Date(FAR),
  },
];

const demoFeedbackMetas = [
  { code: 'overall', position: 1, kind: 'rating' as const, required: true, title: L('How satisfied are you with this course?', '您对本课程的满意度如何？', '您對本課程的滿意度如何？', 'คุณพึงพอใจกับหลักสูตรนี้เพียงใด') },
  { code: 'useful', position: 2, kind: 'rating' as const, required: true, title: L('How useful is it for your work?', '它对您的工作有多大帮助？', '它對您的工作有多大幫助？', 'มีประโยชน์ต่องานของคุณเพียงใด') },
  { code: 'comment', position: 3, kind: 'text' as const, required: false, title: L('What should we improve?', '我们应该改进什么？', '我們應該改進什麼？', 'เราควรปรับปรุงอะไร') },
];

/** The learners enrolled in a demo course that names no `learners`. */
const demoLearners = ['demo', 'multi'];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Adds a course with its units and their questions; returns its id. */
/** The demo course's cover picture (media/covers/, named after the course or the course it copies). */
const coverOf = (course: SeedCourse): string => `/media/covers/${course.cover ?? course.code}.svg`;

async function insertCourse(tx: Tx, course: SeedCourse, projectRows: { id: number; code: string }[]): Promise<number> {
  const [path] = await tx
    .insert(learningPaths)
    .values({
      code: course.code,
      projectId: projectRows.find((row) => row.code === course.project)?.id ?? null,
      position: course.position,
      name: course.name,
      description: course.description,
      estimatedMinutes: course.minutes,
      cover: coverOf(course),
      windows: course.windows,
    })
    .returning({ id: learningPaths.id });
  if (!path) throw new Error(`demo course ${course.code} was not created`);
  for (const [index, seedUnit] of course.units.entries()) {
    const [row] = await tx
      .insert(units)
      .values({
        learningPathId: path.id,
        position: index + 1,
        title: seedUnit.title,
        video: seedUnit.mp4
          ? { src: lessonVideo.mp4, vid: seedUnit.vid ?? unitVids.mp4 }
          : { src: lessonVideo.hls, vid: seedUnit.vid ?? unitVids.hls },
        videoSeconds: lessonVideo.seconds,
        essenceNotes: notes,
        caseText,
        jobAid,
      })
      .returning({ id: units.id });
    if (!row) throw new Error('demo unit was not created');
    await tx.insert(questions).values(
      seedUnit.questions.map((question, position) => ({
        unitId: row.id,
        kind: question.kind ?? 'practice',
        type: question.type,
        position: position + 1,
        stem: question.stem,
        options: (question.options ?? []).map(([id, text]) => ({ id, text })),
        correct: question.correct ?? [],
        referenceAnswer: question.reference ?? null,
        analysis: question.analysis,
      })),
    );
  }
  return path.id;
}

export async function seedLearning(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(projects).values(demoProjects).onConflictDoNothing({ target: projects.code });
    await tx.insert(feedbackMetas).values(demoFeedbackMetas).onConflictDoNothing({ target: feedbackMetas.code });
    await tx
      .insert(broadcasts)
      .values({
        code: 'welcome',
        vid: demoBroadcastVid,
        message: L(
          'Welcome! Watch the whole video to finish the unit.',
          '欢迎！看完整个视频即可完成本单元。',
          '歡迎！看完整個影片即可完成本單元。',
          'ยินดีต้อนรับ! ดูวิดีโอให้จบเพื่อเรียนหน่วยนี้ให้สำเร็จ',
        ),
      })
      .onConflictDoNothing({ target: broadcasts.code });
    const projectRows = await tx.select({ id: projects.id, code: projects.code }).from(projects);
    const learnerNames = [...new Set(courses.flatMap((course) => course.learners ?? demoLearners))];
    const learnerRows = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, learnerNames));

    for (const course of courses) {
      const [existing] = await tx.select({ id: learningPaths.id, cover: learningPaths.cover }).from(learningPaths).where(eq(learningPaths.code, course.code));
      // A database seeded before covers existed gets them; a cover set since is left alone.
      if (existing?.cover === null) await tx.update(learningPaths).set({ cover: coverOf(course) }).where(eq(learningPaths.id, existing.id));
      const pathId = existing?.id ?? (await insertCourse(tx, course, projectRows));
      // Every seed (not only the first) enrols and completes, so that demo:reset re-creates them (demo-reset.ts).
      const learnerIds = learnerRows.filter((learner) => (course.learners ?? demoLearners).includes(learner.username)).map((learner) => learner.id);
      if (learnerIds.length === 0) continue;
      await tx
        .insert(enrolments)
        .values(learnerIds.map((userId) => ({ userId, learningPathId: pathId, ticketExpiresAt: new Date(FAR) })))
        .onConflictDoNothing();
      for (const step of course.finishedSteps ?? []) {
        await tx
          .insert(stepCompletions)
          .values(learnerIds.map((userId) => ({ userId, learningPathId: pathId, step, completedAt: new Date(PAST) })))
          .onConflictDoNothing();
      }
    }
    // Issue 10: assessments, key actions and scenarios of every course (also for courses seeded before).
    await seedAssessments(
      tx,
      learnerRows.filter((learner) => demoLearners.includes(learner.username)).map((learner) => learner.id),
    );
    // Issue 11: the Leadership DNA survey.
    await seedDna(tx);
  });
}
