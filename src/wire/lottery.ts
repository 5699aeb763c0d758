/** The JSON contract of the lottery APIs (types only): server views return these, stores read them. */

/** GET /api/draw/simple */
export type LotterySimple = { is_join: 0 | 1; id: number };

export type LotteryStatus = 'upcoming' | 'running' | 'ended';

/** GET /api/draw/{id}/activity */
export type LotteryActivity = {
  id: number;
  name: string;
  rules: string[];
  start_time: string;
  end_time: string;
  status: LotteryStatus;
  status_text: string;
  url: string;
};

export type LotteryPrize = { id: number; name: string; remarks: string; kind: string; stock: number | null; is_empty: 0 | 1 };

/** GET /api/draw?id */
export type LotteryDetail = LotteryActivity & {
  prizes: LotteryPrize[];
  chances: number;
  used: number;
  left: number;
  can_draw: 0 | 1;
};

/** POST /api/draw/{id} */
export type DrawPrize = { id: number; name: string; remarks: string; kind: string; is_win: 0 | 1 };
export type DrawAnswer = { id: number; prize: DrawPrize; chances_left: number };

/** GET /api/draw/record (list entries) */
export type DrawRecord = {
  id: number;
  activity_id: number;
  activity_name: string;
  prize_name: string;
  prize_kind: string;
  remarks: string;
  is_win: 0 | 1;
  created_at: string;
};

/** GET /api/draw/new_record?id (phone and company masked) */
export type Winner = { id: number; phone: string; company: string; prize_name: string; created_at: string };

/** GET /api/draw/ads */
export type LotteryAd = { id: number; title: string; url: string; end_time: string };

/** GET /api/draw/record: a page of my draws (of one lottery when `id` is given), newest first. */
export type DrawRecordPage = { total: number; page: number; page_size: number; list: DrawRecord[] };
