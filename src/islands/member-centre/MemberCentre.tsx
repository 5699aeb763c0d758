import '../wallet/wallet.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $centre, loadCentre, switchStore } from '../../stores/member-centre';
import type { Licence } from '../../wire/qualifications';
import { managerLabel } from '../header-account/HeaderAccount';
import { money, shTime } from '../wallet/shared';

const TABS: [keyof NonNullable<ReturnType<typeof $centre.get>['orders']>['counts'], string][] = [
  ['pending_payment', '待付款'],
  ['paid', '待发货'],
  ['shipped', '待收货'],
  ['completed', '已完成'],
  ['refund', '退款/售后'],
];
const SHORTCUTS: [string, string][] = [
  ['/kjcg', '快捷采购'],
  ['/star', '我的收藏'],
  ['/dzfp', '电子发票'],
  ['/cgjh', '采购计划导入'],
  ['/addr', '收货地址'],
  ['/wdqb_yegl', '充值'],
];

function licenceState(l: Licence): { text: string; cls: string } {
  if (l.status === 'rejected') return { text: '审核未通过', cls: 'bad' };
  if (l.status === 'pending') return { text: '审核中', cls: 'warn' };
  if (l.expiry === 'long_term') return { text: '长期有效', cls: 'ok' };
  if (l.expiry === 'expired') return { text: `已于 ${l.valid_to} 过期`, cls: 'bad' };
  if (l.expiry === 'expiring') return { text: `${l.valid_to} 到期（剩 ${l.days_left} 天）`, cls: 'warn' };
  return { text: `有效期至 ${l.valid_to}`, cls: 'ok' };
}

