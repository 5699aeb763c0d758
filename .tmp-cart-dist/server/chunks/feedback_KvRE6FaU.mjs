import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as readBody } from "./body_Cb-0xQz4.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { t as db, v as feedback } from "./client_BXA_sWCA.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { t as viewerOf } from "./viewer_CWf7VGdL.mjs";
import { and, count, eq, gt } from "drizzle-orm";
import { z } from "zod";
var FEEDBACK_WINDOW_MS = 6e5;
var feedbackInput = z.object({
	category: z.enum([
		"complaint",
		"suggestion",
		"other"
	], { error: "请选择反馈类型" }).default("suggestion"),
	content: z.string({ error: "请填写反馈内容" }).trim().min(1, "请填写反馈内容").max(500, `反馈内容不能超过 500 个字`),
	contact: z.string().trim().max(50, "联系方式不能超过 50 个字").default("")
});
/** Records feedback unless this IP already sent FEEDBACK_LIMIT within the window. */
async function submitFeedback(input, ip, storeId, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const since = /* @__PURE__ */ new Date(now.getTime() - FEEDBACK_WINDOW_MS);
	const [{ recent }] = await conn.select({ recent: count() }).from(feedback).where(and(eq(feedback.ip, ip), gt(feedback.createdAt, since)));
	if (recent >= 5) throw new BusinessError(429, "提交过于频繁，请稍后再试", 429);
	const [row] = await conn.insert(feedback).values({
		...input,
		ip,
		storeId,
		createdAt: now
	}).returning({ id: feedback.id });
	return row;
}
// src/pages/api/user/feedback.ts
var feedback_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
/** POST /api/user/feedback: 投诉建议 from the help centre (visitors too) and the member centre. */
var POST = endpoint(async (context) => {
	const input = parseInput(feedbackInput, await readBody(context.request));
	const viewer = await viewerOf(context);
	const saved = await submitFeedback(input, context.clientAddress, viewer.storeId);
	return ok(saved, "感谢您的反馈，我们会尽快处理");
});
// \0virtual:astro:page:src/pages/api/user/feedback@_@ts
var page = () => feedback_exports;
export { page };
