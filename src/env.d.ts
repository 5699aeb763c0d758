/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The route-table entry of the requested page (set by the middleware). */
    route?: import('./routes').RouteDef;
    params?: Record<string, string | undefined>;
    /**
     * The page is rendered once for every viewer of its class (src/server/cache/page-store.ts): it
     * must hold nothing of one member (header account, favourites, own limits are filled in islands).
     */
    sharedPage?: boolean;
    /** Set by a component that showed this member's own numbers: the page is not stored. */
    personalPage?: boolean;
  }
}
