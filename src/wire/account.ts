/**
 * Member-centre shapes on the wire (addresses, messages, stores, qualification slots; built by
 * src/server/accounts/, read by the account stores and islands). Types only.
 */

/** A delivery address (GET /api/user/address; also inside the checkout preview). */
export type Address = {
  id: number;
  consignee: string;
  phone: string;
  phone_masked: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  full: string;
  is_default: number;
};

/** A site message of the member's store (我的消息). */
export type Message = { id: number; title: string; body: string; is_read: number; created_at: string };

/** One page of 我的消息 (GET /api/user/messages). */
export type MessagePage = { total: number; page: number; per_page: number; unread: number; list: Message[] };

/** POST /api/user/messages/{id}/read: the unread count left. */
export type MessageRead = { message_count: number };

/** One of the member's stores (多店管理). */
export type StoreItem = {
  id: number;
  company: string;
  company_type: string;
  contact: string;
  address: string;
  is_passed: number;
  contract_signed: number;
  certificates: number;
  is_active: number;
};

/** A certificate the store may upload (资质管理). */
export type QualificationSlot = { type: string; name: string; scoped: number; required: number };

/** POST /api/user/create_code: seconds until another code may be sent. */
export type SmsCodeSent = { resend_in: number };

/** GET /api/user/phone/{phone}: whether the phone is registered already. */
export type PhoneExists = { exists: number };

/** Login, registration and password-reset steps answer where to go next. */
export type NextStep = { next: string };
