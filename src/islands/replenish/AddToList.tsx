/** 加入清单: puts the chosen goods into one of the store's lists (or a new one named here). */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $buyerLists, addToBuyerList, createBuyerList } from '../../stores/buyer-lists';

export default function AddToList({ goodsIds, done }: { goodsIds: number[]; done: () => void }) {
  const lists = useStore($buyerLists);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    let id = Number(target);
    if (!id) {
      const name = window.prompt('新清单名称（不超过 20 个字）', '常购清单')?.trim();
      id = name ? ((await createBuyerList(name))?.list.id ?? 0) : 0;
    }
    if (id && (await addToBuyerList(id, goodsIds))) done();
    setBusy(false);
  };
  return (
    <span className="cq-addlist">
      <label>
        <span className="sr-only">加入哪个清单</span>
        <select value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
          <option value="">新建清单…</option>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-ghost" disabled={!goodsIds.length || busy} onClick={() => void add()}>
        加入清单
      </button>
    </span>
  );
}
