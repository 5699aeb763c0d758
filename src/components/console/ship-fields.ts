/**
 * The ship form's fields (orders page and a goods' batch page, issue 24): carrier, tracking number and per
 * line its batch split (批号×数量, prefilled with the FEFO proposal the operator may change), trace codes
 * and the 无码 reason. The server checks the split (same goods, sellable, enough stock, = the line).
 */
import type { Field } from '../../islands/console/ConsoleForm';

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '德邦物流', '自有车辆配送'];

type ShipLine = { id: number; name: string; number: number; proposal: string };

export function shipFields(lines: readonly ShipLine[]): Field[] {
  return [
    { name: 'carrier', label: '承运商', type: 'select', options: CARRIERS.map((c) => ({ value: c, label: c })) },
    { name: 'tracking_no', label: '运单号', required: true },
    ...lines.flatMap((l, i): Field[] => [
      { name: `lines[${i}][line_id]`, label: '', type: 'hidden', value: String(l.id) },
      { name: `lines[${i}][alloc]`, label: `${l.name} ×${l.number} 批次分配（批号×数量，按效期先出）`, value: l.proposal },
      { name: `lines[${i}][codes]`, label: `${l.name} 追溯码（每行一个；箱码写「码 箱 数量」）`, type: 'textarea' },
      { name: `lines[${i}][no_code_reason]`, label: `${l.name} 无码原因（无追溯码时填写）` },
    ]),
  ];
}
