/**
 * The members' 收藏 buttons of a page (cards, tables, the detail page), server-rendered as
 * `<button data-fav-toggle>` and wired here by one script (FavoriteButton.astro's, bundled once per
 * page) — before, each was a React island of its own: twenty per list page, rendered on the server
 * and hydrated in the browser one by one (issue 34). A button stays disabled and busy until wired (a
 * tap that does nothing must not look possible), then follows the favourites store
 * (../../stores/favorites.ts) that the /star page and the other islands share.
 */
import { $favoriteBusy, $favoriteIds, checkFavorite, seedFavorites, toggleFavorite } from '../../stores/favorites';
import { favoriteLook } from '../../client/favorite-look';

function paint(button: HTMLButtonElement, id: number): void {
  const on = $favoriteIds.get().has(id);
  const busy = $favoriteBusy.get().has(id);
  const look = favoriteLook(on, button.dataset.favName ?? '', button.dataset.favCompact === '1');
  button.className = look.className;
  button.setAttribute('aria-pressed', String(on));
  button.setAttribute('aria-label', look.label);
  button.setAttribute('aria-busy', String(busy));
  button.disabled = busy;
  const heart = button.querySelector('span');
  if (heart) heart.textContent = look.heart;
  if (heart?.nextSibling) heart.nextSibling.textContent = look.text;
  else if (look.text) button.append(look.text);
}

/** Wires the page's 收藏 buttons not wired yet: their state (seeded or asked once per page), clicks and repaints. */
export function wireFavoriteButtons(root: ParentNode = document): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-fav-toggle]')].filter((b) => b.dataset.favWired !== '1');
  for (const button of buttons) {
    const id = Number(button.dataset.favToggle);
    button.dataset.favWired = '1';
    if (button.dataset.favInitial === '1') seedFavorites([id]);
    else if (button.dataset.favCheck === '1') checkFavorite(id);
    button.addEventListener('click', () => void toggleFavorite(id));
  }
  const repaint = () => buttons.forEach((b) => paint(b, Number(b.dataset.favToggle)));
  $favoriteIds.listen(repaint);
  $favoriteBusy.listen(repaint);
  repaint();
}
