/**
 * The demo assessments (issue 10): four leadership competencies with advice per grade band; for every demo
 * course a pre-test and a post-test (the same ten questions, so that before and after compare), key actions
 * and scenario scenes; every text in the four API languages. Idempotent: keyed by `code`.
 *
 * Courses whose step 1 is seeded as finished (Coaching for Success) also get a finished pre-test attempt
 * for the demo learners, so that their pre-test report exists and the step's "once only" rule shows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { scoreAttempt } from '../services/assessment-scoring.js';
import type { Db } from './client.js';
import {
  assessmentAttempts,
  assessmentReports,
  attemptAnswers,
  competencies,
  keyActions,
  learningPaths,
  scenarioChoices,
  scenarioScenes,
  stepCompletions,
  surveyOptions,
  surveyQuestions,
  surveys,
  type AdviceBand,
  type Localized,
} from './learning-schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const L = (EN: string, CN: string, TW: string, TH: string): Localized => ({ EN, CN, TW, TH });

type CompetencyCode = 'trust' | 'coaching' | 'delegating' | 'change';

const demoCompetencies: { code: CompetencyCode; name: Localized; description: Localized; advice: Record<AdviceBand, Localized> }[] = [
  {
    code: 'trust',
    name: L('Building trust', '建立信任', '建立信任', 'การสร้างความไว้วางใจ'),
    description: L(
      'Keeping promises, sharing information openly and showing care, so that people rely on you.',
      '信守承诺、公开分享信息并表达关心，让他人可以依靠你。',
      '信守承諾、公開分享資訊並表達關心，讓他人可以依靠你。',
      'รักษาคำมั่นสัญญา แบ่งปันข้อมูลอย่างเปิดเผย และแสดงความใส่ใจ เพื่อให้ผู้อื่นพึ่งพาคุณได้',
    ),
    advice: {
      develop: L(
        'Start small: make one clear promise this week, keep it, and tell the person when you did.',
        '从小事做起：本周做出一个明确的承诺，兑现它，并告诉对方你已做到。',
        '從小事做起：本週做出一個明確的承諾，兌現它，並告訴對方你已做到。',
        'เริ่มจากเรื่องเล็ก ๆ: ให้คำมั่นที่ชัดเจนหนึ่งข้อในสัปดาห์นี้ ทำให้ได้ และบอกอีกฝ่ายเมื่อคุณทำสำเร็จ',
      ),
      build: L(
        'Share the reasons behind your decisions, and admit a mistake openly when you make one.',
        '分享你做决定背后的原因，犯错时坦然承认。',
        '分享你做決定背後的原因，犯錯時坦然承認。',
        'อธิบายเหตุผลเบื้องหลังการตัดสินใจของคุณ และยอมรับความผิดพลาดอย่างเปิดเผยเมื่อเกิดขึ้น',
      ),
      leverage: L(
        'Use the trust you have earned to help others repair trust in their own teams.',
        '利用你赢得的信任，帮助他人修复其团队中的信任。',
        '運用你贏得的信任，幫助他人修復其團隊中的信任。',
        'ใช้ความไว้วางใจที่คุณได้รับ ช่วยให้ผู้อื่นฟื้นฟูความไว้วางใจในทีมของตน',
      ),
    },
  },
  {
    code: 'coaching',
    name: L('Coaching', '辅导', '輔導', 'การโค้ช'),
    description: L(
      'Helping others find their own answers through questions, listening and agreed next steps.',
      '通过提问、倾听和约定下一步，帮助他人找到自己的答案。',
      '透過提問、傾聽和約定下一步，幫助他人找到自己的答案。',
      'ช่วยให้ผู้อื่นค้นพบคำตอบของตนเองผ่านการตั้งคำถาม การฟัง และการตกลงขั้นตอนถัดไป',
    ),
    advice: {
      develop: L(
        'In your next conversation, ask two open questions before you offer any advice.',
        '在下一次谈话中，先问两个开放式问题，再提出任何建议。',
        '在下一次談話中，先問兩個開放式問題，再提出任何建議。',
        'ในการสนทนาครั้งถัดไป ให้ถามคำถามปลายเปิดสองข้อก่อนให้คำแนะนำใด ๆ',
      ),
      build: L(
        'Close each coaching conversation with a next step that the other person states in their own words.',
        '每次辅导谈话结束时，请对方用自己的话说出下一步。',
        '每次輔導談話結束時，請對方用自己的話說出下一步。',
        'ปิดการสนทนาเพื่อโค้ชทุกครั้งด้วยขั้นตอนถัดไปที่อีกฝ่ายพูดออกมาด้วยคำพูดของตนเอง',
      ),
      leverage: L(
        'Coach a new leader on how to coach: observe one of their conversations and debrief it together.',
        '辅导一位新任领导者如何辅导他人：观察他的一次谈话并一起复盘。',
        '輔導一位新任領導者如何輔導他人：觀察他的一次談話並一起複盤。',
        'โค้ชผู้นำใหม่ให้รู้จักการโค้ช: สังเกตการสนทนาของเขาหนึ่งครั้งแล้วทบทวนร่วมกัน',
      ),
    },
  },
  {
    code: 'delegating',
    name: L('Delegating', '授权', '授權', 'การมอบหมายงาน'),
    description: L(
      'Handing over work with the authority it needs, clear expectations and agreed checkpoints.',
      '交出工作并给予所需权限、明确期望和约定的检查点。',
      '交出工作並給予所需權限、明確期望和約定的檢查點。',
      'ส่งมอบงานพร้อมอำนาจที่จำเป็น ความคาดหวังที่ชัดเจน และจุดตรวจสอบที่ตกลงกัน',
    ),
    advice: {
      develop: L(
        'List three tasks only you do today and hand one of them over, with the result you expect.',
        '列出目前只有你在做的三项任务，交出其中一项，并说明你期望的结果。',
        '列出目前只有你在做的三項任務，交出其中一項，並說明你期望的結果。',
        'เขียนงานสามอย่างที่มีแต่คุณทำอยู่ในตอนนี้ แล้วมอบหมายหนึ่งงานพร้อมบอกผลลัพธ์ที่คาดหวัง',
      ),
      build: L(
        'Agree on checkpoints in advance instead of checking in whenever you feel unsure.',
        '事先约定检查点，而不是在感到不放心时随时过问。',
        '事先約定檢查點，而不是在感到不放心時隨時過問。',
        'ตกลงจุดตรวจสอบไว้ล่วงหน้า แทนที่จะเข้าไปถามทุกครั้งที่รู้สึกไม่มั่นใจ',
      ),
      leverage: L(
        'Delegate a stretch assignment that develops someone, not only one that frees your time.',
        '授权一项有挑战性的任务来培养他人，而不仅仅是为自己腾出时间。',
        '授權一項有挑戰性的任務來培養他人，而不僅僅是為自己騰出時間。',
        'มอบหมายงานท้าทายที่ช่วยพัฒนาผู้อื่น ไม่ใช่แค่งานที่ทำให้คุณมีเวลาว่างมากขึ้น',
      ),
    },
  },
  {
    code: 'change',
    name: L('Driving change', '推动变革', '推動變革', 'การขับเคลื่อนการเปลี่ยนแปลง'),
    description: L(
      'Explaining why a change matters, involving people early and keeping momentum until it sticks.',
      '说明变革的重要性，及早让大家参与，并保持动力直到变革落地。',
      '說明變革的重要性，及早讓大家參與，並保持動力直到變革落地。',
      'อธิบายว่าทำไมการเปลี่ยนแปลงจึงสำคัญ ให้ผู้คนมีส่วนร่วมตั้งแต่เนิ่น ๆ และรักษาแรงขับเคลื่อนจนเกิดผล',
    ),
    advice: {
      develop: L(
        'Before announcing a change, write down in two sentences why it matters to your team.',
        '在宣布变革之前，用两句话写下它对团队的重要性。',
        '在宣布變革之前，用兩句話寫下它對團隊的重要性。',
        'ก่อนประกาศการเปลี่ยนแปลง ให้เขียนสองประโยคว่าทำไมเรื่องนี้จึงสำคัญต่อทีมของคุณ',
      ),
      build: L(
        'Invite the people most affected to shape how the change is carried out.',
        '邀请受影响最大的人参与规划变革的实施方式。',
        '邀請受影響最大的人參與規劃變革的實施方式。',
        'เชิญผู้ที่ได้รับผลกระทบมากที่สุดมาร่วมกำหนดวิธีดำเนินการเปลี่ยนแปลง',
      ),
      leverage: L(
        'Celebrate early wins in public and use them to carry the change into other teams.',
        '公开庆祝早期成果，并借此将变革推广到其他团队。',
        '公開慶祝早期成果，並藉此將變革推廣到其他團隊。',
        'เฉลิมฉลองความสำเร็จในช่วงแรกอย่างเปิดเผย และใช้สิ่งนั้นขยายการเปลี่ยนแปลงไปยังทีมอื่น',
      ),
    },
  },
];

interface SeedSurveyQuestion {
  type: 'single' | 'multiple' | 'open';
  competency: CompetencyCode;
  text: Localized;
  /** `[text, score 0–100]`. */
  options?: [Localized, number][];
}

