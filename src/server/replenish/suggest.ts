/**
 * 建议采购量 from the store's own history: the units bought at one order last until the next, so the
 * average consumption is (units of every order but the last) ÷ (days from the first to the last order);
 * times the days since the last order, rounded up to the 中包装. Pure.
 */
export type Purchase = { at: Date; number: number };
export type Suggestion = { suggested: number; intervalDays: number | null; line: string };

const DAY = 86_400_000;
const one = (n: number) => (Math.round(n * 10) / 10).toString();

export function suggestQuantity(history: readonly Purchase[], midPack: number, unit: string, now: Date): Suggestion {
  const list = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = list.at(-1);
  const step = Math.max(1, midPack);
  if (!last) return { suggested: 0, intervalDays: null, line: '' };
  const since = Math.max(0, Math.floor((now.getTime() - last.at.getTime()) / DAY));
  if (list.length < 2) {
    const suggested = Math.ceil(last.number / step) * step;
    return { suggested, intervalDays: null, line: `只买过 1 次，按上次的 ${last.number}${unit} 建议` };
  }
  const span = Math.max(1, (last.at.getTime() - list[0]!.at.getTime()) / DAY);
  const used = list.slice(0, -1).reduce((s, p) => s + p.number, 0);
  const perDay = used / span;
  const intervalDays = Math.round((span / (list.length - 1)) * 10) / 10;
  const need = perDay * since;
  const suggested = Math.ceil(need / step - 1e-9) * step;
  const pack = step > 1 ? `，按中包装 ${step}${unit} 取整` : '';
  return {
    suggested,
    intervalDays,
    line: suggested > 0 ? `日均用 ${one(perDay)}${unit} × 距上次 ${since} 天 ≈ ${one(need)}${unit}${pack}` : `日均用 ${one(perDay)}${unit}，今天刚采购过，暂不需补货`,
  };
}
