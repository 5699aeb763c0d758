/**
 * How a 收藏 button reads in each state: the server renders it (FavoriteControl.astro) and the
 * browser repaints it (src/islands/favorites/favorite-buttons.ts) from this one description.
 */
export type FavoriteLook = { className: string; label: string; heart: string; text: string };

export function favoriteLook(on: boolean, name: string, compact: boolean): FavoriteLook {
  return {
    className: `fav${on ? ' fav-on' : ''}${compact ? ' fav-compact' : ''}`,
    label: `${on ? '已收藏' : '收藏'} ${name}`,
    heart: on ? '♥' : '♡',
    text: compact ? '' : on ? ' 已收藏' : ' 收藏',
  };
}
