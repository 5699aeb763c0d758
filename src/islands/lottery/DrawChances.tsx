import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiGet } from '../../client/api';
import { $isLoggedIn } from '../../stores/user';
import type { LotteryDetail } from '../../wire/lottery';

/**
 * The member's chances left in one running draw, on the home page (stored per viewer class, so it
 * cannot carry a member's own numbers): read from GET /api/draw?id after paint, once the header
 * knows the visitor is logged in. Visitors and failures show nothing.
 */
export default function DrawChances({ id }: { id: number }) {
  const loggedIn = useStore($isLoggedIn);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    apiGet<LotteryDetail>('/api/draw', { id }, { silent: true })
      .then((d) => live && setLeft(d.left))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, loggedIn]);
  if (left === null) return null;
  return <span className="small draw-left">剩余抽奖机会：{left} 次</span>;
}
