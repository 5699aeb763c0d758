/** A calendar date as readers in China write it: 2026年10月15日 (Asia/Shanghai). */
export function chineseDate(date: Date): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** The machine-readable date for `<time datetime>`: YYYY-MM-DD in Asia/Shanghai. */
export function isoDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
