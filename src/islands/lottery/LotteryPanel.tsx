/**
 * The lottery on the activity-centre page (/Hdzx/draw/:id): prizes, my chances and the draw
 * button, the result (after the same 2 s delay), my draws and the latest winners (masked).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $lottery, $lotteryPage, drawOnPage, prizeHome, showLotteryPage, type DrawRecord, type LotteryDetail, type Winner } from '../../stores/lottery';
import { formatDateTime } from '../../lib/time';
import './lottery.css';

type Props = { detail: LotteryDetail; records: DrawRecord[]; winners: Winner[]; loggedIn: boolean; timeText: Record<number, string> };

export default function LotteryPanel({ detail, records, winners, loggedIn, timeText }: Props) {
  const state = useStore($lottery);
  const lists = useStore($lotteryPage);
  useEffect(() => showLotteryPage(detail, records, winners), []);
  const d = state.detail ?? detail;
  const shown = state.detail ? lists : { records, winners };
  const drawing = state.phase === 'drawing';
  const r = state.result;
  const home = r ? prizeHome(r.kind) : null;
  const when = (row: { id: number; created_at: string }) => timeText[row.id] ?? formatDateTime(row.created_at);
  return (
    <div className="lt-page">
      <section className="lt-panel" aria-labelledby="lt-prizes">
        <h2 id="lt-prizes">奖品</h2>
        <ul className={`lt-grid${drawing ? ' lt-spinning' : ''}`} aria-label="奖品">
          {d.prizes.map((p, i) => (
            <li key={p.id} className={`lt-cell${r?.id === p.id ? ' lt-won' : ''}`} style={{ '--i': i, '--n': d.prizes.length } as React.CSSProperties}>
              <span className="lt-prize">{p.name}</span>
              {p.is_empty ? <span className="lt-empty">已抽完</span> : null}
            </li>
          ))}
        </ul>
        <p className="lt-sub">
          {loggedIn ? (
            <>
              我的抽奖机会：共 {d.chances} 次，已用 {d.chances - d.left} 次，剩余 <strong>{d.left}</strong> 次
            </>
          ) : (
            <>
              请先 <a href={`/login?redirect=${encodeURIComponent(d.url)}`}>登录</a> 后参与抽奖
            </>
          )}
        </p>
        <div className="lt-status" role="status" aria-live="polite">
          {drawing && <p>正在抽奖，请稍候…</p>}
          {r && !drawing && (
            <div className="lt-result">
              <p className="lt-result-title">{r.is_win ? `恭喜您抽中「${r.name}」！` : `${r.name}，感谢您的参与！`}</p>
              {r.remarks && <p className="lt-remarks">{r.remarks}</p>}
              {home && (
                <a className="lt-link" href={home.href}>
                  {home.label}
                </a>
              )}
            </div>
          )}
        </div>
        {loggedIn && (
          <button type="button" className="lt-draw" onClick={() => void drawOnPage()} disabled={drawing || d.can_draw !== 1} aria-busy={drawing}>
            {drawing ? '抽奖中…' : d.can_draw === 1 ? '立即抽奖' : d.status === 'running' ? '暂无抽奖机会' : `活动${d.status === 'upcoming' ? '未开始' : '已结束'}`}
          </button>
        )}
      </section>
      <div className="lt-lists">
        {loggedIn && (
          <section className="lt-panel" aria-labelledby="lt-mine">
            <h2 id="lt-mine">我的抽奖记录</h2>
            {shown.records.length === 0 ? (
              <p className="lt-sub">还没有抽奖记录</p>
            ) : (
              <ul className="lt-rows">
                {shown.records.map((x) => (
                  <li key={x.id}>
                    <span>{when(x)}</span>
                    <span>{x.prize_name}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <section className="lt-panel" aria-labelledby="lt-winners">
          <h2 id="lt-winners">中奖名单</h2>
          {shown.winners.length === 0 ? (
            <p className="lt-sub">暂无中奖记录，快来抽第一个奖吧</p>
          ) : (
            <ul className="lt-rows">
              {shown.winners.map((w) => (
                <li key={w.id}>
                  <span>{w.company}</span>
                  <span>{w.phone}</span>
                  <span>{w.prize_name}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
