/**
 * The selection header of the re-order tables: 全选 (of what can be chosen), how many are chosen, and
 * the batch buttons (children). {@link useChosen} keeps the chosen goods ids.
 */
import { useState, type ReactNode } from 'react';

type Props = { allOn: boolean; canChoose: boolean; onToggleAll: () => void; allLabel: string; count: number; children: ReactNode };

export default function SelectionBar({ allOn, canChoose, onToggleAll, allLabel, count, children }: Props) {
  return (
    <div className="ss-bar">
      <label>
        <input type="checkbox" checked={allOn} disabled={!canChoose} onChange={onToggleAll} /> {allLabel}
      </label>
      <div className="ops">
        <span role="status">已选 {count} 件</span>
        {children}
      </div>
    </div>
  );
}

/** The chosen goods ids, with toggle one and replace all. */
export function useChosen() {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setChosen((c) => {
      const n = new Set(c);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return { chosen, toggle, setChosen };
}
