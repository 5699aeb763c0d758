/** 首营资料 on a goods' detail page, for a store that bought it: the files with their expiry flags and the pack. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $firstSale, checkFirstSale } from '../../stores/first-sale';

export default function GoodsFirstSale({ goodsId }: { goodsId: number }) {
  const pack = useStore($firstSale)[goodsId];
  useEffect(() => void checkFirstSale(goodsId), [goodsId]);
  if (!pack) return null;
  return (
    <section className="panel" aria-labelledby="first-sale-title">
      <h2 id="first-sale-title">首营资料</h2>
      <p>
        <a href={pack.url} download>
          下载首营资料包
        </a>{' '}
        <span className="muted">（企业资质与本品注册证/批件，贵店采购过本品）</span>
      </p>
      <ul>
        {pack.files.map((f) => (
          <li key={`${f.title}-${f.goods_name}`}>
            {f.title}
            {f.cert_no ? ` ${f.cert_no}` : ''} · 有效期至 {f.expires_on}
            {f.flag_text && <strong> · {f.flag_text}</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
