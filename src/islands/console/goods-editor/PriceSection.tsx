import type { EditorForm } from './form';

/** 价格: supply and retail price, and the ladder tiers (rows to add and remove, at most 5). */
export function PriceSection({ form }: { form: EditorForm }) {
  const { uid, v, set, err, money } = form;
  return (
    <fieldset>
      <legend>价格</legend>
      <div className="ge-grid">
        {money('base_price', '供货价（元）')}
        {money('retail_price', '建议零售价（元）')}
      </div>
      <div className="ge-ladder" role="group" aria-label="阶梯价">
        <p className="ge-sub">阶梯价（可不设）</p>
        <div className="ge-radios" role="radiogroup" aria-label="阶梯价类型">
          <label>
            <input type="radio" name={`${uid}-lt`} checked={v.ladder_price_type === 0} onChange={() => set('ladder_price_type', 0)} /> 全部数量按所达档位价计
          </label>
          <label>
            <input type="radio" name={`${uid}-lt`} checked={v.ladder_price_type === 1} onChange={() => set('ladder_price_type', 1)} /> 分段计价（每段数量按该段价格）
          </label>
        </div>
        {v.ladder.length > 0 && (
          <table className="ge-tiers">
            <thead>
              <tr>
                <th scope="col">档位</th>
                <th scope="col">起购数量</th>
                <th scope="col">单价（元）</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {v.ladder.map((t, i) => {
                const put = (k: 'number' | 'price', value: string) =>
                  set(
                    'ladder',
                    v.ladder.map((x, j) => (j === i ? { ...x, [k]: value } : x)),
                  );
                const e = [...(err(`ladder.${i}.number`) ?? []), ...(err(`ladder.${i}.price`) ?? [])];
                return (
                  <tr key={i}>
                    <td>第 {i + 1} 档</td>
                    <td>
                      <input
                        aria-label={`第 ${i + 1} 档起购数量`}
                        inputMode="numeric"
                        value={t.number}
                        aria-invalid={err(`ladder.${i}.number`) ? true : undefined}
                        onChange={(ev) => put('number', ev.currentTarget.value)}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={`第 ${i + 1} 档单价`}
                        inputMode="decimal"
                        value={t.price}
                        aria-invalid={err(`ladder.${i}.price`) ? true : undefined}
                        onChange={(ev) => put('price', ev.currentTarget.value)}
                      />
                      {e.length > 0 && <span className="cf-err">{e.join('；')}</span>}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="ge-link"
                        onClick={() =>
                          set(
                            'ladder',
                            v.ladder.filter((_, j) => j !== i),
                          )
                        }
                      >
                        删除第 {i + 1} 档
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {err('ladder') && <span className="cf-err">{err('ladder')!.join('；')}</span>}
        <button type="button" className="ge-add" disabled={v.ladder.length >= 5} onClick={() => set('ladder', [...v.ladder, { number: '', price: '' }])}>
          添加阶梯价
        </button>
      </div>
    </fieldset>
  );
}