/** The ten questions of every pre-test and post-test (the same instrument before and after). */
const assessmentQuestions: SeedSurveyQuestion[] = [
  {
    type: 'single',
    competency: 'trust',
    text: L(
      'You promised a team member an answer by Friday, but you will not have it. What do you do?',
      '你答应团队成员周五前给出答复，但届时无法做到。你会怎么做？',
      '你答應團隊成員週五前給出答覆，但屆時無法做到。你會怎麼做？',
      'คุณสัญญากับสมาชิกในทีมว่าจะให้คำตอบภายในวันศุกร์ แต่คุณจะทำไม่ทัน คุณจะทำอย่างไร',
    ),
    options: [
      [L('Tell them now, explain why and give a new date', '现在就告诉对方，说明原因并给出新日期', '現在就告訴對方，說明原因並給出新日期', 'บอกเขาตอนนี้ อธิบายเหตุผล และให้วันใหม่'), 100],
      [L('Wait until they ask', '等对方来问', '等對方來問', 'รอจนกว่าเขาจะถาม'), 0],
      [L('Send a short answer on Friday even if it is incomplete', '周五发一个简短但不完整的答复', '週五發一個簡短但不完整的答覆', 'ส่งคำตอบสั้น ๆ ในวันศุกร์แม้จะยังไม่ครบถ้วน'), 40],
    ],
  },
  {
    type: 'multiple',
    competency: 'trust',
    text: L(
      'Which behaviours build trust in a team? (choose all that apply)',
      '哪些行为能在团队中建立信任？（多选）',
      '哪些行為能在團隊中建立信任？（多選）',
      'พฤติกรรมใดช่วยสร้างความไว้วางใจในทีม (เลือกได้หลายข้อ)',
    ),
    options: [
      [L('Sharing information openly', '公开分享信息', '公開分享資訊', 'แบ่งปันข้อมูลอย่างเปิดเผย'), 100],
      [L('Admitting your own mistakes', '承认自己的错误', '承認自己的錯誤', 'ยอมรับความผิดพลาดของตนเอง'), 100],
      [L('Keeping bad news to yourself', '把坏消息藏在心里', '把壞消息藏在心裡', 'เก็บข่าวร้ายไว้คนเดียว'), 0],
    ],
  },
  {
    type: 'single',
    competency: 'coaching',
    text: L(
      'A team member asks how to solve a problem you have solved before. What do you do first?',
      '团队成员问你如何解决一个你曾解决过的问题。你首先会怎么做？',
      '團隊成員問你如何解決一個你曾解決過的問題。你首先會怎麼做？',
      'สมาชิกในทีมถามวิธีแก้ปัญหาที่คุณเคยแก้มาก่อน คุณจะทำอะไรเป็นอย่างแรก',
    ),
    options: [
      [L('Tell them the solution', '直接告诉对方解决办法', '直接告訴對方解決辦法', 'บอกวิธีแก้ปัญหาให้เขา'), 30],
      [L('Ask what they have already tried', '询问对方已经尝试过什么', '詢問對方已經嘗試過什麼', 'ถามว่าเขาลองทำอะไรไปแล้วบ้าง'), 100],
      [L('Solve it for them', '替对方解决', '替對方解決', 'แก้ปัญหาให้เขาเอง'), 0],
    ],
  },
  {
    type: 'single',
    competency: 'coaching',
    text: L(
      'How do you end a coaching conversation?',
      '你如何结束一次辅导谈话？',
      '你如何結束一次輔導談話？',
      'คุณปิดการสนทนาเพื่อโค้ชอย่างไร',
    ),
    options: [
      [L('With a next step the other person commits to', '以对方承诺的下一步结束', '以對方承諾的下一步結束', 'ด้วยขั้นตอนถัดไปที่อีกฝ่ายให้คำมั่น'), 100],
      [L('With a summary of my advice', '以总结我的建议结束', '以總結我的建議結束', 'ด้วยการสรุปคำแนะนำของฉัน'), 50],
      [L('When time runs out', '时间到了就结束', '時間到了就結束', 'เมื่อหมดเวลา'), 0],
    ],
  },
  {
    type: 'single',
    competency: 'delegating',
    text: L(
      'What should you agree on when you delegate a task?',
      '授权一项任务时，你应该约定什么？',
      '授權一項任務時，你應該約定什麼？',
      'เมื่อมอบหมายงาน คุณควรตกลงเรื่องใด',
    ),
    options: [
      [L('The expected result, the authority and the checkpoints', '预期结果、权限和检查点', '預期結果、權限和檢查點', 'ผลลัพธ์ที่คาดหวัง อำนาจ และจุดตรวจสอบ'), 100],
      [L('Every step of how to do it', '执行的每一个步骤', '執行的每一個步驟', 'ทุกขั้นตอนของวิธีทำ'), 30],
      [L('Only the deadline', '只约定截止日期', '只約定截止日期', 'เฉพาะกำหนดส่ง'), 20],
    ],
  },
  {
    type: 'multiple',
    competency: 'delegating',
    text: L(
      'Which tasks are good to delegate? (choose all that apply)',
      '哪些任务适合授权？（多选）',
      '哪些任務適合授權？（多選）',
      'งานใดเหมาะที่จะมอบหมาย (เลือกได้หลายข้อ)',
    ),
    options: [
      [L('A task that develops the person', '能培养对方的任务', '能培養對方的任務', 'งานที่ช่วยพัฒนาผู้รับมอบหมาย'), 100],
      [L('A recurring task someone else can do well', '他人能做好的例行任务', '他人能做好的例行任務', 'งานประจำที่ผู้อื่นทำได้ดี'), 100],
      [L('A confidential personnel decision', '机密的人事决定', '機密的人事決定', 'การตัดสินใจเรื่องบุคลากรที่เป็นความลับ'), 0],
    ],
  },
  {
    type: 'single',
    competency: 'change',
    text: L(
      'Your team resists a new process. What is the best first step?',
      '你的团队抵触一项新流程。最好的第一步是什么？',
      '你的團隊抵觸一項新流程。最好的第一步是什麼？',
      'ทีมของคุณต่อต้านกระบวนการใหม่ ขั้นตอนแรกที่ดีที่สุดคืออะไร',
    ),
    options: [
      [L('Listen to their concerns and explain why the change matters', '倾听他们的顾虑并说明变革的重要性', '傾聽他們的顧慮並說明變革的重要性', 'รับฟังข้อกังวลและอธิบายว่าทำไมการเปลี่ยนแปลงจึงสำคัญ'), 100],
      [L('Insist that the decision is final', '坚持决定不可更改', '堅持決定不可更改', 'ยืนยันว่าการตัดสินใจนี้เป็นที่สิ้นสุด'), 10],
      [L('Postpone the change', '推迟变革', '推遲變革', 'เลื่อนการเปลี่ยนแปลงออกไป'), 20],
    ],
  },
  {
    type: 'single',
    competency: 'change',
    text: L(
      'How do you keep a change going after the launch?',
      '变革启动后，你如何保持它的推进？',
      '變革啟動後，你如何保持它的推進？',
      'หลังเริ่มการเปลี่ยนแปลงแล้ว คุณรักษาความต่อเนื่องอย่างไร',
    ),
    options: [
      [L('Track progress and celebrate early wins', '跟踪进展并庆祝早期成果', '追蹤進展並慶祝早期成果', 'ติดตามความคืบหน้าและเฉลิมฉลองความสำเร็จในช่วงแรก'), 100],
      [L('Move on to the next project', '转向下一个项目', '轉向下一個專案', 'ไปทำโครงการถัดไป'), 0],
      [L('Wait for complaints', '等待投诉', '等待投訴', 'รอให้มีข้อร้องเรียน'), 10],
    ],
  },
  {
    type: 'open',
    competency: 'coaching',
    text: L(
      'Describe a recent conversation in which you helped someone find their own answer.',
      '描述最近一次你帮助他人找到自己答案的谈话。',
      '描述最近一次你幫助他人找到自己答案的談話。',
      'อธิบายการสนทนาครั้งล่าสุดที่คุณช่วยให้ผู้อื่นค้นพบคำตอบของตนเอง',
    ),
  },
  {
    type: 'open',
    competency: 'change',
    text: L(
      'Which change will you lead in the next three months, and how will you involve your team?',
      '未来三个月你将引领哪项变革？你会如何让团队参与？',
      '未來三個月你將引領哪項變革？你會如何讓團隊參與？',
      'ในสามเดือนข้างหน้า คุณจะนำการเปลี่ยนแปลงเรื่องใด และจะให้ทีมมีส่วนร่วมอย่างไร',
    ),
  },
];

