/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The route-table entry of the requested page (set by the middleware). */
    route?: import('./routes').RouteDef;
    params?: Record<string, string | undefined>;
  }
}
