/** 降价通知 on a goods' detail page: the unit price the store would buy at; told when its own price reaches it (60 days). */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatYuan } from '../../lib/money';
import { formatDate } from '../../lib/time';
import { $priceDrops, askPriceDrop, checkPriceDrop, withdrawPriceDrop } from '../../stores/price-drop';
import { Field, useSubmit } from '../shared/forms/form-kit';
import './replenish.css';

export default function PriceDropNotice({ goodsId, loggedIn }: { goodsId: number; loggedIn: boolean }) {
  const notice = useStore($priceDrops)[goodsId];
  const [open, setOpen] = useState(false);
  const { busy, errors, submit } = useSubmit();
  useEffect(() => {
    if (loggedIn) void checkPriceDrop(goodsId);
  }, [goodsId, loggedIn]);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expected = String(new FormData(event.currentTarget).get('expected_price') ?? '');
    if (await submit(() => askPriceDrop(goodsId, expected))) setOpen(false);
  };
  if (notice) {
    return (
      <div className="an pd" role="status">
        <p>
          已登记降价通知：降到 {formatYuan(notice.expected_price)} 时通知您（至 {formatDate(notice.expires_at)}）。
        </p>
        <button type="button" className="an-link" onClick={() => void withdrawPriceDrop(goodsId)}>
          取消降价通知
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <p className="pd">
        <button type="button" className="an-link" aria-expanded="false" onClick={() => setOpen(true)}>
          降价通知我
        </button>
      </p>
    );
  }
  return (
    <form className="an pd" onSubmit={(e) => void onSubmit(e)} aria-label="降价通知" noValidate>
      <Field
        label="期望单价（元）"
        name="expected_price"
        inputMode="decimal"
        maxLength={10}
        required
        error={errors.expected_price ?? errors.goods_id}
        hint="您的采购价降到此价或更低时，站内信通知您（60 天内有效）"
      />
      <button type="submit" className="an-btn" disabled={busy}>
        登记降价通知
      </button>
    </form>
  );
}
