import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar, utcDateTime } from './ics';

const NOW = new Date('2030-08-01T03:04:05.678Z');
const event = {
  uid: 'course-1-20301231T165959Z@ddi-learning',
  start: new Date('2030-12-31T16:59:59.000Z'),
  summary: 'การโค้ชเพื่อความสำเร็จ · วันสุดท้าย: บทเรียน, การจำลองสถานการณ์ และการทดสอบหลังเรียน · สิ้นสุดสิทธิ์การเข้าเรียน',
  description: 'Open the course; then, finish it: https://learn.example/pc/course?id=1',
  url: 'https://learn.example/pc/course?id=1',
  reminders: ['P7D', 'P1D'],
};

describe('a calendar file every calendar app reads (RFC 5545)', () => {
  it('parses back, with ical.js, to the same events, times and reminders', () => {
    const text = icsCalendar({ name: 'Coaching, for Success', events: [event, { ...event, uid: 'b', start: new Date('2030-09-01T02:00:00Z'), summary: 'Opens', reminders: ['PT0S'] }], now: NOW });
    const calendar = new ICAL.Component(ICAL.parse(text));
    // The calendar's name is TEXT, escaped as such (RFC 5545 §3.8.8.2); ical.js leaves an X- property's value undecoded.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Coaching\\, for Success');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((parsed) => [parsed.uid, parsed.summary, parsed.description, parsed.startDate.toJSDate().toISOString()])).toEqual([
      [event.uid, event.summary, event.description, '2030-12-31T16:59:59.000Z'],
      ['b', 'Opens', event.description, '2030-09-01T02:00:00.000Z'],
    ]);
    const triggers = events.map((parsed) => parsed.component.getAllSubcomponents('valarm').map((alarm) => alarm.getFirstPropertyValue('trigger')!.toString()));
    expect(triggers).toEqual([['-P7D', '-P1D'], ['PT0S']]);
    expect(events[0]!.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2030-08-01T03:04:05Z');
  });

  it('ends every line in CRLF and folds it at 75 octets, never inside a Thai character', () => {
    const text = icsCalendar({ name: 'x', events: [event], now: NOW });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    expect(text).not.toContain('\uFFFD');
    expect(text.replace(/\r\n /gu, '')).toContain(`SUMMARY:${escapeText(event.summary)}`);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes times in UTC without fractions', () => {
    expect(utcDateTime(new Date('2030-12-31T16:59:59.999Z'))).toBe('20301231T165959Z');
  });

  it('leaves a line of 75 octets whole, and cuts a longer one with a space leading the rest', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });
});
