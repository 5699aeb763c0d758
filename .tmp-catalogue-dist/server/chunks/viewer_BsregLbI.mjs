// src/server/accounts/viewer.ts
var VISITOR = {
	storeId: null,
	isPassed: false,
	companyType: null,
	province: null
};
/** Prices are for approved members only; others see why not (spec: 登录可见 / 资质审核后可见). */
function priceNotice(viewer) {
	if (viewer.storeId === null) return "登录可见";
	if (!viewer.isPassed) return "资质审核后可见";
	return null;
}
export { priceNotice as n, VISITOR as t };
