import fs from 'node:fs';

/**
 * `npx tsx tests/bench/profile-top.ts <file.cpuprofile> [count]`: the functions with the most self time in a CPU
 * profile written by `node --cpu-prof` (BENCH_CPU_PROF), as a share of the sampled time.
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[] };
const self = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  total += hits;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/.*\/(api|src)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  self.set(key, (self.get(key) ?? 0) + hits);
}
for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
}
