import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest orders files by their last duration, and without one (a fresh clone, as in CI) by size, largest
 * first. The slowest integration files are small ones that start child servers or PGlite under the heap
 * cap; run last, one of them kept a worker busy for a minute after the other had finished. These start
 * first (both engines; seconds measured on the quiet 2-core machine), then everything by vitest's order.
 */
const SLOW_FIRST = [
  'tests/integration/hostile-uploads.test.ts', // ~70 s on PGlite
  'tests/integration/supervisor.test.ts', // ~40 s
  'tests/integration/export-heap.test.ts', // ~33 s
  'tests/integration/search-index.test.ts', // ~33 s on PGlite
  'tests/integration/catalogue-search.test.ts', // ~31 s on PGlite
  'tests/integration/security-startup.test.ts',
  'tests/integration/security-fuzz.test.ts',
  'tests/integration/orders-api.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    // Array.prototype.sort is stable: files outside the list keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
