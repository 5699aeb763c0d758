/** Server-render check of the Notifier island's roles and labels (no DOM needed). */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import Notifier, { NoticesView } from '../../../src/islands/notifier/Notifier';
import { $activeModal, $toasts, resetNotices, showAlert, showDialog, showToast } from '../../../src/stores/notifier';

/** What the island shows once hydrated, from the notice store. */
const rendered = () => renderToStaticMarkup(<NoticesView toasts={$toasts.get()} modal={$activeModal.get()} />);

beforeEach(() => resetNotices());

describe('Notifier island markup', () => {
  it('renders no notice on the server or while hydrating (a toast raised before it hydrated shows after, without a mismatch)', () => {
    showToast('加入购物车成功', 'success');
    showAlert({ title: '温馨提示', msg: '该商品库存不足' });
    expect(renderToStaticMarkup(<Notifier />)).toBe('<div class="nt-toasts" role="status" aria-live="polite"></div>');
  });

  it('renders toasts inside a polite status region', () => {
    showToast('收藏成功', 'success');
    const html = rendered();
    expect(html).toMatch(/<div class="nt-toasts" role="status" aria-live="polite">.*收藏成功.*<\/div>/);
    expect(html).toContain('nt-toast--success');
    expect(html).not.toContain('alertdialog');
  });

  it('renders the oldest alert as a labelled modal alertdialog with 确定', () => {
    showAlert({ title: '温馨提示', msg: '该商品库存不足' });
    showDialog({ title: '温馨提示', msg: '请求超时，请刷新页面', actions: [{ label: '刷新', primary: true }] });
    const html = rendered();
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="nt-modal__title">温馨提示</h2>`);
    expect(html).toContain(`<p id="${describedBy}" class="nt-modal__msg">该商品库存不足</p>`);
    expect(html).toMatch(/<button type="button" class="nt-btn nt-btn--primary">确定<\/button>/);
    expect(html).not.toContain('请求超时');
  });

  it('renders a dialog with its own buttons', () => {
    showDialog({ title: '温馨提示', msg: '请求超时，请刷新页面', actions: [{ label: '刷新', primary: true }] });
    const html = rendered();
    expect(html).toContain('请求超时，请刷新页面');
    expect(html).toMatch(/class="nt-btn nt-btn--primary">刷新<\/button>/);
  });
});
