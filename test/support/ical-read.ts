import ICAL from 'ical.js';

/*
 * Reads an iCalendar text with ical.js (an independent parser, as a calendar app would), so the
 * feed's tests check what a phone sees rather than our own writer's strings.
 */

export type ReadEvent = {
  uid: string; summary: string; description: string; location: string; start: number; end: number; stamp: number;
  /** The repeat rule as written ('FREQ=WEEKLY;UNTIL=…'), or null for a one-off event. */
  rrule: string | null;
  /** The first starts of a repeating event (its one start otherwise), up to `count`, as a calendar app expands them. */
  starts: (count: number) => number[];
  alarms: Array<{ action: string; triggerSeconds: number; description: string }>;
};

export function readCalendar(text: string): { name: string; timeZone: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? '',
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime(),
      rrule: component.getFirstPropertyValue('rrule')?.toString() ?? null,
      starts: (count: number) => {
        const found: number[] = [];
        const expansion = event.iterator();
        for (let next = expansion.next(); next && found.length < count; next = expansion.next()) found.push(next.toJSDate().getTime());
        return found;
      },
      alarms: component.getAllSubcomponents('valarm').map((alarm) => ({
        action: String(alarm.getFirstPropertyValue('action')),
        triggerSeconds: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
        description: String(alarm.getFirstPropertyValue('description')),
      })),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? calendar.getFirstPropertyValue('name')),
    timeZone: String(calendar.getFirstPropertyValue('x-wr-timezone')),
    events,
  };
}

/** RFC 5545 §3.1: no content line longer than 75 octets, lines end in CRLF. */
export function longestLineOctets(text: string): number {
  return Math.max(...text.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8')));
}
