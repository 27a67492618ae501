/**
 * A calendar file (iCalendar, RFC 5545) of moments with reminders, which every calendar app imports: Google Calendar,
 * Outlook, Apple Calendar. Times are written in UTC (`…Z`), so each app shows them in its own time zone. Lines end in
 * CRLF and are folded at 75 octets (a long Thai line is cut between characters, never inside one); text is escaped.
 */

export interface CalendarEvent {
  /** The same for the same moment in every file made, so that importing a newer file updates the event. */
  readonly uid: string;
  /** The moment (the event has no length). */
  readonly start: Date;
  readonly summary: string;
  readonly description: string;
  readonly url: string;
  /** Reminders before the moment, as RFC 5545 durations (`P7D`, `P1D`); `PT0S` at the moment itself. */
  readonly reminders: readonly string[];
}

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/gu, (character) => `\\${character}`).replace(/\r\n|\r|\n/gu, '\\n');
}

/** `20301231T165959Z`: a UTC DATE-TIME (RFC 5545 §3.3.5). */
export function utcDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/u, '').replace(/[-:]/gu, '');
}

/** One content line folded (RFC 5545 §3.1): at most 75 octets a line, each continuation led by a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** The calendar file: `name` is the calendar's name where an app shows one; `now` is when it was made. */
export function icsCalendar({ name, events, now }: { readonly name: string; readonly events: readonly CalendarEvent[]; readonly now: Date }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//DDI//Leadership Learning//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(now)}`,
      `DTSTART:${utcDateTime(event.start)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'TRANSP:TRANSPARENT',
    );
    for (const before of event.reminders) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:${before === 'PT0S' ? before : `-${before}`}`, `DESCRIPTION:${escapeText(event.summary)}`, 'END:VALARM');
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
