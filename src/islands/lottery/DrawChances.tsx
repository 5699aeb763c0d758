import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { drawDetail } from '../../stores/lottery';
import { $isLoggedIn } from '../../stores/user';

/**
 * The member's chances left in one running draw, on the home page (stored per viewer class, so it
 * cannot carry a member's own numbers): read from GET /api/draw?id after paint, once the header
 * knows the visitor is logged in (the same request as the pop-up's). Visitors and failures show nothing.
 */
export default function DrawChances({ id }: { id: number }) {
  const loggedIn = useStore($isLoggedIn);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    drawDetail(id)
      .then((d) => live && setLeft(d.left))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, loggedIn]);
  if (left === null) return null;
  return <span className="small draw-left">剩余抽奖机会：{left} 次</span>;
}
