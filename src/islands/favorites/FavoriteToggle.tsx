import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $favoriteBusy, $favoriteIds, checkFavorite, seedFavorites, toggleFavorite } from '../../stores/favorites';
import { useHydrated } from '../shared/use-hydrated';
import './favorites.css';

/** `check`: the page did not say (it is shared by viewer class), so ask the server once hydrated. */
type Props = { goodsId: number; name: string; initial: boolean; compact?: boolean; check?: boolean };

/** The 收藏 toggle of a goods (lists, detail pages): 收藏 / 已收藏, pressed state for assistive tech. */
export default function FavoriteToggle({ goodsId, name, initial, compact = false, check = false }: Props) {
  useEffect(() => {
    if (initial) seedFavorites([goodsId]);
    else if (check) checkFavorite(goodsId);
  }, [goodsId, initial, check]);
  const hydrated = useHydrated();
  const ids = useStore($favoriteIds);
  const busy = useStore($favoriteBusy).has(goodsId);
  const on = hydrated ? ids.has(goodsId) : initial;
  return (
    <button
      type="button"
      className={`fav${on ? ' fav-on' : ''}${compact ? ' fav-compact' : ''}`}
      aria-pressed={on}
      // Visibly not ready until hydrated (issue 34: a tap that does nothing must not look possible).
      disabled={busy || !hydrated}
      aria-busy={busy || !hydrated}
      aria-label={`${on ? '已收藏' : '收藏'} ${name}`}
      onClick={() => void toggleFavorite(goodsId)}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
      {!compact && (on ? ' 已收藏' : ' 收藏')}
    </button>
  );
}
