// src/server/http/envelope.ts
/**
* The API contract of spec section 8: every JSON answer is `{ code, msg, data }`,
* except validation failures which use the 422 shape `{ code: 422, message, errors }`.
*/
var CODE = {
	OK: 1e4,
	LOGIN_REQUIRED: 10001,
	VALIDATION: 422,
	CONTRACT_UNSIGNED: 459,
	NOT_FOUND: 404,
	PAYLOAD_TOO_LARGE: 413,
	SERVER_ERROR: 500
};
var JSON_HEADERS = {
	"content-type": "application/json; charset=utf-8",
	"cache-control": "no-store"
};
function json(body, status, headers = {}) {
	return new Response(JSON.stringify(body), {
		status,
		headers: {
			...JSON_HEADERS,
			...headers
		}
	});
}
function ok(data, msg = "成功", headers) {
	return json({
		code: CODE.OK,
		msg,
		data
	}, 200, headers);
}
/** A business refusal with its own code and a Chinese message (HTTP status defaults to 200 as the client reads `code`). */
function fail(code, msg, status = 200, data = null) {
	return json({
		code,
		msg,
		data
	}, status);
}
function loginRequired(msg = "请先登录") {
	return json({
		code: CODE.LOGIN_REQUIRED,
		msg,
		data: null
	}, 401);
}
function notFound(msg = "请求的资源不存在") {
	return json({
		code: CODE.NOT_FOUND,
		msg,
		data: null
	}, 404);
}
function validationFailed(errors) {
	const first = Object.values(errors)[0]?.[0] ?? "参数错误";
	return json({
		code: CODE.VALIDATION,
		message: first,
		errors
	}, 422);
}
function payloadTooLarge(limitBytes) {
	return json({
		code: CODE.PAYLOAD_TOO_LARGE,
		msg: `请求内容过大（上限 ${Math.floor(limitBytes / 1024)} KB）`,
		data: null
	}, 413);
}
function serverError() {
	return json({
		code: CODE.SERVER_ERROR,
		msg: "系统繁忙，请稍候再试",
		data: null
	}, 500);
}
export { ok as a, validationFailed as c, notFound as i, fail as n, payloadTooLarge as o, loginRequired as r, serverError as s, CODE as t };