const surveyTitles: Record<1 | 4, Localized> = {
  1: L('Ability diagnosis (pre-test)', '能力诊断（课前测评）', '能力診斷（課前測評）', 'การวินิจฉัยความสามารถ (แบบทดสอบก่อนเรียน)'),
  4: L('Ability check (post-test)', '能力检验（课后测评）', '能力檢驗（課後測評）', 'การตรวจสอบความสามารถ (แบบทดสอบหลังเรียน)'),
};

/** Key actions offered by every course: two per competency. */
const demoKeyActions: [CompetencyCode, Localized][] = [
  ['trust', L('Keep every promise, or renegotiate it early', '信守每一个承诺，或及早重新商定', '信守每一個承諾，或及早重新商定', 'รักษาทุกคำมั่นสัญญา หรือเจรจาใหม่แต่เนิ่น ๆ')],
  ['trust', L('Share the reasons behind your decisions', '分享你做决定的原因', '分享你做決定的原因', 'อธิบายเหตุผลเบื้องหลังการตัดสินใจของคุณ')],
  ['coaching', L('Ask before you tell', '先问后说', '先問後說', 'ถามก่อนบอก')],
  ['coaching', L('Agree on the next step and follow up', '就下一步达成一致并跟进', '就下一步達成一致並跟進', 'ตกลงขั้นตอนถัดไปและติดตามผล')],
  ['delegating', L('Hand over the authority with the task', '在交付任务的同时授予权限', '在交付任務的同時授予權限', 'มอบอำนาจไปพร้อมกับงาน')],
  ['delegating', L('Agree on checkpoints in advance', '事先约定检查点', '事先約定檢查點', 'ตกลงจุดตรวจสอบไว้ล่วงหน้า')],
  ['change', L('Explain why the change matters', '说明变革的重要性', '說明變革的重要性', 'อธิบายว่าทำไมการเปลี่ยนแปลงจึงสำคัญ')],
  ['change', L('Involve the people affected early', '及早让受影响的人参与', '及早讓受影響的人參與', 'ให้ผู้ได้รับผลกระทบมีส่วนร่วมตั้งแต่เนิ่น ๆ')],
];

