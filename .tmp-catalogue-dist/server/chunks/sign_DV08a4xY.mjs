import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as endpoint } from "./endpoint_DP5fuTFJ.mjs";
import { a as ok } from "./envelope_CDfcR2IL.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { n as input } from "./request_GH-qwdeg.mjs";
import { a as requireLogin, t as clientIp } from "./session_Bi72R1CB.mjs";
import { r as checkbox, u as personName } from "./validation_BOHYM5xZ.mjs";
import { r as signContract, t as contractStatus } from "./contract_76_Txuzz.mjs";
import { z } from "zod";
// src/pages/api/user/contract/sign.ts
var sign_exports = /* @__PURE__ */ __exportAll({ POST: () => POST });
var signInput = z.object({
	signer: personName,
	agree: checkbox.refine((v) => v, "请勾选“我已阅读并同意《电子采购合同》”")
});
/** POST /api/user/contract/sign {signer, agree}: signs for the active store; records time, IP and version. */
var POST = endpoint(async (context) => {
	const account = await requireLogin(context);
	const body = await input(context, signInput);
	if ((await contractStatus(account.store.id)).signed) throw new BusinessError(10060, "该门店已签署电子采购合同", 400);
	const status = await signContract({
		storeId: account.store.id,
		memberId: account.member.id,
		signerName: body.signer,
		ip: clientIp(context),
		userAgent: context.request.headers.get("user-agent") ?? ""
	});
	return ok(status, "合同签署成功");
});
// \0virtual:astro:page:src/pages/api/user/contract/sign@_@ts
var page = () => sign_exports;
export { page };
