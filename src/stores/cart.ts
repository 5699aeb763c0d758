/**
 * The shared cart store `$cart`: the header badge, the right-sidebar drawer and cart step 1 all read
 * it. Every amount in it comes from the server (GET /api/cart/list and the answers of the cart
 * mutations, which return the whole recomputed cart); nothing here computes a price.
 *
 * Spec: add-to-cart is delayed 200 ms; POST /api/cart takes an array of lines `{ goods_id, price,
 * number, ck_id, type? }` (sent form-encoded as `goods[0][goods_id]=…`); the server's message is
 * shown with a success or warning icon; the drawer refreshes when the cart-action flag is set and
 * the route is not cart step 1; deleting asks "确定删除这件商品吗?". Errors go through the API
 * client's catalogue (login required → login page, 459 → contract, other codes → alert).
 */
import { atom, computed } from 'nanostores';
import { apiEnvelope, apiGet, apiPost, isApiError, isCancelled } from '../client/api';
import type { NoticeKind } from '../client/notifier';
import { showDialog, showToast } from './notifier';
import { $user } from './user';

export const ADD_TO_CART_DELAY = 200;
/** Spec: the cart list's default filter (all goods). */
export const CART_FILTER_ALL = 99_999;
export const CONFIRM_DELETE = '确定删除这件商品吗?';

export type CartLine = { goods_id: number; price: string; number: number; ck_id: number; type?: number };

// ---- What the server sends (src/server/cart/view.ts) ----------------------------------------------

export type CartTag = { name: string; describe: string; color: string; is_show: number; isLadder: number };
export type CartGoodsBase = {
  id: number; name: string; sccj: string; ypgg: string; bzdw: string; goods_image: { list: string }[];
  base_price: string | null; is_buy: number; number: number; xg_number: number | null; is_dpby: number; qg_number: number;
  is_free_shipping: number; free_shipping_number: number; is_youx: number; type: number;
  ladder_price: { number: number; price: string }[]; ladder_price_type: number; tags: CartTag[];
  mid_pack: number; only_mid_pack: number; rx_class: string | null; is_ephedrine: number; near_expiry: number; expiry_date: string;
};
export type CartGoods = CartGoodsBase & { stock_for_cart: number; combination: { number: number; goods: CartGoodsBase }[] };
export type CartItem = {
  id: number; goods_id: number; number: number; price: string; type: number; goods_type: number; is_selected: number;
  with_coupon: number; goods_manjian_amount: string; goods_discount_amount: string; gift_data: { total: number; type: number };
  raw_price: string; raw_price_manjian: string; pay_price: string; ck_id: number; invalid: number; invalid_text: string | null;
  warning: string | null; step: number; min: number; max: number;
  ladder: { tier: { number: number; price: string } | null; hint: string | null };
  manjian_id: number | null; discount_id: number | null; goods: CartGoods;
};
export type CartTier = { amount: string; value: string | number; status: 0 | 1; label: string };
export type CartActivity = {
  id: number; kind: 'manjian' | 'discount'; name: string; eligible_amount: string; tiers: CartTier[]; applied: string | null;
  reduction: string; next: { amount: string; need: string; value: string | number; text: string } | null; hint: string;
  item_ids: number[]; with_coupon: number;
};
export type CartGroup = { key: string; kind: 'manjian' | 'discount' | 'none'; activity_id: number | null; title: string; item_ids: number[] };
export type CartSummary = {
  count: number; invalid_count: number; selected_count: number; selected_number: number; all_selected: number;
  goods_amount: string; manjian_amount: string; discount_amount: string; promotion_amount: string; order_amount: string;
  coupon_amount: string; shipping_fee: string; payable: string; problem_ids: number[];
};
export type CartData = {
  total: number;
  items: CartItem[];
  invalid_items: CartItem[];
  groups: CartGroup[];
  activity_data: { manjians: CartActivity[]; discounts: CartActivity[] };
  shipping_data: { shipping_amount: string; no_trans_order_amount: string; shipping_fee: string; is_free: number; free_reason: string | null; need: string; text: string };
  filter_data: { value: number; name: string; count: number; active: number }[];
  summary: CartSummary;
};

export type CartState = {
  /** idle: never loaded; ready: `data` is the server's cart; error: the last load failed (`error` says why). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: CartData | null;
  error: string | null;
  /** Line ids with a request in flight (their controls show a busy state). */
  busy: number[];
};

