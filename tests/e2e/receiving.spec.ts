/**
 * 收货验收 on a phone (issue 25): a fresh approved buyer's order is shipped (operator hook, FEFO, no codes)
 * and delivered; at 390 px the buyer finds 随货单据 on the order detail (the delivery-note PDF downloads),
 * opens 收货验收, refuses one damaged unit, and an after-sales request exists for that line.
 */
import { expect, test } from './fixtures';
import { addLine, api, hydrated, orderCart } from './demo-api';
import { freshMember, loginMember, plainGoods } from './members';

test('a buyer refuses one damaged unit at 390 px and that opens an after-sales request', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await freshMember(page.request);
  await loginMember(page, member.username);
  const list = await api(page.request, 'GET', '/api/goods/list?page=4&page_size=100');
  const goods = list.list.find(plainGoods);
  await addLine(page.request, goods.id, 3);
  const orderId = await orderCart(page.request, 'rcv');
  await api(page.request, 'POST', '/api/pay/balance', { order_id: String(orderId) });
  const shipped = await page.request.post('/__e2e/operator', { data: { args: ['orders:ship', String(orderId), '--carrier', '顺丰速运', '--tracking', `SF${orderId}`] } });
  expect(shipped.ok(), await shipped.text()).toBe(true);

  await page.goto(`/order/info/${orderId}`);
  const docs = page.getByRole('region', { name: '随货单据' });
  await expect(docs.getByRole('link', { name: '随货同行单' })).toBeVisible();
  const pdf = await page.request.get(`/api/order/${orderId}/documents/delivery-note.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await docs.getByRole('link', { name: '收货验收' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/receiving/${orderId}$`));
  const row = page.getByRole('form', { name: '收货验收' }).getByRole('group').first();
  await (await hydrated(row.getByLabel('拒收数量'))).fill('1');
  await row.getByLabel('拒收原因').selectOption('破损');
  await page.getByRole('button', { name: '提交验收' }).click();
  // The page reloads to the stored record.
  await expect(page.getByRole('region', { name: '验收记录' })).toContainText('拒收 1（破损）');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const order = await api(page.request, 'GET', `/api/order/${orderId}`);
  expect(order.returns.map((r: any) => [r.kind, r.reason])).toEqual([['after_sales', '收货验收拒收']]);
});
