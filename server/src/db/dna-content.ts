/**
 * The Leadership DNA instrument (issue 11), written for this project: six leadership dimensions and 48
 * statements (8 per dimension, interleaved) rated on a 5-point scale, in the four API languages. Plain data
 * with no runtime imports: `scripts/make-dna-audio.mjs` reads the narrations from here to make the clips.
 */
import type { DnaLevel, Localized } from './learning-schema.js';

const L = (EN: string, CN: string, TW: string, TH: string): Localized => ({ EN, CN, TW, TH });

export const dnaSurveyId = 1;
export const dnaTourId = 1;

export const dnaTitle = L('Leadership DNA', '领导力 DNA', '領導力 DNA', 'ดีเอ็นเอความเป็นผู้นำ');
export const dnaSummary = L(
  'Your leadership DNA: your strongest dimensions come first. Use them, and grow the others on purpose.',
  '你的领导力 DNA：最强的维度排在最前。善用它们，并有意识地发展其他维度。',
  '你的領導力 DNA：最強的維度排在最前。善用它們，並有意識地發展其他維度。',
  'ดีเอ็นเอความเป็นผู้นำของคุณ: มิติที่แข็งแรงที่สุดอยู่ก่อน ใช้จุดแข็งเหล่านี้ และพัฒนามิติอื่นอย่างตั้งใจ',
);

/** The scale, value 1 … 5 (option ids 1 … 5, in display order). */
export const dnaScale: Localized[] = [
  L('Not at all like me', '完全不像我', '完全不像我', 'ไม่ใช่ฉันเลย'),
  L('A little like me', '有点像我', '有點像我', 'เหมือนฉันเล็กน้อย'),
  L('Somewhat like me', '有些像我', '有些像我', 'ค่อนข้างเหมือนฉัน'),
  L('Mostly like me', '大部分像我', '大部分像我', 'เหมือนฉันเป็นส่วนใหญ่'),
  L('Very much like me', '非常像我', '非常像我', 'เหมือนฉันมาก'),
];

export type DnaKey = 'visionary' | 'coach' | 'collaborator' | 'driver' | 'analyst' | 'steward';

export interface DnaDimensionContent {
  key: DnaKey;
  name: Localized;
  narratives: Record<DnaLevel, Localized>;
  /** The expert's spoken summary, about 5 s. */
  narration: Localized;
  statements: Localized[];
}

