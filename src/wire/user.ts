/**
 * The user base info on the wire (GET /api/user/base; built by the server's user-base view, read by
 * src/stores/user.ts). Types only.
 */

export type UserAdmin = {
  name: string;
  phone: string;
  /** 0 means the name is shown with the dedicated-manager prefix. */
  is_default: number;
};

export type UserBase = {
  /** Always true in an answer: the header may render. */
  show: boolean;
  is_login: number;
  username: string;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: number;
  /** The assigned account manager; null when none is assigned. */
  admin: UserAdmin | null;
  address: string;
  is_passed: number;
  points: number;
  /** Cart item count (badge). */
  cart: number;
  message_count: number;
  /** 1 when a WeChat account is bound. */
  wechat: number;
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string };
  login_url: string;
  is_show_youx: number;
  is_special: number;
  is_can_chat: number;
  token: string;
  /** 1 while a return / after-sales request of the store is being handled (submitted or approved, not yet refunded). */
  is_AfterSale: number;
};
