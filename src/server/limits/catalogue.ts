/**
 * Every rate limit of the product, in one place. `points` attempts per `duration` seconds; once a
 * key goes over, it is paused for `block` seconds from that moment (a predictable pause, never a
 * permanent lock). `what` names the action in the 429 message.
 */
export type Limit = {
  name: string;
  points: number;
  duration: number;
  /** Pause after going over, in seconds (0: until the window ends). */
  block: number;
  what: string;
  /** A fixed message instead of the "…过于频繁，请 N 分钟后再试" one. */
  message?: (secondsLeft: number) => string;
};

const MIN = 60;
const DAY = 24 * 3600;

export const LIMITS = {
  /** Spec: at most 3 codes per phone per 10 minutes (and 10 a day), one a minute. */
  smsResend: { name: 'sms:resend', points: 1, duration: MIN, block: 0, what: '获取验证码', message: (s) => `验证码已发送，请 ${s} 秒后再获取` },
  smsPerPhone: { name: 'sms:phone', points: 3, duration: 10 * MIN, block: 0, what: '获取验证码' },
  smsPerPhoneDay: { name: 'sms:phone:day', points: 10, duration: DAY, block: 0, what: '获取验证码' },
  smsPerIp: { name: 'sms:ip', points: 10, duration: 10 * MIN, block: 0, what: '获取验证码' },
  smsPerIpDay: { name: 'sms:ip:day', points: 50, duration: DAY, block: 0, what: '获取验证码' },
  /** Password attempts per account and per IP: counted before checking, a success gives its point back. */
  loginPerAccount: { name: 'login:acct', points: 5, duration: 15 * MIN, block: 15 * MIN, what: '登录失败次数' },
  loginPerIp: { name: 'login:ip', points: 20, duration: 15 * MIN, block: 15 * MIN, what: '登录失败次数' },
  /** Code guesses per phone (across codes) and per IP; each code also allows only 5 (sms/codes.ts). */
  codePerPhone: { name: 'code:phone', points: 10, duration: 15 * MIN, block: 15 * MIN, what: '验证码错误次数' },
  codePerIp: { name: 'code:ip', points: 30, duration: 15 * MIN, block: 15 * MIN, what: '验证码错误次数' },
  /** Phone-taken look-ups per IP (the answer tells whether a number is registered). */
  phoneCheckPerIp: { name: 'phone:ip', points: 30, duration: 10 * MIN, block: 0, what: '查询' },
  /** Registrations completed per IP. */
  registerPerIp: { name: 'register:ip', points: 10, duration: 60 * MIN, block: 0, what: '注册' },
  /** Feedback posts per IP. */
  feedbackPerIp: { name: 'feedback:ip', points: 5, duration: 10 * MIN, block: 0, what: '提交', message: () => '提交过于频繁，请稍后再试' },
  /** Qualification uploads per store. */
  uploadPerStore: { name: 'upload:store', points: 30, duration: 60 * MIN, block: 0, what: '上传' },
  /** Customer-service chat messages per store. */
  chatPerStore: { name: 'chat:store', points: 20, duration: 60, block: 0, what: '发送', message: () => '发送过于频繁，请稍后再试' },
  /** Voucher / coupon code redemption attempts per store (for the redemption API). */
  redeemPerStore: { name: 'redeem:store', points: 10, duration: 10 * MIN, block: 10 * MIN, what: '兑换' },
} satisfies Record<string, Limit>;