interface SeedScene {
  title: Localized;
  situation: Localized;
  /** `[text, best, feedback]`. */
  choices: [Localized, boolean, Localized][];
}

/** Scenario simulation: three scenes per course. */
const demoScenes: SeedScene[] = [
  {
    title: L('The missed deadline', '错过的截止日期', '錯過的截止日期', 'กำหนดส่งที่พลาดไป'),
    situation: L(
      'Anan, a reliable analyst, has missed a client deadline for the first time. You meet him this morning.',
      'Anan 是一位可靠的分析师，第一次错过了客户的截止日期。你今天上午与他见面。',
      'Anan 是一位可靠的分析師，第一次錯過了客戶的截止日期。你今天上午與他見面。',
      'อนันต์ นักวิเคราะห์ที่ไว้ใจได้ พลาดกำหนดส่งงานให้ลูกค้าเป็นครั้งแรก คุณจะพบเขาในเช้านี้',
    ),
    choices: [
      [
        L('“The client report was late. What happened, and how can I help?”', '“客户报告迟交了。发生了什么？我能帮什么忙？”', '「客戶報告遲交了。發生了什麼事？我能幫什麼忙？」', '“รายงานลูกค้าส่งช้า เกิดอะไรขึ้น และผมช่วยอะไรได้บ้าง”'),
        true,
        L(
          'Good: you name the issue, ask before you tell and offer support, which keeps trust and finds the cause.',
          '很好：你点明问题、先问后说并提供支持，既保持了信任，又能找到原因。',
          '很好：你點明問題、先問後說並提供支援，既保持了信任，又能找到原因。',
          'ดีมาก: คุณระบุปัญหา ถามก่อนบอก และเสนอความช่วยเหลือ ซึ่งรักษาความไว้วางใจและช่วยหาสาเหตุได้',
        ),
      ],
      [
        L('“This must never happen again.”', '“这种事绝不能再发生。”', '「這種事絕不能再發生。」', '“เรื่องแบบนี้ต้องไม่เกิดขึ้นอีก”'),
        false,
        L(
          'This states your expectation but shuts the conversation down before you learn what went wrong.',
          '这表达了你的期望，但在了解问题之前就结束了对话。',
          '這表達了你的期望，但在了解問題之前就結束了對話。',
          'เป็นการบอกความคาดหวัง แต่ปิดการสนทนาก่อนที่คุณจะรู้ว่าเกิดอะไรขึ้น',
        ),
      ],
      [
        L('Say nothing: it was the first time.', '什么也不说：毕竟这是第一次。', '什麼也不說：畢竟這是第一次。', 'ไม่พูดอะไร เพราะเป็นครั้งแรก'),
        false,
        L(
          'Staying silent avoids discomfort, but the cause stays hidden and the team sees that deadlines do not matter.',
          '保持沉默避免了尴尬，但原因仍被隐藏，团队也会认为截止日期无关紧要。',
          '保持沉默避免了尷尬，但原因仍被隱藏，團隊也會認為截止日期無關緊要。',
          'การเงียบช่วยเลี่ยงความอึดอัด แต่สาเหตุยังถูกซ่อนอยู่ และทีมจะเห็นว่ากำหนดส่งไม่สำคัญ',
        ),
      ],
    ],
  },
  {
    title: L('Handing over the budget', '移交预算工作', '移交預算工作', 'การส่งมอบงานงบประมาณ'),
    situation: L(
      'You want Ploy to prepare next year’s budget, a task you have always done yourself.',
      '你希望 Ploy 来准备明年的预算，这项工作一直由你亲自完成。',
      '你希望 Ploy 來準備明年的預算，這項工作一直由你親自完成。',
      'คุณต้องการให้พลอยเตรียมงบประมาณปีหน้า ซึ่งเป็นงานที่คุณทำเองมาตลอด',
    ),
    choices: [
      [
        L('Give her last year’s file and let her get on with it', '把去年的文件给她，让她自己去做', '把去年的檔案給她，讓她自己去做', 'ให้ไฟล์ของปีที่แล้วแล้วปล่อยให้เธอทำเอง'),
        false,
        L(
          'Without the expected result and checkpoints, Ploy has to guess, and problems show up late.',
          '没有预期结果和检查点，Ploy 只能猜测，问题也会很晚才暴露。',
          '沒有預期結果和檢查點，Ploy 只能猜測，問題也會很晚才暴露。',
          'เมื่อไม่มีผลลัพธ์ที่คาดหวังและจุดตรวจสอบ พลอยต้องเดาเอง และปัญหาจะปรากฏช้า',
        ),
      ],
      [
        L('Agree on the result, her authority and two checkpoints', '约定结果、她的权限和两个检查点', '約定結果、她的權限和兩個檢查點', 'ตกลงผลลัพธ์ อำนาจของเธอ และจุดตรวจสอบสองจุด'),
        true,
        L(
          'Good: clear expectations, real authority and agreed checkpoints let her own the task safely.',
          '很好：明确的期望、真正的权限和约定的检查点让她能稳妥地承担这项任务。',
          '很好：明確的期望、真正的權限和約定的檢查點讓她能穩妥地承擔這項任務。',
          'ดีมาก: ความคาดหวังที่ชัดเจน อำนาจที่แท้จริง และจุดตรวจสอบที่ตกลงกัน ทำให้เธอรับผิดชอบงานได้อย่างมั่นใจ',
        ),
      ],
      [
        L('Ask her to send you every sheet for approval', '要求她把每张表都发给你审批', '要求她把每張表都發給你審批', 'ขอให้เธอส่งทุกแผ่นงานมาให้คุณอนุมัติ'),
        false,
        L(
          'Approving everything keeps the work with you and tells Ploy that you do not trust her.',
          '事事审批等于工作仍在你手里，也会让 Ploy 觉得你不信任她。',
          '事事審批等於工作仍在你手裡，也會讓 Ploy 覺得你不信任她。',
          'การอนุมัติทุกอย่างทำให้งานยังอยู่ที่คุณ และทำให้พลอยรู้สึกว่าคุณไม่ไว้ใจเธอ',
        ),
      ],
    ],
  },
  {
    title: L('Announcing the new system', '宣布新系统', '宣布新系統', 'การประกาศระบบใหม่'),
    situation: L(
      'Head office will replace the team’s order system next month. Your team has not heard about it yet.',
      '总部下个月将更换团队的订单系统。你的团队还不知道这件事。',
      '總部下個月將更換團隊的訂單系統。你的團隊還不知道這件事。',
      'สำนักงานใหญ่จะเปลี่ยนระบบสั่งซื้อของทีมในเดือนหน้า ทีมของคุณยังไม่รู้เรื่องนี้',
    ),
    choices: [
      [
        L('Forward the head-office e-mail', '转发总部的邮件', '轉寄總部的郵件', 'ส่งต่ออีเมลจากสำนักงานใหญ่'),
        false,
        L(
          'An e-mail informs but does not explain why the change matters to the team or invite their questions.',
          '邮件只传达了信息，却没有说明变革对团队的意义，也没有邀请大家提问。',
          '郵件只傳達了資訊，卻沒有說明變革對團隊的意義，也沒有邀請大家提問。',
          'อีเมลให้ข้อมูลได้ แต่ไม่ได้อธิบายว่าการเปลี่ยนแปลงสำคัญต่อทีมอย่างไร และไม่ได้เปิดโอกาสให้ถาม',
        ),
      ],
      [
        L('Wait until the system arrives', '等系统上线再说', '等系統上線再說', 'รอจนกว่าระบบจะมาถึง'),
        false,
        L(
          'Waiting leaves the team to hear rumours and gives them no time to prepare.',
          '等待会让团队听到各种传言，也没有时间做准备。',
          '等待會讓團隊聽到各種傳言，也沒有時間做準備。',
          'การรอทำให้ทีมได้ยินข่าวลือ และไม่มีเวลาเตรียมตัว',
        ),
      ],
      [
        L('Meet the team, explain why and plan the switch together', '召集团队，说明原因并一起规划切换', '召集團隊，說明原因並一起規劃切換', 'ประชุมทีม อธิบายเหตุผล และวางแผนการเปลี่ยนระบบร่วมกัน'),
        true,
        L(
          'Good: explaining why and involving the team early turns resistance into ownership.',
          '很好：说明原因并及早让团队参与，能把抵触转化为主人翁意识。',
          '很好：說明原因並及早讓團隊參與，能把抵觸轉化為主人翁意識。',
          'ดีมาก: การอธิบายเหตุผลและให้ทีมมีส่วนร่วมตั้งแต่เนิ่น ๆ เปลี่ยนการต่อต้านให้เป็นความรู้สึกเป็นเจ้าของ',
        ),
      ],
    ],
  },
];

