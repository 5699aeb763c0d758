/** 缺货登记 demand (issue 29 item 4): open 品种求购 requests grouped by goods, ranked by how many stores asked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { makeBuyers } from '../helpers/orders-fixtures';
import { createWanted } from '../../src/server/wanted/service';
import { wantedDemand } from '../../src/server/wanted/demand';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
});
afterAll(async () => {
  await t?.teardown();
});

const ask = (name: string, spec: string, quantity: number) => ({ name, spec, maker: '', approval: '', quantity, price: null, contact: '王芳', phone: '13912345678', remark: '' });

describe('求购需求排行', () => {
  it('ranks goods by the stores asking (the same goods written with other spaces and case counts once per store)', async () => {
    const [a, b, c] = await makeBuyers(t.db, 3);
    const owner = (x: typeof a) => ({ storeId: x!.storeId, memberId: x!.memberId });
    await createWanted(owner(a), ask('达格列净片', '10mg*14片', 5) as never, null);
    await createWanted(owner(b), ask('达格列净片 ', '10MG*14片', 3) as never, null);
    await createWanted(owner(c), ask('达格列净片', '10mg * 14片', 2) as never, null);
    await createWanted(owner(a), ask('司美格鲁肽注射液', '1.34mg/ml', 50) as never, null);
    await createWanted(owner(a), ask('司美格鲁肽注射液', '1.34mg/ml', 10) as never, null);
    const ranked = (await wantedDemand()).filter((d) => ['达格列净片', '司美格鲁肽注射液'].includes(d.name.trim()));
    expect(ranked.map((d) => [d.name.trim(), d.stores, d.quantity, d.requests])).toEqual([
      ['达格列净片', 3, 10, 3],
      ['司美格鲁肽注射液', 1, 60, 2],
    ]);
  });
});
