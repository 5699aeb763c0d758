import { describe, expect, it } from 'vitest';
import { renderNewsMarkdown } from '../../../src/server/content/news-markdown';

describe('news Markdown rendering', () => {
  it('renders the seed format: paragraphs, ## headings and - lists', () => {
    const html = renderNewsMarkdown('集采落地。\n\n## 对零售终端的影响\n\n- 调整品规；\n- 提前备货。');
    expect(html).toContain('<p>集采落地。</p>');
    expect(html).toContain('<h2>对零售终端的影响</h2>');
    expect(html).toMatch(/<ul>\s*<li>调整品规；<\/li>\s*<li>提前备货。<\/li>\s*<\/ul>/);
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderNewsMarkdown('通知<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<(?:script|img|iframe)\b/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops links and images with dangerous schemes, however written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
    ]) {
      const html = renderNewsMarkdown(`[点我](${href}) ![图](${href})`);
      expect(html, href).not.toMatch(/(?:href|src)="(?:java|vbscript|data:|file:)/i);
      expect(html, href).not.toMatch(/<img/);
    }
  });

  it('keeps safe links, opening other sites safely, and lazy images', () => {
    const html = renderNewsMarkdown('[详情](/help_xrzn_hyzc) [药监局](https://www.nmpa.gov.cn) [邮件](mailto:kf@yaocai.com) ![图](/img/banner/1.svg)');
    expect(html).toContain('<a href="/help_xrzn_hyzc">详情</a>');
    expect(html).toContain('<a href="https://www.nmpa.gov.cn" target="_blank" rel="noopener noreferrer nofollow">药监局</a>');
    expect(html).toContain('href="mailto:kf@yaocai.com"');
    expect(html).toMatch(/<img src="\/img\/banner\/1.svg" alt="图" loading="lazy" decoding="async">/);
  });

  it('keeps the page title the only h1', () => {
    expect(renderNewsMarkdown('# 大标题\n\n### 小标题')).toBe('<h2>大标题</h2>\n<h3>小标题</h3>\n');
  });
});
