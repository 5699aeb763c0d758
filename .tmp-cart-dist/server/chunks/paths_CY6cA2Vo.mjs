// src/components/catalogue/paths.ts
/** The views of each list route (spec route table; aliases are rewritten to these by the middleware). */
var LIST_PATHS = {
	grid: "/list_index",
	table: "/list_table",
	plain: "/list_no_image"
};
var SEARCH_PATHS = {
	grid: "/search_index",
	table: "/search_table"
};
var YX_PATHS = {
	grid: "/yx_index",
	table: "/yx_table"
};
export { SEARCH_PATHS as n, YX_PATHS as r, LIST_PATHS as t };
