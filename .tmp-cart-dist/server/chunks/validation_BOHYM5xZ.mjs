import { T as COMPANY_TYPES } from "./client_BXA_sWCA.mjs";
import { z } from "zod";
// src/server/auth/common-passwords.ts
/**
* Passwords of 8+ characters that lead every leaked-password list (global and Chinese sites),
* compared in lower case. Short ones are refused by the length rule already.
*/
var COMMON_PASSWORDS = /* @__PURE__ */ new Set([
	"12345678",
	"123456789",
	"1234567890",
	"0123456789",
	"87654321",
	"987654321",
	"11111111",
	"00000000",
	"88888888",
	"66666666",
	"99999999",
	"22222222",
	"55555555",
	"12341234",
	"11223344",
	"112233445566",
	"12121212",
	"123123123",
	"123321123",
	"147258369",
	"123456789a",
	"1234567a",
	"12345678a",
	"a12345678",
	"a123456789",
	"a1234567",
	"aa123456",
	"aa12345678",
	"abc12345",
	"abc123456",
	"abcd1234",
	"abcd12345",
	"abcdefgh",
	"abcdefg1",
	"a1b2c3d4",
	"1a2b3c4d",
	"password",
	"password1",
	"password123",
	"passw0rd",
	"p@ssw0rd",
	"p@ssword",
	"pass1234",
	"admin123",
	"admin1234",
	"administrator",
	"root1234",
	"test1234",
	"qwertyui",
	"qwerty123",
	"qwertyuiop",
	"qwer1234",
	"q1w2e3r4",
	"q1w2e3r4t5",
	"1q2w3e4r",
	"1q2w3e4r5t",
	"1qaz2wsx",
	"1qaz2wsx3edc",
	"zaq12wsx",
	"zxcvbnm1",
	"zxcvbnm123",
	"asdfghjk",
	"asdf1234",
	"iloveyou",
	"iloveyou1",
	"woaini1314",
	"woaini520",
	"5201314520",
	"52013141",
	"520131400",
	"13145200",
	"1314520520",
	"qq123456",
	"qq12345678",
	"wang1234",
	"zhang123",
	"li123456",
	"woaini123",
	"aini1314",
	"baobao123",
	"a5201314",
	"sunshine",
	"princess",
	"football",
	"baseball",
	"welcome1",
	"welcome123",
	"whatever",
	"trustno1",
	"superman",
	"starwars",
	"computer",
	"internet",
	"michael1",
	"jennifer",
	"dragon12",
	"monkey12",
	"letmein1",
	"master12",
	"shadow12",
	"hello123",
	"hello1234",
	"changeme",
	"default1",
	"guest123",
	"user1234",
	"login123",
	"secret12",
	"demo1234",
	"demo@123",
	"demo@123456",
	"admin@123",
	"admin@123456",
	"test@123",
	"yaocai123",
	"yaocai@123",
	"yaocai123456",
	"yc123456",
	"yaodian123",
	"yiyao123",
	"zhensuo123",
	"pharmacy",
	"pharmacy1",
	"medicine",
	"1234qwer",
	"123qweasd",
	"qweasdzxc",
	"qweasd123",
	"!qaz2wsx",
	"!qaz@wsx",
	"1qaz@wsx",
	"abc@1234",
	"abc@123456",
	"aa@123456",
	"a@123456",
	"a123456@",
	"woaini@1314",
	"p@ssw0rd1",
	"passw0rd1",
	"password!",
	"password@123"
]);
/**
* The password rule of the accounts issue: at least 8 characters, not one of the passwords every
* attacker tries first. Returns the Chinese reason it fails, or null.
*/
function passwordProblem(password, context = {}) {
	if (password.length < 8) return `密码至少 8 位`;
	if (password.length > 64) return `密码不能超过 64 位`;
	if (/\s/.test(password)) return "密码不能包含空格";
	const lower = password.toLowerCase();
	if (COMMON_PASSWORDS.has(lower)) return "密码过于常见，请换一个更难猜的密码";
	if (/^(.)\1+$/.test(password)) return "密码不能是同一个字符重复";
	if (isSequence(lower)) return "密码不能是连续的数字或字母";
	if (context.phone && lower.includes(context.phone)) return "密码不能包含手机号";
	if (context.username && context.username.length >= 4 && lower.includes(context.username.toLowerCase())) return "密码不能包含用户名";
	return null;
}
function isSequence(value) {
	if (value.length < 2) return false;
	const step = value.charCodeAt(1) - value.charCodeAt(0);
	if (Math.abs(step) !== 1) return false;
	for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
	return true;
}
// src/server/accounts/validation.ts
/** Spec section 5: mobile 11 digits, starting 1, second digit 3–9. */
var MOBILE_RE = /^1[3-9]\d{9}$/;
/** Spec section 5: optional landline, area code 3–4 digits, dash, 7–8 digits. */
var LANDLINE_RE = /^\d{3,4}-\d{7,8}$/;
/** Spec section 5: letters, digits, underscore, hyphen, at-sign and a dotted domain. */
var EMAIL_RE = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/;
var SMS_CODE_RE = /^\d{6}$/;
var str = (required) => z.string({ error: required }).trim();
var mobile = str("请输入手机号").min(1, "请输入手机号").regex(MOBILE_RE, "请输入正确的手机号");
var smsCode = str("请输入短信验证码").min(1, "请输入短信验证码").regex(SMS_CODE_RE, "验证码为 6 位数字");
var landline = str("").regex(LANDLINE_RE, "请输入正确的固定电话，如 0571-88886666").or(z.literal("")).default("");
var email = str("").max(100, "邮箱不能超过 100 个字符").regex(EMAIL_RE, "请输入正确的邮箱地址").or(z.literal("")).default("");
var password = z.string({ error: "请输入密码" }).min(1, "请输入密码").max(64, `密码不能超过 64 位`);
var companyType = z.enum(COMPANY_TYPES, { error: "请选择企业类型" });
var personName = str("请输入联系人姓名").min(2, "联系人姓名至少 2 个字").max(20, "联系人姓名不能超过 20 个字");
var region = (label) => str(`请选择${label}`).min(1, `请选择${label}`).max(30, `${label}不能超过 30 个字`);
/** Form checkboxes arrive as '1'/'on'/'true'. */
var checkbox = z.union([
	z.boolean(),
	z.string(),
	z.number()
]).optional().transform((v) => v === true || v === 1 || v === "1" || v === "on" || v === "true");
/** 138****1234: phone numbers shown to anyone but their owner's own edit form. */
function maskPhone(phone) {
	return MOBILE_RE.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
export { email as a, mobile as c, region as d, smsCode as f, companyType as i, password as l, SMS_CODE_RE as n, landline as o, passwordProblem as p, checkbox as r, maskPhone as s, MOBILE_RE as t, personName as u };
