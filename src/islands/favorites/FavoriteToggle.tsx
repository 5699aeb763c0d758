import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $favoriteBusy, $favoriteIds, seedFavorites, toggleFavorite } from '../../stores/favorites';
import { useHydrated } from '../shared/use-hydrated';
import './favorites.css';

type Props = { goodsId: number; name: string; initial: boolean; compact?: boolean };

/** The 收藏 toggle of a goods (lists, detail pages): 收藏 / 已收藏, pressed state for assistive tech. */
export default function FavoriteToggle({ goodsId, name, initial, compact = false }: Props) {
  useEffect(() => {
    if (initial) seedFavorites([goodsId]);
  }, [goodsId, initial]);
  const hydrated = useHydrated();
  const ids = useStore($favoriteIds);
  const busy = useStore($favoriteBusy).has(goodsId);
  const on = hydrated ? ids.has(goodsId) : initial;
  return (
    <button
      type="button"
      className={`fav${on ? ' fav-on' : ''}${compact ? ' fav-compact' : ''}`}
      aria-pressed={on}
      disabled={busy}
      aria-label={`${on ? '已收藏' : '收藏'} ${name}`}
      onClick={() => void toggleFavorite(goodsId)}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span>
      {!compact && (on ? ' 已收藏' : ' 收藏')}
    </button>
  );
}
