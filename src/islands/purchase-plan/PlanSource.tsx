/** Step 1 and 2 of 采购计划导入: upload a file or paste rows, then check the column mapping. */
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $busy, $mapping, $sheet, matchSheet, PLAN_FIELD_ORDER, readFile, readPasted, resetPlan, setMapping, type PlanField } from '../../stores/purchase-plan';

const REQUIRED: Partial<Record<PlanField, string>> = { quantity: '必选', name: '名称/文号/条码至少一项' };

type Mode = 'file' | 'paste';
/** The two ways in, as tabs: [mode, tab label]. */
const MODES: readonly (readonly [Mode, string])[] = [
  ['file', '上传文件'],
  ['paste', '粘贴表格'],
];

export function PlanSource() {
  const [mode, setMode] = useState<Mode>('file');
  const [text, setText] = useState('');
  const busy = useStore($busy);
  // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'file' ? 'paste' : 'file';
    setMode(next);
    document.getElementById(`pl-tab-${next}`)?.focus();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void readFile(file);
  };
  return (
    <section className="pl-panel" aria-labelledby="pl-source-h">
      <div className="pl-panel-head">
        <h2 id="pl-source-h">1. 导入采购清单</h2>
        <a className="pl-link" href="/api/plan/template" download>
          下载导入模板
        </a>
      </div>
      {/* The arrow keys move between the tabs (each tab is a focusable button); the list itself is not a stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div className="pl-tabs" role="tablist" aria-label="导入方式" onKeyDown={onTabKey}>
        {MODES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`pl-tab-${value}`}
            aria-controls="pl-pane"
            aria-selected={mode === value}
            tabIndex={mode === value ? 0 : -1}
            onClick={() => setMode(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="pl-pane" role="tabpanel" aria-labelledby={mode === 'file' ? 'pl-tab-file' : 'pl-tab-paste'}>
        {mode === 'file' ? (
          <div className="pl-drop">
            <label className="pl-btn pl-primary" aria-disabled={!!busy}>
              选择文件
              <input
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={onFile}
                disabled={!!busy}
                className="sr-only"
              />
            </label>
            <p className="pl-muted">支持 Excel（.xlsx）和 CSV（UTF-8 或 GBK），每个文件最多 2000 行、2 MB。表头可用：通用名/商品名称、规格、生产厂家、批准文号、条形码、数量。</p>
          </div>
        ) : (
          <div className="pl-paste">
            <label htmlFor="pl-paste-text">粘贴采购清单</label>
            <p id="pl-paste-hint" className="pl-muted">
              从 Excel 复制多行，或每行一个品种：名称、规格、厂家、数量，用空格、逗号或 Tab 分开，有无表头均可。
            </p>
            <textarea
              id="pl-paste-text"
              aria-describedby="pl-paste-hint"
              rows={6}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={'阿莫西林胶囊 0.25g*24粒 天源 10盒\n布洛芬缓释胶囊 0.3g*20粒 康信制药 5盒'}
            />
            <button type="button" className="pl-btn pl-primary" disabled={!!busy} onClick={() => void readPasted(text)}>
              识别粘贴内容
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

export function PlanMapping() {
  const sheet = useStore($sheet);
  const mapping = useStore($mapping);
  const busy = useStore($busy);
  if (!sheet || !mapping) return null;
  const preview = sheet.rows.slice(0, 5);
  const used = PLAN_FIELD_ORDER.map((f) => mapping[f]).filter((c): c is number => c !== null);
  return (
    <section className="pl-panel" aria-labelledby="pl-map-h">
      <div className="pl-panel-head">
        <h2 id="pl-map-h">2. 核对列对应</h2>
        <button type="button" className="pl-link" onClick={resetPlan}>
          重新导入
        </button>
      </div>
      <p className="pl-muted">
        {sheet.header_row > 0
          ? `共读取 ${sheet.rows.length} 行（表头在第 ${sheet.header_row} 行${sheet.encoding === 'gbk' ? '，GBK 编码' : ''}）。已按表头自动对应，如有不对请手动选择。`
          : `共读取 ${sheet.rows.length} 行（没有表头）。已按内容识别各列（数量、规格、厂家），如有不对请手动选择。`}
      </p>
      {sheet.warnings.map((w) => (
        <p key={w} className="pl-warn" role="note">
          {w}
        </p>
      ))}
      <div className="pl-map">
        {PLAN_FIELD_ORDER.map((field) => (
          <label key={field} className="pl-map-item">
            <span>
              {sheet.fields[field]}
              {REQUIRED[field] && <small className="pl-muted">（{REQUIRED[field]}）</small>}
            </span>
            <select value={mapping[field] ?? ''} onChange={(e) => setMapping(field, e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}>
              <option value="">不导入</option>
              {sheet.headers.map((h, i) => (
                <option key={i} value={i}>
                  {h || `第 ${i + 1} 列`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {/* A scrollable preview must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="pl-scroll" tabIndex={0} role="region" aria-label="前 5 行预览">
        <table className="pl-preview">
          <thead>
            <tr>
              <th scope="col">行</th>
              {sheet.headers.map((h, i) => (
                <th key={i} scope="col" className={used.includes(i) ? 'on' : ''}>
                  {h || `第 ${i + 1} 列`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                {sheet.headers.map((_, i) => (
                  <td key={i} className={used.includes(i) ? 'on' : ''}>
                    {r.cells[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="pl-btn pl-primary" disabled={!!busy} onClick={() => void matchSheet()}>
        开始匹配（{sheet.rows.length} 行）
      </button>
    </section>
  );
}
