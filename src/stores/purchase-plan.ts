/**
 * 采购计划导入 (/cgjh): the page's state and actions. The server reads the file, matches, fits
 * quantities and prices (src/server/purchase-plan/); this store only keeps what the member chose
 * (goods per line, quantity, chosen or skipped) and sends it back for re-pricing. Nothing reaches the
 * cart before `addPlanToCart`.
 */
import { atom, computed } from 'nanostores';
import { apiEnvelope, apiGet, apiPost, isApiError, isCancelled } from '../client/api';
import { showToast } from './notifier';
import { $cartActionFlag, $cartTotal } from './cart';
import type { ColumnMapping, GoodsOption, PlanAddedToCart, PlanField, PlanLineView, PlanPricing, PlanView, PricedLine, SavedPlanSummary, SheetView } from '../wire/purchase-plan';

export type { ColumnMapping, GoodsOption, PlanField, PlanPricing, PlanView, PricedLine };
export type SheetData = SheetView;
export type PlanLine = PlanLineView;
export type SavedPlan = SavedPlanSummary;
export const PLAN_FIELD_ORDER: PlanField[] = ['name', 'spec', 'maker', 'approval', 'barcode', 'quantity'];

/** What the member set for a line: the goods (best match or an alternative), the quantity wanted, chosen or skipped. */
export type Choice = { goods_id: number | null; quantity: number; chosen: boolean };
export type Busy = { step: 1 | 2 | 3; label: string } | null;
export type PlanProblem = { message: string; details: string[] } | null;

export const $sheet = atom<SheetData | null>(null);
export const $mapping = atom<ColumnMapping | null>(null);
export const $plan = atom<PlanView | null>(null);
export const $choices = atom<Record<number, Choice>>({});
export const $pricing = atom<PlanPricing | null>(null);
export const $busy = atom<Busy>(null);
export const $problem = atom<PlanProblem>(null);
export const $minShelf = atom<number>(0);
export const $saved = atom<SavedPlan[]>([]);
/** A re-pricing is under way (the totals are about to change). */
export const $repricing = atom(false);
export const $pricedByKey = computed($pricing, (p) => new Map((p?.lines ?? []).map((l) => [l.key, l])));

const JSON_HEADERS = { 'content-type': 'application/json' };
const post = <T>(path: string, body: unknown) => apiPost<T>(path, JSON.stringify(body), { headers: JSON_HEADERS, silent: ['validation'] });

/** A 422's messages for the page (the field lists name rows); other errors were shown by the client. */
function fail(error: unknown): void {
  if (isCancelled(error)) return;
  if (isApiError(error) && error.kind === 'validation') {
    const details = Object.values(error.errors ?? {}).flat();
    $problem.set({ message: details[0] ?? error.msg, details: details.slice(1) });
  }
}

async function step<T>(busy: NonNullable<Busy>, run: () => Promise<T>): Promise<T | null> {
  $busy.set(busy);
  try {
    return await run();
  } catch (error) {
    fail(error);
    return null;
  } finally {
    $busy.set(null);
  }
}

function takeSheet(sheet: SheetData | null): boolean {
  if (!sheet) return false;
  $sheet.set(sheet);
  $mapping.set(sheet.mapping);
  $plan.set(null);
  $pricing.set(null);
  return true;
}

export async function readFile(file: File): Promise<boolean> {
  $problem.set(null);
  if (file.size > 2 * 1024 * 1024) {
    $problem.set({ message: '文件不能超过 2 MB', details: [] });
    return false;
  }
  const form = new FormData();
  form.set('file', file);
  return takeSheet(await step({ step: 1, label: `正在上传并读取“${file.name}”…` }, () => apiPost<SheetData>('/api/plan/parse', form, { silent: ['validation'] })));
}

export async function readPasted(text: string): Promise<boolean> {
  $problem.set(null);
  if (!text.trim()) {
    $problem.set({ message: '请粘贴采购清单（从 Excel 复制，或每行一个品种）', details: [] });
    return false;
  }
  return takeSheet(await step({ step: 1, label: '正在读取粘贴的内容…' }, () => post<SheetData>('/api/plan/parse', { text })));
}

