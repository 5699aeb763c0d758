// src/server/http/errors.ts
/** Thrown at the boundary when input is invalid; becomes the spec's 422 shape. */
var ValidationError = class extends Error {
	errors;
	constructor(errors) {
		super(Object.values(errors)[0]?.[0] ?? "参数错误");
		this.errors = errors;
	}
};
var PayloadTooLargeError = class extends Error {
	limitBytes;
	constructor(limitBytes) {
		super("payload too large");
		this.limitBytes = limitBytes;
	}
};
/** A business refusal: its own code, a Chinese message, optional HTTP status. */
var BusinessError = class extends Error {
	code;
	status;
	constructor(code, message, status = 200) {
		super(message);
		this.code = code;
		this.status = status;
	}
};
var NotFoundError = class extends Error {
	constructor(message = "请求的资源不存在") {
		super(message);
	}
};
var LoginRequiredError = class extends Error {
	constructor(message = "请先登录") {
		super(message);
	}
};
export { ValidationError as a, PayloadTooLargeError as i, LoginRequiredError as n, NotFoundError as r, BusinessError as t };
