/**
 * Data-rights requests are answered in the learners' business time zone: Bangkok (UTC+7, no daylight saving,
 * so a fixed offset names the local calendar day exactly).
 */
export const businessUtcOffsetMinutes = 7 * 60;

/**
 * `start` plus `days` working days (Monday–Friday, local to `utcOffsetMinutes`): steps one calendar day at a
 * time, counts only days that land on a weekday, and keeps the time of day. Thursday 10:00 + 3 → Tuesday
 * 10:00; Friday → Wednesday; a Saturday or Sunday start → Wednesday. Public holidays are not known.
 */
export function addWorkingDays(start: Date, days: number, utcOffsetMinutes = businessUtcOffsetMinutes): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0, got ${days}`);
  const offset = utcOffsetMinutes * 60_000;
  const local = new Date(start.getTime() + offset);
  let counted = 0;
  while (counted < days) {
    local.setUTCDate(local.getUTCDate() + 1);
    const weekday = local.getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(local.getTime() - offset);
}