/** Courses (by code) whose finished step 1 gets a finished pre-test attempt for the demo learners. */
const finishedPreTests = ['coaching'];
const SEEDED_PRE_TEST_START = new Date('2025-03-03T02:00:00.000Z');
/** The demo learners' seeded pre-test answers: option position per scored question (1 = first). */
const seededChoices = [1, [1, 3], 1, 2, 3, [1], 2, 1];

export async function seedAssessments(tx: Tx, learnerIds: readonly number[]): Promise<void> {
  await tx.insert(competencies).values(demoCompetencies.map((entry, index) => ({ ...entry, position: index + 1 }))).onConflictDoNothing({ target: competencies.code });
  const competencyRows = await tx.select({ id: competencies.id, code: competencies.code }).from(competencies);
  const competencyId = (code: string) => {
    const row = competencyRows.find((entry) => entry.code === code);
    if (!row) throw new Error(`competency ${code} is missing`);
    return row.id;
  };
  const paths = await tx.select({ id: learningPaths.id, code: learningPaths.code }).from(learningPaths);
  for (const path of paths) {
    for (const moduleId of [1, 4] as const) {
      const code = `${path.code}:${moduleId === 1 ? 'pre' : 'post'}`;
      const [survey] = await tx
        .insert(surveys)
        .values({ code, learningPathId: path.id, moduleId, title: surveyTitles[moduleId] })
        .onConflictDoNothing({ target: surveys.code })
        .returning({ id: surveys.id });
      if (!survey) continue;
      for (const [index, question] of assessmentQuestions.entries()) {
        const [row] = await tx
          .insert(surveyQuestions)
          .values({ surveyId: survey.id, position: index + 1, type: question.type, competencyId: competencyId(question.competency), text: question.text })
          .returning({ id: surveyQuestions.id });
        if (!row) throw new Error('survey question was not created');
        if (question.options) {
          await tx.insert(surveyOptions).values(question.options.map(([text, score], position) => ({ questionId: row.id, position: position + 1, text, score })));
        }
      }
    }
    await tx
      .insert(keyActions)
      .values(demoKeyActions.map(([competency, text], index) => ({ code: `${path.code}:ka${index + 1}`, learningPathId: path.id, competencyId: competencyId(competency), position: index + 1, text })))
      .onConflictDoNothing({ target: keyActions.code });
    for (const [index, scene] of demoScenes.entries()) {
      const [row] = await tx
        .insert(scenarioScenes)
        .values({ code: `${path.code}:scene${index + 1}`, learningPathId: path.id, position: index + 1, title: scene.title, situation: scene.situation, videoVid: null })
        .onConflictDoNothing({ target: scenarioScenes.code })
        .returning({ id: scenarioScenes.id });
      if (!row) continue;
      await tx.insert(scenarioChoices).values(scene.choices.map(([text, best, feedback], position) => ({ sceneId: row.id, position: position + 1, text, best, feedback })));
    }
  }
  if (learnerIds.length > 0) await seedFinishedPreTests(tx, learnerIds, paths);
}

