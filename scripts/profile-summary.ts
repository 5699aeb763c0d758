/**
 * `tsx scripts/profile-summary.ts file.cpuprofile`: where the CPU time of a `node --cpu-prof`
 * profile went — self time by package/file and by function, and inclusive time of the app's own
 * functions (src/…), so a page's cost can be read without opening DevTools.
 */
import fs from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary <file.cpuprofile>');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function area(url: string): string {
  if (!url) return '(native/gc/idle)';
  const nm = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return `pkg ${nm[1]}`;
  if (url.startsWith('node:')) return url;
  const dist = url.match(/dist\/server\/(.*)$/);
  if (dist) return `dist ${dist[1]}`;
  const src = url.match(/\/(src|scripts)\/(.*)$/);
  return src ? `${src[1]}/${src[2]}` : url;
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const byArea = new Map<string, number>();
const byFn = new Map<string, number>();
for (const [id, ms] of self) {
  const n = byId.get(id)!;
  add(byArea, area(n.callFrame.url), ms);
  add(byFn, `${n.callFrame.functionName || '(anon)'} ${area(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`, ms);
}
// Inclusive time per app function (each sample counted once per distinct frame on its stack).
const incl = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur)!.callFrame;
    if (!/\/(src|dist\/server)\//.test(f.url)) continue;
    const key = `${f.functionName || '(anon)'} ${area(f.url)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(incl, key, (profile.timeDeltas[i] ?? 0) / 1000);
  }
});

const show = (title: string, m: Map<string, number>, n = 25) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${v.toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`total sampled ${total.toFixed(0)} ms`);
show('self time by area', byArea);
show('self time by function', byFn, 30);
show('inclusive time, app code', incl, 30);
