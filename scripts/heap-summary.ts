/**
 * What holds a V8 heap: `npx tsx scripts/heap-summary.ts <file.heapsnapshot> [top]` sums the
 * snapshot's objects by kind and constructor (self sizes; a snapshot from `npm run bench:pages --
 * --heap-snapshot`, or any `v8.writeHeapSnapshot`), largest first, and the largest strings' openings.
 */
import fs from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/heap-summary.ts <file.heapsnapshot> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};
const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
const fields = snap.snapshot.meta.node_fields;
const width = fields.length;
const typeAt = fields.indexOf('type');
const nameAt = fields.indexOf('name');
const sizeAt = fields.indexOf('self_size');
const types = snap.snapshot.meta.node_types[0];

const groups = new Map<string, { count: number; bytes: number }>();
const strings: { bytes: number; text: string }[] = [];
let total = 0;
for (let i = 0; i < snap.nodes.length; i += width) {
  const type = types[snap.nodes[i + typeAt]!]!;
  const size = snap.nodes[i + sizeAt]!;
  const name = snap.strings[snap.nodes[i + nameAt]!] ?? '';
  total += size;
  const key = type === 'object' || type === 'closure' || type === 'native' ? `${type} ${name.slice(0, 60)}` : type;
  const g = groups.get(key) ?? { count: 0, bytes: 0 };
  g.count++;
  g.bytes += size;
  groups.set(key, g);
  if (type === 'string' && size > 100_000) strings.push({ bytes: size, text: name.slice(0, 80).replace(/\s+/g, ' ') });
}
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
console.log(`${file}: ${mb(total)} MB in ${(snap.nodes.length / width).toLocaleString('en')} objects`);
for (const [key, g] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) {
  console.log(`${mb(g.bytes).padStart(8)} MB ${String(g.count).padStart(9)}  ${key}`);
}
if (strings.length) {
  console.log('\nlargest strings:');
  for (const s of strings.sort((a, b) => b.bytes - a.bytes).slice(0, 10)) console.log(`${mb(s.bytes).padStart(8)} MB  ${s.text}`);
}
