import { describe, expect, it } from 'vitest';
import { linkTarget, NO_TARGET_PATH } from '../../src/lib/link-target';

describe('links without a target announce 活动暂未开始 (issue 31 item 5)', () => {
  it('an empty, blank or "#" url goes to /noActivity, never to "#"', () => {
    for (const url of ['', '  ', '#', null, undefined]) expect(linkTarget(url)).toBe(NO_TARGET_PATH);
    expect(NO_TARGET_PATH).toBe('/noActivity');
  });
  it('a real url is kept', () => {
    expect(linkTarget('/mrtj')).toBe('/mrtj');
    expect(linkTarget(' https://www.nmpa.gov.cn/ ')).toBe('https://www.nmpa.gov.cn/');
  });
});
