import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { $goodsEditor, arrangePhotos, clearFieldErrors, initPhotos, saveGoods, uploadPhoto } from '../../stores/console/goods-editor';
import type { EditorOptions, EditorValues } from '../../lib/goods-editor';
import './console-form.css';
import './goods-editor.css';

type Props = {
  /** null: the create form. */
  id: number | null;
  initial: EditorValues;
  options: EditorOptions;
  photos: number[];
  stock: number;
};

const KIND_LABEL = { medicine: '药品', herbal: '中药饮片', device: '医疗器械' } as const;
const DEVICE_CLASSES = [
  ['1', 'I 类'],
  ['2', 'II 类'],
  ['3', 'III 类'],
] as const;

/**
 * The goods editor: every field the shop uses, in sections, posted whole as JSON; the server's
 * Chinese messages are shown beside their fields. Ladder tiers are rows to add and remove, tags and
 * the 控销 release rule are check lists, photos are uploaded, reordered and removed (edit only).
 */
export default function GoodsEditor({ id, initial, options, photos, stock }: Props) {
  const uid = useId();
  const s = useStore($goodsEditor);
  const [v, setV] = useState<EditorValues>(initial);
  useEffect(() => initPhotos(photos), [photos]);
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    clearFieldErrors(key);
    // Another kind has other categories: the choice starts again.
    setV((old) => ({ ...old, [key]: value, ...(key === 'kind' && value !== old.kind ? { category_id: '' } : {}) }));
  };
  /** A yuan amount: ¥ before it, two decimals once the field is left. */
  const money = (key: 'base_price' | 'retail_price', label: string) =>
    field(
      key,
      label,
      <span className="ge-money">
        <span aria-hidden="true">¥</span>
        <input
          {...textProps(key)}
          inputMode="decimal"
          placeholder="0.00"
          onBlur={(e) => {
            const n = e.currentTarget.value.trim();
            if (/^\d+(\.\d{0,2})?$/.test(n)) set(key, (Math.round(Number(n) * 100) / 100).toFixed(2));
          }}
        />
      </span>,
    );
  const err = (key: string) => s.fields[key];
  const fid = (key: string) => `${uid}-${key}`;

  function field(key: keyof EditorValues & string, label: string, input: ReactNode, hint?: string) {
    const e = err(key);
    return (
      <div className="cf-row">
        <label htmlFor={fid(key)}>{label}</label>
        {input}
        {hint && <small className="ge-hint">{hint}</small>}
        {e && (
          <span className="cf-err" id={`${fid(key)}-err`}>
            {e.join('；')}
          </span>
        )}
      </div>
    );
  }
  const textProps = (key: keyof EditorValues & string) => ({
    id: fid(key),
    name: key,
    value: String(v[key] ?? ''),
    'aria-invalid': err(key) ? true : undefined,
    'aria-describedby': err(key) ? `${fid(key)}-err` : undefined,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
  });
  const text = (key: keyof EditorValues & string, label: string, extra: Record<string, unknown> = {}, hint?: string) =>
    field(key, label, <input {...textProps(key)} {...extra} />, hint);
  const check = (key: keyof EditorValues & string, label: string) => (
    <div className="cf-row cf-check">
      <input id={fid(key)} type="checkbox" checked={Boolean(v[key])} onChange={(e) => set(key, e.currentTarget.checked as never)} />
      <label htmlFor={fid(key)}>{label}</label>
      {err(key) && <span className="cf-err ge-wide">{err(key)!.join('；')}</span>}
    </div>
  );
  const toggleIn = (key: 'tag_ids' | 'control_company_types' | 'control_provinces', value: never, on: boolean) => {
    clearFieldErrors(key);
    setV((old) => {
      const list = old[key] as unknown[];
      return { ...old, [key]: on ? [...list, value] : list.filter((x) => x !== value) };
    });
  };
  /** A fieldset of checkboxes that adds its values to, or removes them from, one list field. */
  const checkGroup = (
    key: 'tag_ids' | 'control_company_types' | 'control_provinces',
    legend: string,
    choices: { value: string | number; label: ReactNode }[],
    className = 'ge-checks',
  ) => (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <label key={c.value}>
          <input type="checkbox" checked={(v[key] as (string | number)[]).includes(c.value)} onChange={(e) => toggleIn(key, c.value as never, e.currentTarget.checked)} /> {c.label}
        </label>
      ))}
      {err(key) && <span className="cf-err">{err(key)!.join('；')}</span>}
    </fieldset>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: Record<string, unknown> = { ...v };
    // Fields of another kind are sent empty, so a changed kind never trips over values now hidden.
    if (v.kind !== 'herbal') Object.assign(body, { origin: '', grade: '' });
    if (v.kind !== 'device') body.device_class = '';
    if (v.kind !== 'medicine') Object.assign(body, { rx_class: '', is_ephedrine: false });
    if (id) delete body.stock;
    else delete body.version;
    const saved = await saveGoods(id, body);
    if (saved === null) {
      document.querySelector<HTMLElement>('.ge [aria-invalid="true"], .ge .cf-err')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (!id) location.assign(`/admin/goods/${saved}?created=1`);
    else setV((old) => ({ ...old, version: old.version + 1 }));
  }

  const cats = options.categories.filter((c) => c.zone === v.kind);
  return (
    <form className="ge" onSubmit={onSubmit} noValidate aria-label={id ? '编辑商品' : '新增商品'}>
      <fieldset>
        <legend>基本信息</legend>
        <div className="ge-grid">
          {field(
            'kind',
            '商品类型',
            <select {...textProps('kind')}>
              {Object.entries(KIND_LABEL).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </select>,
          )}
          {text('name', v.kind === 'herbal' ? '品名（通用名）' : '通用名')}
          {text('trade_name', '商品名')}
          {field(
            'category_id',
            '分类',
            <select {...textProps('category_id')}>
              <option value="">请选择</option>
              {cats.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.label}
                </option>
              ))}
            </select>,
          )}
          {text('manufacturer', '生产厂家', { list: `${uid}-makers`, autoComplete: 'off' }, '可选择已有厂家或输入新厂家全称')}
          <datalist id={`${uid}-makers`}>
            {options.manufacturers.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
          {field(
            'brand_id',
            '品牌',
            <select {...textProps('brand_id')}>
              <option value="">无</option>
              {options.brands.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </select>,
          )}
          {text('spec', '规格')}
          {text('unit', '单位')}
          {text('dosage_form', v.kind === 'device' ? '型号/剂型' : '剂型')}
          {text('approval_no', v.kind === 'device' ? '注册证号/备案号' : v.kind === 'herbal' ? '批准文号（可空）' : '批准文号')}
          {text('barcode', '商品条码', { inputMode: 'numeric' }, '13 位 EAN-13（国内厂家多为 69 开头），可空')}
          {v.kind === 'medicine' &&
            field(
              'rx_class',
              '处方类别',
              <select {...textProps('rx_class')}>
                <option value="">未标注</option>
                <option value="Rx">处方药（Rx）</option>
                <option value="OTC甲">甲类非处方药（OTC甲）</option>
                <option value="OTC乙">乙类非处方药（OTC乙）</option>
              </select>,
            )}
          {v.kind === 'herbal' && text('origin', '产地')}
          {v.kind === 'herbal' && text('grade', '等级', {}, '如 统货、一等、选货')}
          {v.kind === 'device' &&
            field(
              'device_class',
              '器械类别',
              <select {...textProps('device_class')}>
                <option value="">请选择</option>
                {DEVICE_CLASSES.map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>,
            )}
        </div>
      </fieldset>

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

      <fieldset>
        <legend>包装与限购</legend>
        <div className="ge-grid">
          {text('mid_pack', '中包装', { inputMode: 'numeric' })}
          {text('case_pack', '件装', { inputMode: 'numeric' })}
          {check('only_mid_pack', '按中包装倍数购买')}
          {text('xg_number', '限购数量', { inputMode: 'numeric' }, '0 不限购，-1 不可购买')}
          {check('is_dpby', '单品包邮')}
          {v.is_dpby && text('qg_number', '包邮起购数量', { inputMode: 'numeric' }, '单品达到此数量包邮')}
          {check('is_free_shipping', '满件包邮')}
          {v.is_free_shipping && text('free_shipping_number', '满件包邮数量', { inputMode: 'numeric' })}
        </div>
      </fieldset>

      {checkGroup(
        'tag_ids',
        '标签',
        options.tags.map((t) => ({
          value: t.id,
          label: (
            <span className="ge-tag" style={{ borderColor: t.color, color: t.color }}>
              {t.name}
            </span>
          ),
        })),
      )}

      <fieldset>
        <legend>特殊管理</legend>
        <div className="ge-grid">
          {v.kind === 'medicine' && check('is_ephedrine', '含麻黄碱类复方制剂（含麻）')}
          {v.kind === 'medicine' && v.is_ephedrine && text('ephedrine_limit', '含麻每单限购', { inputMode: 'numeric' }, '0 表示不单独限制')}
          {check('is_controlled', '控销（仅向指定客户类型、地区销售）')}
        </div>
        {v.is_controlled && (
          <div className="ge-rule">
            {checkGroup(
              'control_company_types',
              '可购买的客户类型（不选则不限）',
              options.companyTypes.map((t) => ({ value: t, label: t })),
            )}
            {checkGroup(
              'control_provinces',
              '可购买的地区（不选则不限）',
              options.provinces.map((p) => ({ value: p, label: p })),
              'ge-checks ge-provinces',
            )}
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend>批号与库存</legend>
        <div className="ge-grid">
          {text('batch_no', '批号')}
          {text('production_date', '生产日期', { type: 'date' })}
          {text('expiry_date', '有效期至', { type: 'date' })}
          {id ? (
            <p className="ge-stock">
              当前库存 <strong>{stock}</strong>（库存不在此修改，请在
              <a href={`/admin/goods?keyword=${encodeURIComponent(initial.name)}#goods-${id}`}>商品列表的「库存变动」</a>中记录入库、出库或报损）
            </p>
          ) : (
            text('stock', '初始库存', { inputMode: 'numeric' }, '记为「新品入库」库存变动')
          )}
        </div>
      </fieldset>

      <fieldset>
        <legend>上下架</legend>
        {check('is_on_sale', '上架销售')}
      </fieldset>

      {id ? (
        <Photos id={id} />
      ) : (
        <fieldset>
          <legend>商品图片</legend>
          <p className="ge-hint">保存商品后即可上传图片。</p>
        </fieldset>
      )}

      <div className="ge-actions">
        <button type="submit" className="cf-btn" disabled={s.busy}>
          {s.busy ? '保存中…' : id ? '保存修改' : '创建商品'}
        </button>
        <p role="status" className={s.error ? 'cf-msg cf-msg-error' : 'cf-msg'}>
          {s.error || s.ok}
        </p>
      </div>
    </form>
  );
}

/** Uploaded photos: upload (appended), move up/down, remove. */
function Photos({ id }: { id: number }) {
  const uid = useId();
  const s = useStore($goodsEditor);
  const views = s.photos;
  const move = (i: number, d: -1 | 1) => {
    const order = [...views];
    [order[i], order[i + d]] = [order[i + d]!, order[i]!];
    void arrangePhotos(id, order);
  };
  return (
    <fieldset aria-busy={s.photoBusy}>
      <legend>商品图片</legend>
      {views.length === 0 && <p className="ge-hint">尚未上传图片，商城显示系统生成的示意图。上传后按顺序展示，第一张为主图。</p>}
      <ol className="ge-photos" aria-label="已上传的图片">
        {views.map((view, i) => (
          <li key={`${view}-${s.stamp}`}>
            <img src={`/img/goods/${id}-${view}.svg?t=${s.stamp}`} alt={`图片 ${i + 1}`} width="120" height="120" />
            <span>{i === 0 ? '主图' : `图片 ${i + 1}`}</span>
            <span className="ge-photo-actions">
              <button type="button" className="ge-link" disabled={i === 0 || s.photoBusy} onClick={() => move(i, -1)} aria-label={`图片 ${i + 1} 前移`}>
                前移
              </button>
              <button type="button" className="ge-link" disabled={i === views.length - 1 || s.photoBusy} onClick={() => move(i, 1)} aria-label={`图片 ${i + 1} 后移`}>
                后移
              </button>
              <button
                type="button"
                className="ge-link"
                disabled={s.photoBusy}
                onClick={() =>
                  void arrangePhotos(
                    id,
                    views.filter((x) => x !== view),
                  )
                }
                aria-label={`删除图片 ${i + 1}`}
              >
                删除
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="cf-row">
        <label htmlFor={`${uid}-file`}>上传图片（JPG/PNG，≤ 5 MB，最多 9 张）</label>
        <input
          id={`${uid}-file`}
          type="file"
          accept="image/png,image/jpeg"
          disabled={s.photoBusy || views.length >= 9}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (f) void uploadPhoto(id, f);
          }}
        />
      </div>
      <p role="status" className={s.photoError ? 'cf-msg cf-msg-error' : 'cf-msg'}>
        {s.photoError || (s.photoBusy ? '正在处理图片…' : '')}
      </p>
    </fieldset>
  );
}
