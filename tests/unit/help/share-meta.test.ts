import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, shareDescription, shareMeta } from '../../../src/server/content/help-share';

describe('share metadata', () => {
  it('makes page and image URLs absolute when the origin is known', () => {
    expect(shareMeta({ title: '满减专区', description: '满¥399减¥20', path: '/yjh/1' }, 'https://www.yaocai.example')).toEqual({
      title: '满减专区',
      description: '满¥399减¥20',
      type: 'website',
      url: 'https://www.yaocai.example/yjh/1',
      image: `https://www.yaocai.example${DEFAULT_SHARE_IMAGE}`,
    });
    expect(shareMeta({ title: 't', description: 'd', path: '/a', image: 'https://cdn.example/x.png', type: 'article' }, 'https://s.example')).toMatchObject({
      image: 'https://cdn.example/x.png',
      type: 'article',
    });
  });

  it('leaves the page URL out rather than inventing a host for prerendered pages without SITE_URL', () => {
    expect(shareMeta({ title: 't', description: 'd', path: '/help' }, undefined)).toMatchObject({ url: undefined, image: DEFAULT_SHARE_IMAGE });
  });

  it('flattens and shortens descriptions without cutting a character in half', () => {
    expect(shareDescription('第一行\n\n  第二行')).toBe('第一行 第二行');
    const long = '药'.repeat(200);
    expect([...shareDescription(long)].length).toBe(120);
    expect(shareDescription(long).endsWith('…')).toBe(true);
    expect(shareDescription('😀'.repeat(130)).endsWith('😀…')).toBe(true);
  });
});
