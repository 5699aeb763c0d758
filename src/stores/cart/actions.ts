/**
 * The cart's actions (spec: add-to-cart is delayed 200 ms; POST /api/cart takes an array of lines
 * `{ goods_id, price, number, ck_id, type? }`; the server's message is shown with a success or
 * warning icon; deleting asks "确定删除这件商品吗?"). Every mutation answers the whole recomputed cart,
 * which replaces the state. Errors go through the API client's catalogue (login required → login
 * page, 459 → contract, other codes → alert).
 */
import { apiEnvelope, apiGet, apiPost, isApiError, isCancelled } from '../../client/api';
import type { NoticeKind } from '../../client/notifier';
import type { CartAdded, CartCheckout, CartData, CartLine, CartTotal } from '../../wire/cart';
import { showDialog, showToast } from '../notifier';
import { $cart, $cartActionFlag, $cartSelectedIds, $cartTotal, applyCart, nextTicket, setAdding, setBusy, type CartState } from './state';

export const ADD_TO_CART_DELAY = 200;
/** Spec: the cart list's default filter (all goods). */
export const CART_FILTER_ALL = 99_999;
export const CONFIRM_DELETE = '确定删除这件商品吗?';

// ---- Environment (tests replace it) ---------------------------------------------------------------

type CartEnv = {
  post(lines: CartLine[]): Promise<{ msg: string; data?: Partial<CartAdded> }>;
  wait(ms: number): Promise<void>;
  toast(msg: string, kind?: NoticeKind): void;
  navigate(url: string): void;
};

const browserEnv: CartEnv = {
  post: (lines) => apiEnvelope<CartAdded>('POST', '/api/cart', { body: { goods: lines } }),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  toast: (msg, kind = 'success') => void showToast(msg, kind),
  navigate: (url) => {
    globalThis.location?.assign(url);
  },
};

let env: CartEnv = browserEnv;

/** Tests replace the request, the delay, the toast and navigation. */
export function setCartEnv(next: Partial<CartEnv> | null): void {
  env = next ? { ...browserEnv, ...next } : browserEnv;
}

// ---- Helpers ---------------------------------------------------------------------------------------

async function mutate(ids: number[], run: () => Promise<CartData | CartTotal>): Promise<boolean> {
  const ticket = nextTicket();
  setBusy(ids, true);
  try {
    const data = await run();
    if ('items' in data) applyCart(data, ticket);
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
  const ticket = nextTicket();
  if ($cart.get().status !== 'ready') $cart.set({ ...$cart.get(), status: 'loading' });
  try {
    const data = await apiGet<CartData>('/api/cart/list', { filter: options.filter ?? CART_FILTER_ALL }, { silent: options.silent ? ['business'] : undefined });
    applyCart(data, ticket);
  } catch (error) {
    if (isCancelled(error)) return $cart.get();
    $cart.set({ ...$cart.get(), status: 'error', error: isApiError(error) ? error.msg : '购物车加载失败' });
  }
  return $cart.get();
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

/** POST api/cart/batch_delete {ids} without asking. */
export function removeCartItems(ids: number[]): Promise<boolean> {
  if (ids.length === 0) return Promise.resolve(false);
  return mutate(ids, () => apiPost<CartData | CartTotal>('/api/cart/batch_delete', { ids }));
}

/** Asks "确定删除这件商品吗?" (or `msg`), then deletes. Resolves whether it deleted. */
export function confirmRemoveCartItems(ids: number[], msg = CONFIRM_DELETE): Promise<boolean> {
  return new Promise((resolve) => {
    let chosen = false;
    showDialog(
      {
        title: '温馨提示',
        msg,
        actions: [
          { label: '取消' },
          {
            label: '确定',
            primary: true,
            run: () => {
              chosen = true;
              void removeCartItems(ids).then(resolve);
            },
          },
        ],
      },
      () => {
        if (!chosen) resolve(false);
      },
    );
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
    const data = await apiPost<CartCheckout>('/api/cart/checkout', { ids });
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
