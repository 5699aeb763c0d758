import type { EditorOptions } from '../../../lib/goods-editor';
import type { EditorForm } from './form';

const KIND_LABEL = { medicine: '药品', herbal: '中药饮片', device: '医疗器械' } as const;
const DEVICE_CLASSES = [
  ['1', 'I 类'],
  ['2', 'II 类'],
  ['3', 'III 类'],
] as const;

/** 基本信息: kind, names, category, maker, brand, spec and the fields of the chosen kind. */
export function BasicSection({ form, options }: { form: EditorForm; options: EditorOptions }) {
  const { uid, v, field, text, textProps } = form;
  const cats = options.categories.filter((c) => c.zone === v.kind);
  return (
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
        {v.kind !== 'herbal' && text('holder', v.kind === 'device' ? '注册人/备案人' : '上市许可持有人', {}, '与生产厂家相同可留空')}
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
  );
}
