/** 'YYYY-MM-DDTHH:mm' in local time for a datetime-local input. */
export function localDateTimeValue(date = new Date()): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
