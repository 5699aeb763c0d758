import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { $goodsImport, applyImport, previewImport } from '../../stores/console/goods-import';
import './console-form.css';

/** Bulk import of goods: file → preview with per-row errors → apply (all or nothing), with a progress bar while the server works. */
export default function GoodsImport() {
  const id = useId();
  const s = useStore($goodsImport);
  const busy = s.phase === 'checking' || s.phase === 'applying';
  const bad = s.preview?.rows.filter((r) => r.action === 'error') ?? [];
  return (
    <section className="gi" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>批量导入 / 更新</h2>
      <p className="gi-hint" id={`${id}-hint`}>
        格式同「导出 Excel」：按批次管理的商品每个批号一行（同一商品编号可有多行），库存为该批次的在库数量；新批号按该行入库。
      </p>
      <div className="cf-row">
        <label htmlFor={`${id}-file`}>选择 Excel（.xlsx）或 CSV 文件（支持 GBK 编码）</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xlsx,.csv,text/csv"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void previewImport(f);
          }}
        />
      </div>
      {busy && (
        <div className="gi-progress">
          <progress aria-label="导入进度" />
          <span role="status">{s.phase === 'checking' ? '正在检查文件…' : '正在导入，请勿关闭页面…'}</span>
        </div>
      )}
      {s.error && (
        <p role="alert" className="cf-msg cf-msg-error">
          {s.error}
        </p>
      )}
      {s.rowErrors.length > 0 && (
        <ul className="gi-errors" aria-label="导入失败的行">
          {s.rowErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {s.phase === 'done' && (
        <p role="status" className="cf-msg">
          {s.message}
        </p>
      )}
      {s.preview && (
        <div className="gi-preview">
          <p role="status">
            共 {s.preview.total} 行：新建 {s.preview.creates} 个，更新 {s.preview.updates} 个，错误 {s.preview.errors} 行
          </p>
          {bad.length > 0 && (
            <>
              <p className="cf-msg-error">以下行有错误，请修改文件后重新选择；修正前不会导入任何数据。</p>
              <table aria-label="错误行">
                <thead>
                  <tr>
                    <th>行号</th>
                    <th>商品</th>
                    <th>错误</th>
                  </tr>
                </thead>
                <tbody>
                  {bad.map((r) => (
                    <tr key={r.line}>
                      <td>第 {r.line} 行</td>
                      <td>{r.name}</td>
                      <td>{r.errors.join('；')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {bad.length === 0 && (
            <>
              <table aria-label="导入预览">
                <thead>
                  <tr>
                    <th>行号</th>
                    <th>操作</th>
                    <th>商品</th>
                    <th>变化</th>
                  </tr>
                </thead>
                <tbody>
                  {s.preview.rows.slice(0, 20).map((r) => (
                    <tr key={r.line}>
                      <td>第 {r.line} 行</td>
                      <td>{r.action === 'create' ? '新建' : '更新'}</td>
                      <td>{r.name}</td>
                      <td>{r.changes.join('；')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button type="button" className="cf-btn" disabled={busy} onClick={() => void applyImport()}>
                确认导入 {s.preview.total} 行
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
