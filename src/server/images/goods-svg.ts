import { escapeXml, hueOf, wrapText } from './svg';

export type GoodsImageInput = { name: string; spec: string; manufacturer: string; kind: 'medicine' | 'herbal' | 'device'; view: number };

const KIND_LABEL = { medicine: '药品', herbal: '中药饮片', device: '医疗器械' } as const;

/**
 * A packshot-like product image drawn from the goods' own data (no network, no files):
 * a box in the product's colour with its name, spec and maker. `view` varies the angle.
 */
export function goodsSvg({ name, spec, manufacturer, kind, view }: GoodsImageInput): string {
  const hue = hueOf(name + manufacturer);
  const lines = wrapText(name, 8, 2);
  const tilt = [0, -4, 4, 0][(view - 1) % 4];
  const box = kind === 'herbal' ? 'rx="60"' : 'rx="12"';
  const title = lines.map((line, i) => `<text x="200" y="${175 + i * 38}" font-size="32" font-weight="700" text-anchor="middle" fill="#1d2a24">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#fafafa"/>
<g transform="rotate(${tilt} 200 200)">
<rect x="50" y="70" width="300" height="260" ${box} fill="hsl(${hue} 55% 92%)" stroke="hsl(${hue} 45% 55%)" stroke-width="4"/>
<rect x="50" y="70" width="300" height="56" ${box} fill="hsl(${hue} 50% 45%)"/>
<text x="200" y="108" font-size="22" text-anchor="middle" fill="#fff">${KIND_LABEL[kind]}</text>
${title}
<text x="200" y="262" font-size="22" text-anchor="middle" fill="#44524b">${escapeXml(spec.slice(0, 18))}</text>
<text x="200" y="306" font-size="17" text-anchor="middle" fill="#66736c">${escapeXml(manufacturer.slice(0, 16))}</text>
</g>
<style>text{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}</style>
</svg>`;
}

/** A wide banner with a headline for focus slots. */
export function bannerSvg(title: string, width = 790, height = 340): string {
  const hue = hueOf(title);
  // The title must fit both the width (CJK glyphs ≈ 1em wide) and the height of the slot.
  const titleSize = Math.round(Math.min(height / 3, (width * 0.8) / Math.max(4, title.length), height >= 150 ? height / 7 : height / 2.5));
  const pad = Math.round(Math.min(60, width / 12));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 58%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 120}" cy="${height / 2}" r="${height / 2.6}" fill="#fff" opacity=".14"/>
<text x="${pad}" y="${height / 2 + titleSize / 3}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
${height >= 150 ? `<text x="${pad}" y="${height / 2 + titleSize / 3 + height / 6}" font-size="${Math.round(height / 14)}" fill="#fff" opacity=".9">药采 · 正品保障 · 资质齐全</text>` : ''}
<style>text{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif}</style>
</svg>`;
}
