/** 常购清单 (/cgqd): the tabs 常买 · 常看 · 我的清单 (the lists are shared by all three: 加入清单). */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { hydrateBuyerLists, type BuyerList } from '../../stores/buyer-lists';
import type { FrequentList as Frequent, ViewedItem } from '../../wire/replenish';
import FrequentList from './FrequentList';
import GoodsRows from './GoodsRows';
import MyLists from './MyLists';
import AddToList from './AddToList';
import { formatDate } from '../../lib/time';

const TABS = { bought: '常买', viewed: '常看', lists: '我的清单' } as const;
type Tab = keyof typeof TABS;
type Props = { frequent: Frequent; viewed: { days: number; list: ViewedItem[] }; lists: BuyerList[]; tab: Tab };

export default function Cgqd({ frequent, viewed, lists, tab: first }: Props) {
  useEffect(() => hydrateBuyerLists(lists), [lists]);
  const [tab, setTab] = useState<Tab>(first);
  const keys = Object.keys(TABS) as Tab[];
  const choose = (t: Tab) => {
    setTab(t);
    history.replaceState(null, '', t === 'bought' ? '/cgqd' : `/cgqd?tab=${t}`);
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = keys[(keys.indexOf(tab) + step + keys.length) % keys.length]!;
    choose(next);
    document.getElementById(`cq-tab-${next}`)?.focus();
  };
  return (
    <>
      <div className="cq-tabs" role="tablist" aria-label="常购清单">
        {keys.map((t) => (
          <button
            key={t}
            id={`cq-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls="cq-panel"
            tabIndex={tab === t ? 0 : -1}
            onClick={() => choose(t)}
            onKeyDown={onKey}
          >
            {TABS[t]}
          </button>
        ))}
      </div>
      <div id="cq-panel" role="tabpanel" aria-labelledby={`cq-tab-${tab}`}>
        {tab === 'bought' && <FrequentList data={frequent} />}
        {tab === 'viewed' &&
          (viewed.list.length ? (
            <GoodsRows
              rows={viewed.list.map((v) => ({ goods_id: v.goods_id, name: v.goods.name, goods: v.goods, note: `看过 ${v.views} 次 · 最近 ${formatDate(v.last_at)}` }))}
              caption="常看商品"
              actions={(ids, clear) => <AddToList goodsIds={ids} done={clear} />}
            />
          ) : (
            <p className="ss-empty">近 {viewed.days} 天还没有浏览记录，看过的商品会列在这里</p>
          ))}
        {tab === 'lists' && <MyLists />}
      </div>
    </>
  );
}
