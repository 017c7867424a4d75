const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a time, in the browser's time zone (the portal's users are in China). */
export function formatDate(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The message window of spec §9 ("last 7 days") as the `beginDate`/`endDate` pair of the
 * message calls: `days` calendar days ending today, both ends inclusive, as `YYYY-MM-DD`.
 */
export function lastDays(days: number, now: number): { beginDate: string; endDate: string } {
  const begin = new Date(now);
  begin.setDate(begin.getDate() - (days - 1));
  return { beginDate: formatDate(begin.getTime()), endDate: formatDate(now) };
}