export const $cart = atom<CartState>({ status: 'idle', data: null, error: null, busy: [] });

/** Goods ids being added right now (their buttons show a busy state). */
export const $cartAdding = atom<ReadonlySet<number>>(new Set());

/** The newest known item count: from the user base info, then from every cart answer. */
export const $cartTotal = atom<number | null>(null);

/** Item count for badges (header and sidebar; they cap it at 99). */
export const $cartCount = computed([$cartTotal, $user], (total, user) => {
  const n = total ?? (typeof user.cart === 'number' ? user.cart : 0);
  return n > 0 ? n : 0;
});

// The user base info carries the count too (fetched when the header appears): the newer value wins.
$user.listen((user) => {
  if (typeof user.cart === 'number') $cartTotal.set(user.cart);
});

/** The drawer in the right sidebar (width 40 collapsed, 310 open). */
export const $cartDrawerOpen = atom(false);

/** The cart-action flag: set by adds from anywhere; the drawer refreshes on it (except on cart step 1). */
export const $cartActionFlag = atom(false);

export const $cartSelectedIds = computed($cart, (s) => (s.data?.items ?? []).filter((i) => i.is_selected === 1).map((i) => i.id));

// ---- Environment (tests replace it) ---------------------------------------------------------------

type CartEnv = {
  post(lines: CartLine[]): Promise<{ msg: string; data?: { total?: number; notice?: string } }>;
  wait(ms: number): Promise<void>;
  toast(msg: string, kind?: NoticeKind): void;
  navigate(url: string): void;
};

