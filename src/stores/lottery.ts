/**
 * $lottery: the lottery pop-up (spec §4). Requested only on routes where it is allowed, shown only
 * when GET /api/draw/simple says is_join 0; one draw request at a time; the result appears 2 s
 * after the draw answered; closing while a draw runs asks for confirmation; closing hides it with
 * a 1 s animation and it is not requested again in this browser session. Fetch failures of the
 * lottery state are silently ignored (spec §8); a refused draw shows the server's message.
 */
import { atom } from 'nanostores';
import { apiGet, apiPost } from '../client/api';

import type { DrawAnswer, DrawPrize, DrawRecord, DrawRecordPage, LotteryDetail, LotterySimple, Winner } from '../wire/lottery';

export type { DrawAnswer, DrawPrize, DrawRecord, LotteryDetail, Winner } from '../wire/lottery';

export type LotteryPhase = 'idle' | 'open' | 'drawing' | 'result' | 'closing' | 'hidden';
/** `mode`: who shows the lottery — the pop-up, or the activity-centre page (where the pop-up never opens). */
export type LotteryState = { phase: LotteryPhase; mode: 'popup' | 'page'; detail: LotteryDetail | null; result: DrawPrize | null; confirmClose: boolean };

export const RESULT_DELAY_MS = 2000;
export const HIDE_MS = 1000;
/** sessionStorage flag: the member closed the pop-up, do not ask again in this session. */
export const CLOSED_KEY = 'yaocai.lottery_closed';

const INITIAL: LotteryState = { phase: 'idle', mode: 'popup', detail: null, result: null, confirmClose: false };
export const $lottery = atom<LotteryState>(INITIAL);

/** Activity, live and similar routes where the pop-up is never requested. */
const NO_LOTTERY = [/^\/loading(\/|$)/, /^\/noActivity(\/|$)/, /^\/activity(\/|$)/, /^\/yjh(\/|$)/, /^\/Hdzx(\/|$)/, /^\/live(\/|$)/, /^\/login(\/|$)/];

export function lotteryAllowedOn(pathname: string): boolean {
  return !NO_LOTTERY.some((re) => re.test(pathname));
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const patch = (p: Partial<LotteryState>) => $lottery.set({ ...$lottery.get(), ...p });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let loading: Promise<void> | null = null;
const details = new Map<number, Promise<LotteryDetail>>();

/**
 * GET /api/draw?id, one request in flight per draw, shared by every caller: the pop-up and the home page's
 * chance count ask for the same draw at about the same time, and the API client cancels an identical GET
 * still in flight when a newer one starts (spec §7), so two separate calls would silently drop the pop-up's.
 */
export function drawDetail(id: number): Promise<LotteryDetail> {
  let pending = details.get(id);
  if (!pending) {
    pending = apiGet<LotteryDetail>('/api/draw', { id }, { silent: true });
    details.set(id, pending);
    const settled = () => details.delete(id); // later callers ask again (the count changes after a draw)
    pending.then(settled, settled);
  }
  return pending;
}

/** Asks whether to offer the lottery here and opens the pop-up when the member has not joined. */
export function loadLottery(pathname: string): Promise<void> {
  if (!lotteryAllowedOn(pathname) || storage()?.getItem(CLOSED_KEY) === '1' || $lottery.get().phase !== 'idle') return Promise.resolve();
  loading ??= (async () => {
    try {
      const simple = await apiGet<LotterySimple>('/api/draw/simple', undefined, { silent: true });
      if (Number(simple?.is_join) !== 0 || !simple.id) return;
      const detail = await drawDetail(simple.id);
      if ($lottery.get().phase === 'idle') patch({ phase: 'open', mode: 'popup', detail });
    } catch {
      // Failures fetching lottery state are silently ignored (spec §8).
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Draws once; a second call while one runs does nothing. Resolves when the result shows. */
export async function drawLottery(resultDelay = RESULT_DELAY_MS): Promise<void> {
  const { phase, detail } = $lottery.get();
  if (phase !== 'open' || !detail) return;
  patch({ phase: 'drawing', result: null });
  let answer: DrawAnswer;
  try {
    answer = await apiPost<DrawAnswer>(`/api/draw/${detail.id}`);
  } catch {
    // The client already told the member why (no chance left, activity over…).
    if ($lottery.get().phase === 'drawing') patch({ phase: 'open', confirmClose: false });
    return;
  }
  await wait(resultDelay);
  const now = $lottery.get();
  if (now.phase !== 'drawing') return; // closed meanwhile
  patch({ phase: 'result', result: answer.prize, confirmClose: false, detail: { ...detail, left: answer.chances_left, can_draw: answer.chances_left > 0 ? 1 : 0 } });
}

/** The close button / Esc: asks first while a draw runs, else hides. */
export function requestCloseLottery(hideMs = HIDE_MS): void {
  const { phase } = $lottery.get();
  if (phase === 'drawing') patch({ confirmClose: true });
  else if (phase === 'open' || phase === 'result') closeLottery(hideMs);
}

export function keepDrawing(): void {
  patch({ confirmClose: false });
}

/** Hides the pop-up (1 s animation) and remembers it for this session. */
export function closeLottery(hideMs = HIDE_MS): void {
  if ($lottery.get().phase === 'hidden' || $lottery.get().phase === 'closing') return;
  storage()?.setItem(CLOSED_KEY, '1');
  patch({ phase: 'closing', confirmClose: false });
  setTimeout(() => patch({ phase: 'hidden' }), hideMs);
}

/** Where a won prize can be found. */
export function prizeHome(kind: string): { href: string; label: string } | null {
  switch (kind) {
    case 'points':
      return { href: '/wdqb_jfgl', label: '查看我的积分' };
    case 'coupon':
      return { href: '/wdqb_yhq', label: '查看我的优惠券' };
    case 'voucher':
      return { href: '/wdqb_xjq', label: '查看我的现金券' };
    case 'balance':
      return { href: '/wdqb_yegl', label: '查看我的余额' };
    case 'goods':
      return { href: '/jfdd', label: '查看积分订单' };
    default:
      return null;
  }
}

/** Tests: back to the start. */
export function resetLottery(): void {
  loading = null;
  details.clear();
  $lottery.set(INITIAL);
}

/* ---- The activity-centre page (/Hdzx/draw/:id): the same draw, shown inline. ---- */

export const $lotteryPage = atom<{ records: DrawRecord[]; winners: Winner[] }>({ records: [], winners: [] });

/** The page starts with the server's activity (no pop-up involved). */
export function showLotteryPage(detail: LotteryDetail, records: DrawRecord[], winners: Winner[]): void {
  $lottery.set({ phase: 'open', mode: 'page', detail, result: null, confirmClose: false });
  $lotteryPage.set({ records, winners });
}

/** After a draw on the page: the result stays, the draw button comes back, records and winners refresh. */
export async function drawOnPage(resultDelay = RESULT_DELAY_MS): Promise<void> {
  await drawLottery(resultDelay);
  const { phase, detail } = $lottery.get();
  if (phase !== 'result' || !detail) return;
  $lottery.set({ ...$lottery.get(), phase: 'open' });
  try {
    const [records, winners] = await Promise.all([
      apiGet<DrawRecordPage>('/api/draw/record', { id: detail.id, page_size: 20 }, { silent: true }),
      apiGet<Winner[]>('/api/draw/new_record', { id: detail.id }, { silent: true }),
    ]);
    $lotteryPage.set({ records: records.list, winners });
  } catch {
    // Lists stay as they were; the result is already shown.
  }
}
