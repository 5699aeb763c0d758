import type { ViewPaths } from './links';

/** The views of each list route (spec route table; aliases are rewritten to these by the middleware). */
export const LIST_PATHS: ViewPaths = { grid: '/list_index', table: '/list_table', plain: '/list_no_image' };
export const SEARCH_PATHS: ViewPaths = { grid: '/search_index', table: '/search_table' };
export const YX_PATHS: ViewPaths = { grid: '/yx_index', table: '/yx_table' };
