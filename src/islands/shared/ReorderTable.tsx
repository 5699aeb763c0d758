/**
 * The table of the re-order pages (常购清单, 快捷采购, 我的收藏): scrolling on a phone, a caption for
 * screen readers, the 选择 and 商品 columns, then the page's own column heads (`head`) and rows.
 */
import type { ReactNode } from 'react';

export default function ReorderTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="ss-scroll">
      <table className="ss-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">选择</span>
            </th>
            <th scope="col">商品</th>
            {head}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