export function setMapping(field: PlanField, column: number | null): void {
  const current = $mapping.get();
  if (current) $mapping.set({ ...current, [field]: column });
}

/** The plan's minimum remaining shelf life; a plan on screen is re-priced so its flags follow. */
export function setMinShelf(months: number): void {
  $minShelf.set(Number.isInteger(months) && months >= 0 && months <= 60 ? months : 0);
  if ($plan.get()) void reprice(400);
}

function takePlan(view: PlanView | null): boolean {
  if (!view) return false;
  $plan.set(view);
  $pricing.set(view.pricing);
  $minShelf.set(view.min_shelf_months);
  const priced = new Map(view.pricing.lines.map((l) => [l.key, l]));
  $choices.set(
    Object.fromEntries(
      view.lines.map((l) => [
        l.key,
        {
          goods_id: l.goods_id,
          quantity: l.input.quantity,
          chosen: l.goods_id !== null && (priced.get(l.key)?.chosen ?? false),
        },
      ]),
    ),
  );
  return true;
}

/** Sends the mapped rows for matching. */
export async function matchSheet(): Promise<boolean> {
  const sheet = $sheet.get();
  const mapping = $mapping.get();
  if (!sheet || !mapping) return false;
  $problem.set(null);
  if (mapping.quantity === null) {
    $problem.set({ message: '没有找到数量列：请在“列对应”中选择数量所在的列（如 数量 / 采购数量 / 计划数量）', details: [] });
    return false;
  }
  if (mapping.name === null && mapping.approval === null && mapping.barcode === null) {
    $problem.set({ message: '请至少选择“商品名称”“批准文号”“条形码”中的一列用于匹配', details: [] });
    return false;
  }
  const cell = (cells: string[], field: PlanField) => (mapping[field] === null ? '' : (cells[mapping[field]!] ?? ''));
  const lines = sheet.rows.map((r) => ({
    row: r.row,
    name: cell(r.cells, 'name'),
    spec: cell(r.cells, 'spec'),
    maker: cell(r.cells, 'maker'),
    approval: cell(r.cells, 'approval'),
    barcode: cell(r.cells, 'barcode'),
    quantity: cell(r.cells, 'quantity'),
  }));
  return takePlan(
    await step({ step: 2, label: `正在匹配 ${lines.length} 行商品并计算价格…` }, () => post<PlanView>('/api/plan/match', { lines, min_shelf_months: $minShelf.get() })),
  );
}

let repriceTimer: ReturnType<typeof setTimeout> | null = null;
let repriceTicket = 0;

/** Re-prices the plan as the member set it (debounced: quantity typing sends one request). */
export function reprice(delay = 250): Promise<void> {
  if (repriceTimer) clearTimeout(repriceTimer);
  $repricing.set(true);
  return new Promise((resolve) => {
    repriceTimer = setTimeout(async () => {
      const ticket = ++repriceTicket;
      const lines = Object.entries($choices.get())
        .filter(([, c]) => c.goods_id !== null)
        .map(([key, c]) => ({ key: Number(key), goods_id: c.goods_id, quantity: c.quantity, chosen: c.chosen }));
      if (lines.length === 0) {
        $pricing.set(null);
        $repricing.set(false);
        resolve();
        return;
      }
      try {
        const pricing = await post<PlanPricing>('/api/plan/price', { lines, min_shelf_months: $minShelf.get() });
        if (ticket === repriceTicket) $pricing.set(pricing);
      } catch (error) {
        fail(error);
      } finally {
        if (ticket === repriceTicket) $repricing.set(false);
      }
      resolve();
    }, delay);
  });
}

function updateChoice(key: number, patch: Partial<Choice>): Promise<void> {
  const current = $choices.get()[key];
  if (!current) return Promise.resolve();
  $choices.set({ ...$choices.get(), [key]: { ...current, ...patch } });
  return reprice();
}

