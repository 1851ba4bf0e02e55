/**
 * The planned window (SPEC §9 "8 h" default permit duration, the template's `default_hours`): changing the start moves
 * the end to start + the template's default duration, so the default never drifts (an end left where it was would
 * shorten or lengthen the permit by however far the start moved). The end may still be set by hand afterwards.
 * Works on the form's local 'YYYY-MM-DDTHH:mm' values; null when the start is not a valid time.
 */
export function defaultEndFor(start: string, defaultHours: number): Date | null {
  const ms = Date.parse(start);
  if (!start || Number.isNaN(ms) || !(defaultHours > 0)) return null;
  return new Date(ms + defaultHours * 3_600_000);
}