/** 会员中心: the active store at a glance — identity, licences, manager, money, coupons, orders, messages, shortcuts. */
export default function MemberCentre() {
  const c = useStore($centre);
  useEffect(() => {
    void loadCentre();
  }, []);
  if (c.loading)
    return (
      <p className="w-empty" role="status">
        正在加载会员中心…
      </p>
    );
  if (c.failed)
    return (
      <p className="w-alert bad" role="alert">
        会员信息加载失败，请<a href="/user_hyzx">刷新</a>重试。
      </p>
    );
  const u = c.user ?? {};
  const licences = [...(c.zizhi?.required ?? []), ...(c.zizhi?.optional ?? [])].filter((s) => s.current).map((s) => s.current!);
  const missing = (c.zizhi?.required ?? []).filter((s) => !s.current).map((s) => s.name);
  const expired = licences.filter((l) => l.required && l.expiry === 'expired');
  const manager = managerLabel(u.admin ?? null);
  return (
    <>
      <div className="w-centre-head">
        <h2 data-testid="company">{u.company}</h2>
        {c.stores.length > 1 && (
          <label>
            当前门店
            <select value={c.stores.find((s) => s.is_active)?.id} onChange={(e) => void switchStore(Number(e.target.value)).catch(() => {})}>
              {c.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.company}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {expired.length > 0 && (
        <p className="w-alert bad" role="alert">
          {expired.map((l) => l.name).join('、')}已过期：过期期间无法下单和支付，请尽快到 <a href="/zzzj">资质证件</a> 上传新证件。
        </p>
      )}
      {missing.length > 0 && (
        <p className="w-alert" role="alert">
          尚未上传：{missing.join('、')}。资质审核通过后才能查看价格和下单，<a href="/zzzj">去上传</a>。
        </p>
      )}
      {c.credit?.overdue ? (
        <p className="w-alert bad" role="alert">
          {c.credit.blocked} <a href="/wdqb_zqgl">去还款</a>
        </p>
      ) : null}

      <div className="w-cards">
        <a className="w-card" href="/wdqb_yegl">
          <span className="label">账户余额</span>
          <span className="figure money" data-testid="c-balance">
            {money(c.balance)}
          </span>
          <span className="sub">余额明细 / 充值</span>
        </a>
        <a className="w-card" href="/wdqb_zqgl">
          <span className="label">可用账期额度</span>
          <span className="figure" data-testid="c-credit">
            {c.credit?.has_credit ? money(c.credit.available) : '未开通'}
          </span>
          <span className="sub" data-testid="c-next-due">
            {c.credit?.next_due ? `最近还款 ${c.credit.next_due.date} ${money(c.credit.next_due.amount)}` : '暂无待还账单'}
          </span>
        </a>
        <a className="w-card" href="/wdqb_jfgl">
          <span className="label">积分</span>
          <span className="figure" data-testid="c-points">
            {c.points ?? '—'}
          </span>
          <span className="sub">积分明细</span>
        </a>
        <a className="w-card" href="/wdqb_yhq">
          <span className="label">可用优惠券（张）</span>
          <span className="figure" data-testid="c-coupons">
            {c.couponNum ?? '—'}
          </span>
          <span className="sub">我的优惠券</span>
        </a>
        <a className="w-card" href="/wdqb_xjq">
          <span className="label">现金券</span>
          <span className="figure" data-testid="c-vouchers">
            {money(c.vouchers?.usable_amount)}
          </span>
          <span className="sub">{c.vouchers ? `${c.vouchers.usable_count} 张可用` : ''}</span>
        </a>
        <a className="w-card" href="/wdxx">
          <span className="label">未读消息</span>
          <span className="figure" data-testid="c-messages">
            {u.message_count ?? 0}
          </span>
          <span className="sub">我的消息</span>
        </a>
      </div>

      <section className="w-panel" aria-labelledby="orders-h">
        <h2 id="orders-h">
          我的订单{' '}
          <a className="w-note" href="/order">
            全部订单 ›
          </a>
        </h2>
        <div className="w-counts">
          {TABS.map(([k, text]) => (
            <a key={k} href={`/order?status=${k}`}>
              <strong>{c.orders?.counts[k] ?? 0}</strong>
              <span>{text}</span>
            </a>
          ))}
        </div>
        {c.orders && c.orders.list.length > 0 && (
          <table className="w-table stack" aria-label="最近订单">
            <thead>
              <tr>
                <th>订单号</th>
                <th>商品</th>
                <th>下单时间</th>
                <th className="num">金额</th>
                <th>状态</th>
              </tr>
            </thead>
            <tbody>
              {c.orders.list.map((o) => (
                <tr key={o.id}>
                  <td data-label="订单号">
                    <a href={`/order/info/${o.id}`}>{o.order_no}</a>
                  </td>
                  <td data-label="商品">
                    {o.lines[0]?.name}
                    {o.lines.length > 1 ? ` 等 ${o.lines.length} 种` : ''}
                  </td>
                  <td data-label="下单时间">{shTime(o.created_at)}</td>
                  <td className="num" data-label="金额">
                    {money(o.payable)}
                  </td>
                  <td data-label="状态">{o.status_text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className="w-cols">
        <section className="w-panel" aria-labelledby="licence-h">
          <h2 id="licence-h">
            资质状态 <span className={u.is_passed ? 'ok' : 'warn'}>{u.is_passed ? '已审核' : '待审核'}</span>
          </h2>
          {licences.length === 0 ? (
            <p className="w-note">
              暂无证件，<a href="/zzzj">去上传</a>
            </p>
          ) : (
            <ul className="w-licences">
              {licences.map((l) => {
                const s = licenceState(l);
                return (
                  <li key={l.id}>
                    <span>{l.name}</span>
                    <span className={s.cls}>{s.text}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="w-note">
            证件到期前 30 天提醒更新；<a href="/zzzj">管理资质证件</a>
          </p>
        </section>
        <section className="w-panel" aria-labelledby="manager-h">
          <h2 id="manager-h">客户经理</h2>
          {manager ? (
            <p data-testid="c-manager">
              {manager}
              {u.admin?.phone ? (
                <>
                  　电话 <a href={`tel:${u.admin.phone}`}>{u.admin.phone}</a>
                </>
              ) : null}
            </p>
          ) : (
            <p className="w-note">暂未分配客户经理，请致电客服热线 {u.common_config?.hot_line}</p>
          )}
          <h2>常用功能</h2>
          <nav className="w-shortcuts" aria-label="常用功能">
            {SHORTCUTS.map(([href, text]) => (
              <a key={href} className="btn btn-ghost" href={href}>
                {text}
              </a>
            ))}
          </nav>
        </section>
      </div>
    </>
  );
}