async function seedFinishedPreTests(tx: Tx, learnerIds: readonly number[], paths: { id: number; code: string }[]) {
  for (const path of paths.filter((entry) => finishedPreTests.includes(entry.code))) {
    const [survey] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.learningPathId, path.id), eq(surveys.moduleId, 1)));
    if (!survey) continue;
    const questionRows = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id)).orderBy(surveyQuestions.position);
    const optionRows = await tx
      .select()
      .from(surveyOptions)
      .where(inArray(surveyOptions.questionId, questionRows.map((row) => row.id)))
      .orderBy(surveyOptions.position);
    const scored = questionRows.map((row) => ({ ...row, options: optionRows.filter((option) => option.questionId === row.id) }));
    const answers = new Map<number, number[]>();
    scored
      .filter((row) => row.type !== 'open')
      .forEach((row, index) => {
        const pick = seededChoices[index] ?? 1;
        const positions = Array.isArray(pick) ? pick : [pick];
        answers.set(row.id, row.options.filter((option) => positions.includes(option.position)).map((option) => option.id));
      });
    const result = scoreAttempt(scored, answers);
    for (const userId of learnerIds) {
      const existing = await tx
        .select({ id: assessmentAttempts.id })
        .from(assessmentAttempts)
        .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.surveyId, survey.id)));
      if (existing.length > 0) continue;
      const finishedAt = new Date(SEEDED_PRE_TEST_START.getTime() + 14 * 60_000);
      const [attempt] = await tx
        .insert(assessmentAttempts)
        .values({ userId, surveyId: survey.id, startedAt: SEEDED_PRE_TEST_START, deadline: new Date(SEEDED_PRE_TEST_START.getTime() + 25 * 60_000), finishedAt, status: 'finished' })
        .returning({ id: assessmentAttempts.id });
      if (!attempt) throw new Error('seeded attempt was not created');
      await tx.insert(attemptAnswers).values([...answers].map(([questionId, optionIds]) => ({ attemptId: attempt.id, questionId, optionIds, text: '', savedAt: finishedAt })));
      await tx.insert(assessmentReports).values({ attemptId: attempt.id, computedAt: finishedAt, readyAt: finishedAt, overallScore: result.overall, competencyScores: result.competencies });
      await tx.insert(stepCompletions).values({ userId, learningPathId: path.id, step: 1, completedAt: finishedAt }).onConflictDoNothing();
    }
  }
}