const browserEnv: CartEnv = {
  post: (lines) => apiEnvelope('POST', '/api/cart', { body: { goods: lines } }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  toast: (msg, kind = 'success') => void showToast(msg, kind),
  navigate: (url) => { globalThis.location?.assign(url); },
};

let env: CartEnv = browserEnv;

/** Tests replace the request, the delay, the toast and navigation. */
export function setCartEnv(next: Partial<CartEnv> | null): void {
  env = next ? { ...browserEnv, ...next } : browserEnv;
}

// ---- State helpers --------------------------------------------------------------------------------

let seq = 0;
let applied = 0;

/** Takes a server cart unless a newer answer was already applied (answers can arrive out of order). */
function apply(data: CartData, ticket: number): void {
  if (ticket < applied) return;
  applied = ticket;
  $cart.set({ ...$cart.get(), status: 'ready', data, error: null });
  $cartTotal.set(data.total);
}

/** Sets the cart from the server-rendered page (cart step 1), without a request. */
export function hydrateCart(data: CartData): void {
  apply(data, ++seq);
}

function setBusy(ids: number[], on: boolean): void {
  const current = new Set($cart.get().busy);
  for (const id of ids) {
    if (on) current.add(id);
    else current.delete(id);
  }
  $cart.set({ ...$cart.get(), busy: [...current] });
}

function setAdding(ids: number[], on: boolean): void {
  const next = new Set($cartAdding.get());
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  $cartAdding.set(next);
}

async function mutate(ids: number[], run: () => Promise<CartData | { total: number }>): Promise<boolean> {
  const ticket = ++seq;
  setBusy(ids, true);
  try {
    const data = await run();
    if ('items' in data) apply(data, ticket);
    else $cartTotal.set(data.total);
    return true;
  } catch (error) {
    if (isCancelled(error)) return false;
    return false; // the API client has shown the catalogue's answer
  } finally {
    setBusy(ids, false);
  }
}

/** The server's add message with a success icon, or a warning icon when it says a price changed. */
function notify(msg: string, notice: string | undefined): void {
  if (notice === 'warning') env.toast(msg, 'warning');
  else env.toast(msg);
}

// ---- Actions --------------------------------------------------------------------------------------

/**
 * Loads the cart (GET /api/cart/list, default filter 99999). `silent`: business refusals (e.g. an
 * unapproved member) are kept in `error` for the drawer to show instead of an alert.
 */
export async function loadCart(options: { filter?: number; silent?: boolean } = {}): Promise<CartState> {
  const ticket = ++seq;
  if ($cart.get().status !== 'ready') $cart.set({ ...$cart.get(), status: 'loading' });
  try {
    const data = await apiGet<CartData>('/api/cart/list', { filter: options.filter ?? CART_FILTER_ALL }, { silent: options.silent ? ['business'] : undefined });
    apply(data, ticket);
  } catch (error) {
    if (isCancelled(error)) return $cart.get();
    $cart.set({ ...$cart.get(), status: 'error', error: isApiError(error) ? error.msg : '购物车加载失败' });
  }
  return $cart.get();
}

/** Refreshes only the item count (GET api/cart/total). */
export async function loadCartTotal(): Promise<number> {
  try {
    const data = await apiGet<{ total: number }>('/api/cart/total', undefined, { silent: true });
    $cartTotal.set(data.total);
  } catch {
    // badges keep their last value
  }
  return $cartCount.get();
}

/**
 * Adds lines to the cart after the spec's 200 ms delay. Resolves true when the server accepted them
 * (its message is shown with a success icon, or a warning icon when a price changed), false when it
 * refused (the client already showed why). Sets the cart-action flag so the drawer refreshes.
 */
export async function addToCart(lines: CartLine[]): Promise<boolean> {
  const valid = lines.filter((l) => Number.isInteger(l.number) && l.number >= 1 && Number.isInteger(l.goods_id));
  if (valid.length === 0) return false;
  const ids = valid.map((l) => l.goods_id);
  setAdding(ids, true);
  try {
    await env.wait(ADD_TO_CART_DELAY);
    const envelope = await env.post(valid);
    notify(envelope.msg || '已加入购物车', envelope.data?.notice);
    if (typeof envelope.data?.total === 'number') $cartTotal.set(envelope.data.total);
    $cartActionFlag.set(true);
    return true;
  } catch {
    return false; // the API client has shown the error catalogue's answer
  } finally {
    setAdding(ids, false);
  }
}

/**
 * The spec's item shapes for adding: a nested goods object `{goods: {id, ck_id}, price, number}` or
 * flat fields `{id, cartNum | zbz, ck_id, price}` become a cart line (null when unusable).
 */
export function toCartLine(item: Record<string, unknown>): CartLine | null {
  const goods = item.goods as Record<string, unknown> | undefined;
  const id = Number(goods?.id ?? item.goods_id ?? item.id);
  const number = Number(item.number ?? item.cartNum ?? item.zbz);
  if (!Number.isInteger(id) || id < 1 || !Number.isInteger(number) || number < 1) return null;
  const line: CartLine = { goods_id: id, number, price: String(item.price ?? goods?.base_price ?? ''), ck_id: Number(goods?.ck_id ?? item.ck_id ?? 0) || 0 };
  if (item.type !== undefined) line.type = Number(item.type);
  return line;
}

/** POST api/cart/quick_add/{id}: one goods in its smallest quantity (or `number`). */
export async function quickAddToCart(goodsId: number, number?: number): Promise<boolean> {
  setAdding([goodsId], true);
  try {
    const envelope = await apiEnvelope<{ total: number; notice: string }>('POST', `/api/cart/quick_add/${goodsId}`, { body: number ? { number } : {} });
    notify(envelope.msg || '已加入购物车', envelope.data?.notice);
    $cartTotal.set(envelope.data.total);
    $cartActionFlag.set(true);
    return true;
  } catch {
    return false;
  } finally {
    setAdding([goodsId], false);
  }
}

/** POST api/cart/{id}/edit {number}; the answer is the whole recomputed cart. */
export function setCartQuantity(id: number, number: number): Promise<boolean> {
  return mutate([id], () => apiPost<CartData>(`/api/cart/${id}/edit`, { number }));
}

/** POST /api/cart/batch_select {ids, is_selected}. */
export async function selectCartItems(ids: number[], selected: boolean): Promise<boolean> {
  if (ids.length === 0) return false;
  // The checkboxes follow at once; the totals (and any line the server keeps unselected) come with the answer.
  const state = $cart.get();
  if (state.data) {
    const wanted = new Set(ids);
    const items = state.data.items.map((i) => (wanted.has(i.id) ? { ...i, is_selected: selected ? 1 : 0 } : i));
    $cart.set({ ...state, data: { ...state.data, items } });
  }
  const ok = await mutate(ids, () => apiPost<CartData>('/api/cart/batch_select', { ids, is_selected: selected ? 1 : 0 }));
  if (!ok) void loadCart({ silent: true });
  return ok;
}

/** Select all lines / all buyable lines (unbuyable ones stay unselected on the server anyway). */
export function selectAllCartItems(selected: boolean): Promise<boolean> {
  const items = $cart.get().data?.items ?? [];
  return selectCartItems(items.map((i) => i.id), selected);
}

/** POST api/cart/batch_delete {ids} without asking. */
export function removeCartItems(ids: number[]): Promise<boolean> {
  if (ids.length === 0) return Promise.resolve(false);
  return mutate(ids, () => apiPost<CartData | { total: number }>('/api/cart/batch_delete', { ids }));
}

/** Asks "确定删除这件商品吗?" (or `msg`), then deletes. Resolves whether it deleted. */
export function confirmRemoveCartItems(ids: number[], msg = CONFIRM_DELETE): Promise<boolean> {
  return new Promise((resolve) => {
    let chosen = false;
    showDialog({
      title: '温馨提示',
      msg,
      actions: [
        { label: '取消' },
        { label: '确定', primary: true, run: () => { chosen = true; void removeCartItems(ids).then(resolve); } },
      ],
    }, () => { if (!chosen) resolve(false); });
  });
}

/** 清空失效商品: deletes every invalid line after confirmation. */
export function clearInvalidCartItems(): Promise<boolean> {
  const ids = ($cart.get().data?.invalid_items ?? []).map((i) => i.id);
  return confirmRemoveCartItems(ids, `确定清空 ${ids.length} 件失效商品吗?`);
}

/** POST /api/cart/checkout {ids}: on success goes to step 2. */
export async function checkoutCart(ids: number[] = $cartSelectedIds.get()): Promise<boolean> {
  if (ids.length === 0) {
    env.toast('请选择要结算的商品', 'warning');
    return false;
  }
  try {
    const data = await apiPost<{ next: string }>('/api/cart/checkout', { ids });
    env.navigate(data.next || '/cart_step2');
    return true;
  } catch {
    void loadCart({ silent: true }); // the selection may have changed on the server
    return false;
  }
}

/** POST /api/cart/copy {ids, other_user_ids}. */
export async function copyCartItems(ids: number[], storeIds: number[]): Promise<boolean> {
  try {
    const envelope = await apiEnvelope('POST', '/api/cart/copy', { body: { ids, other_user_ids: storeIds } });
    env.toast(envelope.msg, 'success');
    return true;
  } catch {
    return false;
  }
}

export type CartHints = { hints: { activity_id: number; kind: string; name: string; text: string; need: string | null }[]; shipping: { is_free: number; need: string; text: string }; text: string };

/** POST /api/cart/next_hint with query params ("再买¥X 可减¥Y"). */
export async function fetchNextHint(query: { goods_id?: number; activity_id?: number } = {}): Promise<CartHints | null> {
  try {
    return (await apiEnvelope<CartHints>('POST', '/api/cart/next_hint', { query, silent: true })).data;
  } catch {
    return null;
  }
}

export function openCartDrawer(): void {
  $cartDrawerOpen.set(true);
}
export function closeCartDrawer(): void {
  $cartDrawerOpen.set(false);
}
export function toggleCartDrawer(): void {
  $cartDrawerOpen.set(!$cartDrawerOpen.get());
}

/** The page's route name (BaseLayout writes it on <body data-route>). */
export function currentRoute(): string {
  return (globalThis.document?.body?.dataset?.route as string | undefined) ?? '';
}

/**
 * Reacts to the cart-action flag: off cart step 1 the drawer's list is refreshed (silently) and the
 * flag cleared. Cart step 1 keeps its own state from the answers of its actions.
 */
export async function refreshOnCartAction(route = currentRoute()): Promise<boolean> {
  if (!$cartActionFlag.get() || route === 'cart_step1') return false;
  $cartActionFlag.set(false);
  if ($cart.get().status === 'idle' && !$cartDrawerOpen.get()) return false; // nothing shown yet: load when opened
  await loadCart({ silent: true });
  return true;
}

/** Test helper: back to the initial state. */
export function resetCart(): void {
  seq = 0;
  applied = 0;
  $cart.set({ status: 'idle', data: null, error: null, busy: [] });
  $cartAdding.set(new Set());
  $cartTotal.set(null);
  $cartDrawerOpen.set(false);
  $cartActionFlag.set(false);
}
