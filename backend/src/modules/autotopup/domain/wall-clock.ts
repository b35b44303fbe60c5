/**
 * Local calendar days in an IANA time zone, without a library: what "every 7 days at the same
 * time" means for a person whose clock changes for daylight saving
 * (docs/decisions.md#dates-in-the-customers-time-zone).
 */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the zone ('Europe/Berlin' yes, 'Mars/Base' no). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const asUtc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return asUtc(wallTimeAt(new Date(whole), timeZone)) - whole;
}

/**
 * The instant the wall clock in `timeZone` shows `wall`. A time the clock skips (spring forward)
 * is moved on by the gap (02:30 becomes 03:30); a time it shows twice (fall back) is the first.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const utc = asUtc(wall);
  const before = utc - offsetAt(utc - 86_400_000, timeZone);
  const after = utc - offsetAt(utc + 86_400_000, timeZone);
  const shows = (t: number) => asUtc(wallTimeAt(new Date(t), timeZone)) === utc;
  const valid = [before, after].filter(shows);
  return new Date(valid.length ? Math.min(...valid) : before);
}

/** `days` calendar days after `instant`'s local date, at the wall time of `timeOf`. */
export function addLocalDays(instant: Date, days: number, timeOf: Date, timeZone: string): Date {
  const date = wallTimeAt(instant, timeZone);
  const time = wallTimeAt(timeOf, timeZone);
  // Date.UTC carries a day past a month's end into the next month (Jan 31 + 30 = Mar 1 or 2).
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return instantOfWallTime(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: time.hour,
      minute: time.minute,
      second: time.second,
    },
    timeZone,
  );
}
