import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
import { canEnter, lockStateText, minutesLeft, stepName, unitStatusLabel, videoMinutes } from './course-status';

const opening = '2030-09-01T02:00:00.000Z';

const expected: Record<Locale, { notOpen: RegExp; expired: string; open: string; finished: string; units: string[]; steps: string[] }> = {
  en_US: {
    notOpen: /^The course will be open at Sep 1, 2030, 9:00/,
    expired: 'The course has expired',
    open: 'Open',
    finished: 'Finished',
    units: ['Not started', 'Not finished', 'Finished', 'Study completed'],
    steps: ['Ability analysis', 'Lessons', 'Scenario simulation', 'Post-test'],
  },
  zh_CN: {
    notOpen: /^课程将于 2030年9月1日 09:00 开放$/,
    expired: '课程已过期',
    open: '已开放',
    finished: '已完成',
    units: ['未开始', '未完成', '已完成', '学习完成'],
    steps: ['能力诊断', '课程学习', '情景模拟', '能力检验'],
  },
  zh_TW: {
    notOpen: /^課程將於 2030年9月1日 .*9:00 開放$/,
    expired: '課程已過期',
    open: '已開放',
    finished: '已完成',
    units: ['未開始', '未完成', '已完成', '學習完成'],
    steps: ['能力診斷', '課程學習', '情境模擬', '能力檢驗'],
  },
  th_TH: {
    notOpen: /^หลักสูตรจะเปิดในวันที่ 1 .*2573.* 09:00/,
    expired: 'หลักสูตรนี้หมดอายุแล้ว',
    open: 'เปิดแล้ว',
    finished: 'เสร็จสิ้น',
    units: ['ยังไม่เริ่ม', 'ยังไม่จบ', 'จบแล้ว', 'เรียนครบแล้ว'],
    steps: ['การวิเคราะห์ความสามารถ', 'บทเรียน', 'การจำลองสถานการณ์', 'การทดสอบหลังเรียน'],
  },
};

describe.each(Object.entries(expected) as [Locale, (typeof expected)[Locale]][])('lock states and progress labels in %s', (locale, want) => {
  const t = i18n.getFixedT(locale);

  it('a step not yet open gives its opening time; expired says the course has expired; open and finished', () => {
    expect(lockStateText(t, { status: 'notOpen', opensAt: opening }, locale, 'Asia/Bangkok')).toMatch(want.notOpen);
    expect(lockStateText(t, { status: 'expired', opensAt: null }, locale)).toBe(want.expired);
    expect(lockStateText(t, { status: 'open', opensAt: null }, locale)).toBe(want.open);
    expect(lockStateText(t, { status: 'finished', opensAt: null }, locale)).toBe(want.finished);
  });

  it('unit labels: not started, not finished, finished, study completed', () => {
    expect((['notStarted', 'notFinished', 'finished', 'studyCompleted'] as const).map((status) => unitStatusLabel(t, status))).toEqual(want.units);
  });

  it('names the four steps', () => {
    expect(([1, 2, 3, 4] as const).map((step) => stepName(t, step))).toEqual(want.steps);
  });
});

describe('only an open or finished step can be entered', () => {
  it.each([
    ['open', true],
    ['finished', true],
    ['notOpen', false],
    ['expired', false],
  ] as const)('%s → %s', (status, enter) => {
    expect(canEnter(status)).toBe(enter);
  });
});

describe('the time left of a unit is whole minutes of its video not yet watched', () => {
  it('rounds a started minute up, shows at least 1 while anything is left and 0 once all is watched', () => {
    expect(minutesLeft(600, 0)).toBe(10);
    expect(minutesLeft(600, 61)).toBe(9);
    expect(minutesLeft(600, 599)).toBe(1);
    expect(minutesLeft(600, 600)).toBe(0);
    expect(minutesLeft(600, 900)).toBe(0);
  });
});

describe('a unit video is said in whole minutes, at least one', () => {
  it('rounds to the nearest minute and never says 0', () => {
    expect(videoMinutes(24)).toBe(1);
    expect(videoMinutes(89)).toBe(1);
    expect(videoMinutes(90)).toBe(2);
    expect(videoMinutes(600)).toBe(10);
  });
});
