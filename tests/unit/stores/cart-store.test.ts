/** The shared $cart store against a local HTTP server (the real API client underneath). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/client/api';
import {
  $cart,
  $cartActionFlag,
  $cartCount,
  $cartDrawerOpen,
  addToCart,
  checkoutCart,
  confirmRemoveCartItems,
  hydrateCart,
  loadCart,
  refreshOnCartAction,
  resetCart,
  selectCartItems,
  setCartEnv,
  setCartQuantity,
  toCartLine,
  toggleCartDrawer,
  CONFIRM_DELETE,
} from '../../../src/stores/cart';
import { $user } from '../../../src/stores/user';
import { $activeModal, chooseAction, resetNotices } from '../../../src/stores/notifier';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';
import { cartData } from './fixtures/cart';

let server: TestServer;
let ui: ReturnType<typeof recorder>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  resetCart();
  resetNotices();
  $user.set({ show: false });
  ui = recorder('/list_index');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});
afterEach(() => {
  setCartEnv(null);
  vi.unstubAllGlobals();
});

describe('$cart store', () => {
  it('badge count: from the user base info, then from every cart answer (newest wins)', async () => {
    expect($cartCount.get()).toBe(0);
    $user.set({ show: true, cart: 4 });
    expect($cartCount.get()).toBe(4);
    server.handle(() =>
      ok(
        cartData([
          [1, 1],
          [2, 1],
        ]),
      ),
    );
    await loadCart();
    expect($cartCount.get()).toBe(2);
    expect(server.received[0]).toMatchObject({ method: 'GET', path: '/api/cart/list', search: 'filter=99999' });
  });

  it('add: 200 ms delay, the server message with a success or a warning icon, total and the cart-action flag', async () => {
    const toast = vi.fn();
    setCartEnv({ wait: async () => {}, toast });
    server.handle(() => ok({ total: 3, notice: 'warning' }, '已加入购物车，但「A」价格已变动，当前价格¥9.00'));
    expect(await addToCart([{ goods_id: 5, price: '8.00', number: 2, ck_id: 0 }])).toBe(true);
    expect(toast).toHaveBeenCalledWith('已加入购物车，但「A」价格已变动，当前价格¥9.00', 'warning');
    expect($cartCount.get()).toBe(3);
    expect($cartActionFlag.get()).toBe(true);
    expect(decodeURIComponent(server.received[0]!.body)).toBe('goods[0][goods_id]=5&goods[0][price]=8.00&goods[0][number]=2&goods[0][ck_id]=0');
    server.handle(() => ok({ total: 4, notice: 'success' }, '加入购物车成功'));
    await addToCart([{ goods_id: 6, price: '1.00', number: 1, ck_id: 0 }]);
    expect(toast).toHaveBeenLastCalledWith('加入购物车成功');
  });

  it('the drawer refreshes on the cart-action flag, except on cart step 1', async () => {
    hydrateCart(cartData([[1, 1]]));
    $cartActionFlag.set(true);
    expect(await refreshOnCartAction('cart_step1')).toBe(false);
    expect($cartActionFlag.get()).toBe(true);
    server.handle(() =>
      ok(
        cartData([
          [1, 1],
          [2, 1],
        ]),
      ),
    );
    expect(await refreshOnCartAction('list_index')).toBe(true);
    expect($cartActionFlag.get()).toBe(false);
    expect($cart.get().data!.items).toHaveLength(2);
    toggleCartDrawer();
    expect($cartDrawerOpen.get()).toBe(true);
  });

  it('an older answer never overwrites a newer one', async () => {
    let n = 0;
    server.handle((req) => {
      n += 1;
      return req.path === '/api/cart/list' ? { ...ok(cartData([[1, 1]], 'old')), delay: 150 } : ok(cartData([[1, 1]], 'new'));
    });
    const slow = loadCart();
    await new Promise((r) => setTimeout(r, 20));
    await setCartQuantity(1, 3);
    await slow;
    expect(n).toBe(2);
    expect($cart.get().data!.summary.payable).toBe('new');
  });

  it("selection shows at once, then takes the server's answer", async () => {
    hydrateCart(
      cartData([
        [1, 1],
        [2, 1],
      ]),
    );
    server.handle(() => ({
      ...ok(
        cartData(
          [
            [1, 0],
            [2, 1],
          ],
          '5.00',
        ),
      ),
      delay: 50,
    }));
    const pending = selectCartItems([1], false);
    expect($cart.get().data!.items[0]!.is_selected).toBe(0);
    expect($cart.get().busy).toEqual([1]);
    await pending;
    expect($cart.get().data!.summary.payable).toBe('5.00');
    expect(decodeURIComponent(server.received[0]!.body)).toBe('ids[]=1&is_selected=0');
  });

  it('delete asks "确定删除这件商品吗?" first: cancel sends nothing, 确定 deletes', async () => {
    hydrateCart(cartData([[1, 1]]));
    server.handle(() => ok(cartData([])));
    const cancelled = confirmRemoveCartItems([1]);
    const modal = $activeModal.get()!;
    expect(modal.msg).toBe(CONFIRM_DELETE);
    chooseAction(
      modal.id,
      modal.actions.find((a) => a.label === '取消')!,
    );
    expect(await cancelled).toBe(false);
    expect(server.received).toHaveLength(0);
    const confirmed = confirmRemoveCartItems([1]);
    const again = $activeModal.get()!;
    chooseAction(
      again.id,
      again.actions.find((a) => a.label === '确定')!,
    );
    expect(await confirmed).toBe(true);
    expect(server.received[0]).toMatchObject({ method: 'POST', path: '/api/cart/batch_delete' });
    expect($cart.get().data!.total).toBe(0);
    expect($cartCount.get()).toBe(0);
  });

  it('checkout goes to the step the server names; nothing selected asks to select', async () => {
    const navigate = vi.fn();
    const toast = vi.fn();
    setCartEnv({ navigate, toast });
    expect(await checkoutCart([])).toBe(false);
    expect(toast).toHaveBeenCalledWith('请选择要结算的商品', 'warning');
    server.handle(() => ok({ ids: [1], next: '/cart_step2' }));
    expect(await checkoutCart([1])).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/cart_step2');
  });

  it('a refusal keeps the cart and leaves the message to the error catalogue', async () => {
    hydrateCart(cartData([[1, 1]]));
    server.handle(() => ({ json: { code: 20002, msg: '「A」该商品限购 10盒', data: null } }));
    expect(await setCartQuantity(1, 11)).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(ui.calls).toContainEqual({ type: 'alert', title: '温馨提示', msg: '「A」该商品限购 10盒' });
    expect($cart.get().data!.items).toHaveLength(1);
  });

  it("turns the spec's item shapes into add lines", () => {
    expect(toCartLine({ goods: { id: 7, ck_id: 2, base_price: '3.50' }, number: 4 })).toEqual({ goods_id: 7, number: 4, price: '3.50', ck_id: 2 });
    expect(toCartLine({ id: 8, cartNum: 3, ck_id: 0, price: '1.00' })).toEqual({ goods_id: 8, number: 3, price: '1.00', ck_id: 0 });
    expect(toCartLine({ id: 9, zbz: 10, type: 3 })).toEqual({ goods_id: 9, number: 10, price: '', ck_id: 0, type: 3 });
    expect(toCartLine({ id: 9, cartNum: 0 })).toBeNull();
  });
});
