/** 我的清单: the store's named lists — create, rename, delete; each list's goods with 移出 and add to cart. */
import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $buyerLists, createBuyerList, deleteBuyerList, removeFromBuyerList, renameBuyerList } from '../../stores/buyer-lists';
import GoodsRows from './GoodsRows';

export default function MyLists() {
  const lists = useStore($buyerLists);
  const [openId, setOpenId] = useState<number | null>(lists[0]?.id ?? null);
  const [name, setName] = useState('');
  const open = lists.find((l) => l.id === openId) ?? lists[0] ?? null;
  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const made = await createBuyerList(name);
    if (made) {
      setName('');
      setOpenId(made.list.id);
    }
  };
  const rename = () => {
    const next = open && window.prompt('清单新名称（不超过 20 个字）', open.name)?.trim();
    if (open && next) void renameBuyerList(open.id, next);
  };
  const remove = () => {
    if (open && window.confirm(`删除清单「${open.name}」？清单里的商品不受影响。`)) void deleteBuyerList(open.id);
  };
  return (
    <>
      <form className="ss-bar cq-tools" onSubmit={(e) => void create(e)}>
        <label>
          新建清单
          <input value={name} maxLength={20} placeholder="如 每周补货" onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" className="btn" disabled={!name.trim()}>
          创建
        </button>
      </form>
      {!open ? (
        <p className="ss-empty">还没有清单。在「常买」或「常看」里勾选商品，点「加入清单」即可保存</p>
      ) : (
        <>
          <div className="ss-bar cq-tools">
            <label>
              清单
              <select value={open.id} onChange={(e) => setOpenId(Number(e.currentTarget.value))}>
                {lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}（{l.items.length}）
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="ss-link" onClick={rename}>
              改名
            </button>
            <button type="button" className="ss-link danger" onClick={remove}>
              删除清单
            </button>
          </div>
          {open.items.length === 0 ? (
            <p className="ss-empty">清单「{open.name}」还是空的</p>
          ) : (
            <GoodsRows
              key={open.id}
              rows={open.items}
              caption={`清单 ${open.name}`}
              actions={(ids, clear) => (
                <button type="button" className="btn btn-ghost" disabled={!ids.length} onClick={() => void removeFromBuyerList(open.id, ids).then((ok) => ok && clear())}>
                  移出清单
                </button>
              )}
              rowAction={(row) => (
                <button type="button" className="ss-link danger" aria-label={`从清单移出 ${row.name}`} onClick={() => void removeFromBuyerList(open.id, [row.goods_id])}>
                  移出
                </button>
              )}
            />
          )}
        </>
      )}
    </>
  );
}
