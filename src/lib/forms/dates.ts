/** a date-time (ISO or datetime-local) later than now, with one minute of clock slack (SPEC §5: no future dates) */
export function isFuture(value: string | undefined | null, now = new Date()): boolean {
  if (!value) return false;
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time > now.getTime() + 60_000;
}

/** today's date (local time zone) as YYYY-MM-DD */
export const todayIso = (now = new Date()) => {
  const d = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 10);
};
