/**
 * URL state of the islands, through @nanostores/router. 药采 is a multi-page Astro site: every link
 * is a real navigation (`links: false`, the router never intercepts clicks); the router only reads
 * the current page's query and writes a new one when an island changes a tab or a filter whose
 * content it loads itself — a history entry without a reload, which the back button restores.
 *
 * Pages whose lists are rendered on the server (the order list, the catalogue's list filters) keep
 * ordinary links: their content needs the server, so a click there is a page load.
 */
import { createRouter, openPage } from '@nanostores/router';

/** The pages whose islands keep state in the URL. */
export const $page = createRouter(
  {
    search: '/search',
    balance: '/wdqb_yegl',
    credit: '/wdqb_zqgl',
    points: '/wdqb_jfgl',
    coupons: '/wdqb_yhq',
    vouchers: '/wdqb_xjq',
  },
  { links: false },
);

type Scalar = string | number;

/**
 * A filter kept in the query of the current page: `read()` gives the defaults overridden by the
 * URL's values (numbers parsed back to numbers; unknown or malformed values ignored), `write()`
 * opens the filter's URL as a new history entry (values equal to the default are left out, so the
 * plain page URL is the default filter), `watch()` calls back when the query changes under the
 * island (back/forward). Outside a routed page (server, other paths) it reads the defaults and
 * writes nothing.
 */
export function urlFilter<F extends Record<string, Scalar>>(defaults: F) {
  const keys = Object.keys(defaults) as (keyof F & string)[];
  const fromSearch = (search: Record<string, string>): F => {
    const out = { ...defaults };
    for (const k of keys) {
      const raw = search[k];
      if (raw === undefined) continue;
      const value = typeof defaults[k] === 'number' ? Number(raw) : raw;
      if (typeof value === 'number' && !Number.isInteger(value)) continue;
      out[k] = value as F[typeof k];
    }
    return out;
  };
  const toSearch = (filter: F): Record<string, Scalar> => Object.fromEntries(keys.filter((k) => filter[k] !== defaults[k] && filter[k] !== '').map((k) => [k, filter[k]]));
  const same = (a: F, b: F) => keys.every((k) => a[k] === b[k]);

  return {
    read(): F {
      const page = $page.get();
      return page ? fromSearch(page.search) : { ...defaults };
    },
    write(filter: F): void {
      const page = $page.get();
      if (!page || same(fromSearch(page.search), filter)) return;
      openPage($page, page.route, page.params as Record<string, never>, toSearch(filter));
    },
    watch(onChange: (filter: F) => void): () => void {
      return $page.listen((page) => {
        if (page) onChange(fromSearch(page.search));
      });
    },
  };
}
