import { useEffect, type FormEvent } from 'react';
import { initPhotos, saveGoods } from '../../stores/console/goods-editor';
import type { EditorOptions, EditorValues } from '../../lib/goods-editor';
import { BasicSection } from './goods-editor/BasicSection';
import { useEditorForm } from './goods-editor/form';
import { Photos } from './goods-editor/Photos';
import { PriceSection } from './goods-editor/PriceSection';
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

/**
 * The goods editor: every field the shop uses, in sections, posted whole as JSON; the server's
 * Chinese messages are shown beside their fields. Ladder tiers are rows to add and remove, tags and
 * the 控销 release rule are check lists, photos are uploaded, reordered and removed (edit only).
 */
export default function GoodsEditor({ id, initial, options, photos, stock }: Props) {
  const form = useEditorForm(initial);
  const { s, v, setV, text, check, checkGroup } = form;
  useEffect(() => initPhotos(photos), [photos]);

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

  return (
    <form className="ge" onSubmit={onSubmit} noValidate aria-label={id ? '编辑商品' : '新增商品'}>
      <BasicSection form={form} options={options} />

      <PriceSection form={form} />

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