export const dnaDimensionContent: DnaDimensionContent[] = [
  {
    key: 'visionary',
    name: L('Visionary', '愿景引领者', '願景引領者', 'ผู้มีวิสัยทัศน์'),
    narratives: {
      high: L('You paint a clear picture of the future and people want to follow it.', '你能描绘清晰的未来图景，人们愿意追随。', '你能描繪清晰的未來圖景，人們願意追隨。', 'คุณวาดภาพอนาคตได้ชัดเจน และผู้คนอยากเดินตาม'),
      moderate: L('You see where things should go; say it more often and more concretely.', '你知道方向在哪里；请更常、更具体地说出来。', '你知道方向在哪裡；請更常、更具體地說出來。', 'คุณเห็นทิศทาง ลองพูดถึงมันบ่อยขึ้นและชัดเจนขึ้น'),
      low: L('Take time each month to describe where your team is heading and why.', '每月花时间描述团队的方向和原因。', '每月花時間描述團隊的方向和原因。', 'ใช้เวลาทุกเดือนอธิบายว่าทีมกำลังมุ่งไปทางไหนและเพราะอะไร'),
    },
    narration: L('Visionaries show where the team is going, and why it matters.', '愿景引领者指明团队的方向和意义。', '願景引領者指明團隊的方向和意義。', 'ผู้มีวิสัยทัศน์ชี้ทางให้ทีม และบอกว่าทำไมจึงสำคัญ'),
    statements: [
      L('I talk about where our team will be in three years.', '我会谈论团队三年后的样子。', '我會談論團隊三年後的樣子。', 'ฉันพูดถึงว่าทีมของเราจะเป็นอย่างไรในอีกสามปี'),
      L('I link daily work to a bigger purpose.', '我把日常工作与更大的目标联系起来。', '我把日常工作與更大的目標聯繫起來。', 'ฉันเชื่อมงานประจำวันกับเป้าหมายที่ใหญ่กว่า'),
      L('I notice trends before others do.', '我比别人更早察觉趋势。', '我比別人更早察覺趨勢。', 'ฉันสังเกตเห็นแนวโน้มก่อนคนอื่น'),
      L('I enjoy imagining new ways of working.', '我喜欢设想新的工作方式。', '我喜歡設想新的工作方式。', 'ฉันชอบจินตนาการวิธีทำงานแบบใหม่'),
      L('People say my ideas inspire them.', '别人说我的想法能激励他们。', '別人說我的想法能激勵他們。', 'ผู้คนบอกว่าความคิดของฉันสร้างแรงบันดาลใจ'),
      L('I explain the why before the how.', '我先解释为什么，再说怎么做。', '我先解釋為什麼，再說怎麼做。', 'ฉันอธิบายว่าทำไมก่อนจะบอกว่าทำอย่างไร'),
      L('I set goals that stretch the team.', '我设定让团队全力以赴的目标。', '我設定讓團隊全力以赴的目標。', 'ฉันตั้งเป้าหมายที่ท้าทายทีม'),
      L('I describe the future in pictures and stories.', '我用画面和故事描述未来。', '我用畫面和故事描述未來。', 'ฉันเล่าอนาคตด้วยภาพและเรื่องราว'),
    ],
  },
  {
    key: 'coach',
    name: L('Coach', '教练', '教練', 'โค้ช'),
    narratives: {
      high: L('You grow people: they leave every talk with you a little stronger.', '你善于培养人：每次与你交谈，他们都更强一些。', '你善於培養人：每次與你交談，他們都更強一些。', 'คุณพัฒนาคน ทุกครั้งที่คุยกับคุณ พวกเขาเก่งขึ้น'),
      moderate: L('You help when asked; offer feedback before people ask.', '别人求助时你会帮忙；试着在别人开口前给予反馈。', '別人求助時你會幫忙；試著在別人開口前給予回饋。', 'คุณช่วยเมื่อถูกขอ ลองให้คำติชมก่อนที่จะมีคนขอ'),
      low: L('Ask one good question a day instead of giving the answer.', '每天问一个好问题，而不是直接给出答案。', '每天問一個好問題，而不是直接給出答案。', 'ถามคำถามดี ๆ วันละหนึ่งข้อ แทนการให้คำตอบ'),
    },
    narration: L('Coaches grow people, with questions and honest feedback.', '教练用提问和坦诚的反馈培养人。', '教練用提問和坦誠的回饋培養人。', 'โค้ชพัฒนาคนด้วยคำถามและคำติชมที่จริงใจ'),
    statements: [
      L('I ask questions that help people find their own answers.', '我提出帮助别人找到自己答案的问题。', '我提出幫助別人找到自己答案的問題。', 'ฉันถามคำถามที่ช่วยให้ผู้อื่นหาคำตอบเอง'),
      L('I give feedback soon after I see something.', '看到问题后我会尽快给予反馈。', '看到問題後我會盡快給予回饋。', 'ฉันให้คำติชมทันทีหลังจากเห็นบางสิ่ง'),
      L('I know what each person wants to learn next.', '我知道每个人接下来想学什么。', '我知道每個人接下來想學什麼。', 'ฉันรู้ว่าแต่ละคนอยากเรียนรู้อะไรต่อไป'),
      L('I let people try, even when I could do it faster.', '即使我做得更快，我也让别人尝试。', '即使我做得更快，我也讓別人嘗試。', 'ฉันให้คนอื่นลองทำ แม้ฉันจะทำได้เร็วกว่า'),
      L('I celebrate progress, not only results.', '我庆祝进步，而不只是结果。', '我慶祝進步，而不只是結果。', 'ฉันชื่นชมความก้าวหน้า ไม่ใช่แค่ผลลัพธ์'),
      L('I hold regular one-to-one talks.', '我定期进行一对一谈话。', '我定期進行一對一談話。', 'ฉันคุยแบบตัวต่อตัวเป็นประจำ'),
      L('I share my own mistakes so others can learn.', '我分享自己的错误，让别人学习。', '我分享自己的錯誤，讓別人學習。', 'ฉันเล่าความผิดพลาดของตัวเองเพื่อให้คนอื่นเรียนรู้'),
      L('I listen more than I talk in a coaching talk.', '在辅导谈话中，我听得比说得多。', '在輔導談話中，我聽得比說得多。', 'ในการโค้ช ฉันฟังมากกว่าพูด'),
    ],
  },
  {
    key: 'collaborator',
    name: L('Collaborator', '协作者', '協作者', 'ผู้ประสานความร่วมมือ'),
    narratives: {
      high: L('You build bridges: people across teams want to work with you.', '你善于搭桥：跨团队的人都想与你合作。', '你善於搭橋：跨團隊的人都想與你合作。', 'คุณสร้างสะพาน คนจากหลายทีมอยากทำงานกับคุณ'),
      moderate: L('You work well with your team; reach out further across the company.', '你与团队合作良好；试着在公司内更广泛地联系。', '你與團隊合作良好；試著在公司內更廣泛地聯繫。', 'คุณทำงานกับทีมได้ดี ลองติดต่อข้ามหน่วยงานให้มากขึ้น'),
      low: L('Invite one colleague from another team into your next decision.', '在下一个决定中邀请一位其他团队的同事参与。', '在下一個決定中邀請一位其他團隊的同事參與。', 'ชวนเพื่อนร่วมงานจากทีมอื่นมาร่วมการตัดสินใจครั้งต่อไป'),
    },
    narration: L('Collaborators build bridges, and share the credit.', '协作者搭建桥梁，并分享功劳。', '協作者搭建橋樑，並分享功勞。', 'ผู้ประสานสร้างสะพาน และแบ่งปันความสำเร็จ'),
    statements: [
      L('I ask for other views before deciding.', '做决定前我会征求不同意见。', '做決定前我會徵求不同意見。', 'ฉันขอความเห็นอื่นก่อนตัดสินใจ'),
      L('I share credit with everyone who helped.', '我与所有帮助过的人分享功劳。', '我與所有幫助過的人分享功勞。', 'ฉันแบ่งปันความดีความชอบกับทุกคนที่ช่วย'),
      L('I build contacts in other departments.', '我在其他部门建立人脉。', '我在其他部門建立人脈。', 'ฉันสร้างเครือข่ายในแผนกอื่น'),
      L('I turn disagreements into shared solutions.', '我把分歧变成共同的解决方案。', '我把分歧變成共同的解決方案。', 'ฉันเปลี่ยนความเห็นต่างเป็นทางออกร่วมกัน'),
      L('I make sure quiet people are heard.', '我确保安静的人也能被听见。', '我確保安靜的人也能被聽見。', 'ฉันดูแลให้คนที่เงียบได้มีเสียง'),
      L('I offer help to other teams without being asked.', '我主动帮助其他团队。', '我主動幫助其他團隊。', 'ฉันเสนอความช่วยเหลือแก่ทีมอื่นโดยไม่ต้องถูกขอ'),
      L('I prefer shared goals to personal wins.', '比起个人成绩，我更看重共同目标。', '比起個人成績，我更看重共同目標。', 'ฉันชอบเป้าหมายร่วมมากกว่าชัยชนะส่วนตัว'),
      L('I keep partners informed without being asked.', '我主动让合作伙伴了解进展。', '我主動讓合作夥伴了解進展。', 'ฉันแจ้งความคืบหน้าให้คู่ร่วมงานทราบเสมอ'),
    ],
  },
  {
    key: 'driver',
    name: L('Driver', '推动者', '推動者', 'ผู้ขับเคลื่อน'),
    narratives: {
      high: L('You get things done: deadlines are met and results are visible.', '你能把事做成：按时完成，成果看得见。', '你能把事做成：按時完成，成果看得見。', 'คุณทำงานให้สำเร็จ ตรงเวลาและเห็นผลชัดเจน'),
      moderate: L('You deliver; set clearer priorities to deliver what matters most.', '你能交付成果；设定更清晰的优先级，交付最重要的事。', '你能交付成果；設定更清晰的優先順序，交付最重要的事。', 'คุณส่งมอบงานได้ ตั้งลำดับความสำคัญให้ชัดขึ้น'),
      low: L('Pick one result for this week and finish it before starting another.', '本周选定一个成果，完成后再开始下一个。', '本週選定一個成果，完成後再開始下一個。', 'เลือกผลลัพธ์หนึ่งอย่างในสัปดาห์นี้ และทำให้เสร็จก่อนเริ่มอย่างอื่น'),
    },
    narration: L('Drivers turn plans into results, on time.', '推动者把计划变成按时达成的成果。', '推動者把計畫變成按時達成的成果。', 'ผู้ขับเคลื่อนเปลี่ยนแผนเป็นผลลัพธ์ตรงเวลา'),
    statements: [
      L('I set clear deadlines and keep them.', '我设定明确的期限并遵守。', '我設定明確的期限並遵守。', 'ฉันกำหนดเส้นตายชัดเจนและทำตาม'),
      L('I act quickly when a decision is needed.', '需要决定时我会迅速行动。', '需要決定時我會迅速行動。', 'ฉันลงมือทันทีเมื่อต้องตัดสินใจ'),
      L('I follow up until the work is finished.', '我会跟进直到工作完成。', '我會跟進直到工作完成。', 'ฉันติดตามจนงานเสร็จ'),
      L('I remove obstacles that slow the team down.', '我清除拖慢团队的障碍。', '我清除拖慢團隊的障礙。', 'ฉันขจัดอุปสรรคที่ทำให้ทีมช้าลง'),
      L('I measure progress against targets.', '我根据目标衡量进展。', '我根據目標衡量進展。', 'ฉันวัดความคืบหน้าเทียบกับเป้าหมาย'),
      L('I say no to work that does not matter.', '我拒绝不重要的工作。', '我拒絕不重要的工作。', 'ฉันปฏิเสธงานที่ไม่สำคัญ'),
      L('I stay calm and focused under pressure.', '压力下我保持冷静和专注。', '壓力下我保持冷靜和專注。', 'ฉันสงบและมีสมาธิภายใต้แรงกดดัน'),
      L('I expect high standards from myself and others.', '我对自己和他人都有高标准。', '我對自己和他人都有高標準。', 'ฉันคาดหวังมาตรฐานสูงจากตัวเองและผู้อื่น'),
    ],
  },
  {
    key: 'analyst',
    name: L('Analyst', '分析者', '分析者', 'นักวิเคราะห์'),
    narratives: {
      high: L('You decide with facts: your reasoning is clear and trusted.', '你以事实为依据做决定：你的推理清晰可信。', '你以事實為依據做決定：你的推理清晰可信。', 'คุณตัดสินใจด้วยข้อเท็จจริง เหตุผลของคุณชัดเจนและน่าเชื่อถือ'),
      moderate: L('You use data when it is at hand; look for it before big decisions.', '有数据时你会使用；在重大决定前主动寻找数据。', '有數據時你會使用；在重大決定前主動尋找數據。', 'คุณใช้ข้อมูลเมื่อมี ลองหาข้อมูลก่อนการตัดสินใจใหญ่'),
      low: L('Before your next decision, write down two facts that support it.', '下次做决定前，写下两条支持它的事实。', '下次做決定前，寫下兩條支持它的事實。', 'ก่อนตัดสินใจครั้งหน้า เขียนข้อเท็จจริงสองข้อที่สนับสนุน'),
    },
    narration: L('Analysts decide with facts, and explain their reasons.', '分析者依据事实做决定，并说明理由。', '分析者依據事實做決定，並說明理由。', 'นักวิเคราะห์ตัดสินใจด้วยข้อเท็จจริง และอธิบายเหตุผล'),
    statements: [
      L('I check the numbers before I decide.', '做决定前我会核对数据。', '做決定前我會核對數據。', 'ฉันตรวจตัวเลขก่อนตัดสินใจ'),
      L('I look for the root cause of a problem.', '我寻找问题的根本原因。', '我尋找問題的根本原因。', 'ฉันหาสาเหตุที่แท้จริงของปัญหา'),
      L('I compare several options before choosing.', '选择前我会比较多个方案。', '選擇前我會比較多個方案。', 'ฉันเปรียบเทียบหลายทางเลือกก่อนเลือก'),
      L('I question assumptions, including my own.', '我质疑各种假设，包括我自己的。', '我質疑各種假設，包括我自己的。', 'ฉันตั้งคำถามกับสมมติฐาน รวมถึงของตัวเอง'),
      L('I explain my reasoning step by step.', '我一步步解释我的推理。', '我一步步解釋我的推理。', 'ฉันอธิบายเหตุผลทีละขั้นตอน'),
      L('I track the effect of changes we make.', '我追踪我们所做改变的效果。', '我追蹤我們所做改變的效果。', 'ฉันติดตามผลของการเปลี่ยนแปลงที่เราทำ'),
      L('I enjoy solving complex problems.', '我喜欢解决复杂的问题。', '我喜歡解決複雜的問題。', 'ฉันชอบแก้ปัญหาที่ซับซ้อน'),
      L('I plan for risks before they happen.', '我在风险发生前做好准备。', '我在風險發生前做好準備。', 'ฉันวางแผนรับมือความเสี่ยงก่อนเกิดขึ้น'),
    ],
  },
  {
    key: 'steward',
    name: L('Steward', '守护者', '守護者', 'ผู้พิทักษ์'),
    narratives: {
      high: L('You keep values alive: people trust you to do the right thing.', '你守护价值观：人们相信你会做正确的事。', '你守護價值觀：人們相信你會做正確的事。', 'คุณรักษาคุณค่า ผู้คนเชื่อว่าคุณจะทำสิ่งที่ถูกต้อง'),
      moderate: L('You act with care; speak up more when values are at stake.', '你做事用心；当价值观受到挑战时，多发声。', '你做事用心；當價值觀受到挑戰時，多發聲。', 'คุณทำงานอย่างใส่ใจ ลองพูดให้มากขึ้นเมื่อคุณค่าถูกท้าทาย'),
      low: L('Name one value you lead by and show it in a decision this week.', '说出你奉行的一个价值观，并在本周的一个决定中体现它。', '說出你奉行的一個價值觀，並在本週的一個決定中體現它。', 'ระบุคุณค่าหนึ่งข้อที่คุณยึดถือ และแสดงออกในการตัดสินใจสัปดาห์นี้'),
    },
    narration: L('Stewards protect values, people and the long term.', '守护者守护价值观、人和长远利益。', '守護者守護價值觀、人和長遠利益。', 'ผู้พิทักษ์ปกป้องคุณค่า ผู้คน และอนาคตระยะยาว'),
    statements: [
      L('I keep my promises, even small ones.', '我信守承诺，哪怕是小承诺。', '我信守承諾，哪怕是小承諾。', 'ฉันรักษาคำสัญญา แม้เรื่องเล็ก'),
      L('I think about the long-term effect of decisions.', '我考虑决定的长期影响。', '我考慮決定的長期影響。', 'ฉันคิดถึงผลระยะยาวของการตัดสินใจ'),
      L('I speak up when something is not right.', '发现不对时我会说出来。', '發現不對時我會說出來。', 'ฉันพูดออกมาเมื่อมีสิ่งที่ไม่ถูกต้อง'),
      L('I care about the wellbeing of my team.', '我关心团队成员的身心健康。', '我關心團隊成員的身心健康。', 'ฉันใส่ใจความเป็นอยู่ที่ดีของทีม'),
      L('I use company resources as if they were my own.', '我像对待自己的东西一样使用公司资源。', '我像對待自己的東西一樣使用公司資源。', 'ฉันใช้ทรัพยากรของบริษัทเหมือนเป็นของตัวเอง'),
      L('I treat everyone fairly.', '我公平对待每个人。', '我公平對待每個人。', 'ฉันปฏิบัติต่อทุกคนอย่างยุติธรรม'),
      L('I admit my mistakes openly.', '我坦然承认自己的错误。', '我坦然承認自己的錯誤。', 'ฉันยอมรับความผิดพลาดอย่างเปิดเผย'),
      L('I lead by example.', '我以身作则。', '我以身作則。', 'ฉันเป็นแบบอย่างที่ดี'),
    ],
  },
];