export const chooseGoods = (key: number, goodsId: number) => updateChoice(key, { goods_id: goodsId, chosen: true });
export const setLineQuantity = (key: number, quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= 99_999 ? updateChoice(key, { quantity }) : Promise.resolve();
export const toggleLine = (key: number, chosen: boolean) => updateChoice(key, { chosen });

export async function chooseAll(chosen: boolean): Promise<void> {
  const next = Object.fromEntries(Object.entries($choices.get()).map(([k, c]) => [k, { ...c, chosen: chosen && c.goods_id !== null }]));
  $choices.set(next);
  await reprice(0);
}

/** The lines to add: chosen, buyable, with the fitted quantity the server priced. */
export const $cartLines = computed([$pricing, $choices], (pricing, choices) =>
  (pricing?.lines ?? []).filter((l) => l.chosen && l.buyable && l.number > 0 && choices[l.key]?.chosen).map((l) => ({ goods_id: l.goods_id, number: l.number })),
);

/** Adds every chosen line in one request (the cart merges them with what is already there). */
export async function addPlanToCart(): Promise<boolean> {
  const lines = $cartLines.get();
  if (lines.length === 0) {
    showToast('请先选择要采购的商品', 'warning');
    return false;
  }
  $busy.set({ step: 3, label: `正在加入购物车（${lines.length} 种商品）…` });
  try {
    const envelope = await apiEnvelope<PlanAddedToCart>('POST', '/api/plan/cart', {
      body: JSON.stringify({ lines }),
      headers: JSON_HEADERS,
      silent: ['validation'],
    });
    showToast(envelope.msg || '已加入购物车', envelope.data?.notice === 'warning' ? 'warning' : 'success');
    if (typeof envelope.data?.total === 'number') $cartTotal.set(envelope.data.total);
    $cartActionFlag.set(true);
    return true;
  } catch (error) {
    fail(error);
    return false;
  } finally {
    $busy.set(null);
  }
}

// ---- Saved plans (常购计划) --------------------------------------------------------------------------

export async function loadSaved(): Promise<void> {
  try {
    $saved.set(await apiGet<SavedPlan[]>('/api/plan/saved', undefined, { silent: true }));
  } catch {
    /* the list stays as it was */
  }
}

/** Saves the current plan with its confirmed goods (lines left unmatched keep their text). */
export async function savePlan(name: string, id?: number): Promise<boolean> {
  const plan = $plan.get();
  if (!plan) return false;
  $problem.set(null);
  const choices = $choices.get();
  const lines = plan.lines
    .filter((l) => choices[l.key]?.chosen || choices[l.key]?.goods_id === null)
    .map((l) => ({
      goods_id: choices[l.key]?.goods_id ?? null,
      quantity: choices[l.key]?.quantity ?? l.input.quantity,
      name: l.input.name,
      spec: l.input.spec,
      maker: l.input.maker,
      approval: l.input.approval,
      barcode: l.input.barcode,
    }));
  const saved = await step({ step: 3, label: '正在保存常购计划…' }, () =>
    post<{ id: number; plans: SavedPlan[] }>('/api/plan/saved', { id, name, min_shelf_months: $minShelf.get(), lines }),
  );
  if (!saved) return false;
  $saved.set(saved.plans);
  showToast('已保存为常购计划', 'success');
  return true;
}

export async function runSaved(plan: SavedPlan): Promise<boolean> {
  $problem.set(null);
  $sheet.set(null);
  return takePlan(await step({ step: 2, label: `正在按“${plan.name}”匹配 ${plan.lines} 行并计算价格…` }, () => apiPost<PlanView>(`/api/plan/saved/${plan.id}/run`)));
}

export async function deleteSaved(plan: SavedPlan): Promise<void> {
  try {
    $saved.set(await apiPost<SavedPlan[]>(`/api/plan/saved/${plan.id}/delete`));
    showToast('已删除', 'success');
  } catch {
    /* shown by the client */
  }
}

/** Back to the start (another file). */
export function resetPlan(): void {
  $sheet.set(null);
  $mapping.set(null);
  $plan.set(null);
  $pricing.set(null);
  $choices.set({});
  $problem.set(null);
}
