import { describe, expect, it } from 'vitest';
import { bannerSvg, goodsSvg } from '../../../src/server/images/goods-svg';
import { escapeXml, wrapText } from '../../../src/server/images/svg';
import { parseImageFile } from '../../../src/server/images/svg-response';

describe('generated images', () => {
  it('escapes product text so names cannot inject markup', () => {
    const svg = goodsSvg({ name: '<script>alert(1)</script>', spec: '0.25g*24粒 & "x"', manufacturer: "某'药业", kind: 'medicine', view: 1 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; &quot;x&quot;');
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('draws the same product the same way every time and labels its kind', () => {
    const input = { name: '阿莫西林胶囊', spec: '0.25g*24粒', manufacturer: '华北制药股份有限公司', kind: 'medicine' as const, view: 1 };
    expect(goodsSvg(input)).toBe(goodsSvg(input));
    expect(goodsSvg(input)).toContain('药品');
    expect(goodsSvg({ ...input, kind: 'herbal' })).toContain('中药饮片');
    expect(goodsSvg({ ...input, view: 2 })).not.toBe(goodsSvg(input));
  });

  it('wraps long names with an ellipsis and sizes banners to their slot', () => {
    expect(wrapText('复方盐酸伪麻黄碱缓释胶囊特别长的名字', 8, 2)).toEqual(['复方盐酸伪麻黄碱', '缓释胶囊特别长…']);
    expect(bannerSvg('领券中心', 1200, 80)).toContain('viewBox="0 0 1200 80"');
    expect(bannerSvg('领券中心', 1200, 80)).not.toContain('正品保障'); // no room for the strapline in a strip
  });

  it('accepts only well-formed image file names', () => {
    expect(parseImageFile('12-3.svg')).toEqual({ id: 12, view: 3 });
    expect(parseImageFile('12.svg')).toEqual({ id: 12, view: 1 });
    expect(parseImageFile('../etc/passwd')).toBeNull();
    expect(parseImageFile('12.png')).toBeNull();
  });
});
