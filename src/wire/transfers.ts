/** 对公转账 as the browser reads it (GET/POST /api/moneys/transfer, POST …/{no}/receipt). */
export type TransferView = {
  id: number;
  transfer_no: string;
  memo: string;
  amount: string;
  order_id: number | null;
  status: 'pending' | 'submitted' | 'confirmed' | 'rejected';
  status_text: string;
  receipt: string | null;
  reject_reason: string;
  created_at: string;
  decided_at: string | null;
  account: { name: string; bank: string; account: string };
};
