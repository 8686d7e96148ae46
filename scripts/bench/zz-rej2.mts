import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
async function one(args: string[], port: number, label: string, env: Record<string,string> = {}) {
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=/tmp/prof/${label}`, 'node_modules/next/dist/bin/next', 'start', ...args, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: '/work/main', env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT: 'off', DATA_DIR: '/tmp/rej-data-' + port + Date.now(), ...env }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) { if (await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'OPTIONS' }).then(() => true, () => false)) break; await new Promise(r => setTimeout(r, 150)); }
  const run = (s: number) => autocannon({ url: `http://127.0.0.1:${port}/api/contact`, method: 'POST', duration: s, connections: 10, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }) });
  await run(3);
  const before = ticks(child.pid!);
  const r = await run(8);
  const after = ticks(child.pid!);
  console.log(label, 'req/s', r.requests.average.toFixed(0), 'CPU ms per request', ((after - before) * 10 / r.requests.total).toFixed(3));
  child.kill('SIGINT'); await new Promise(r => child.once('exit', r));
}
await one(['bench/blank-next'], 4960, 'blank');
await one([], 4961, 'site');
await one([], 4962, 'site-noworker', { DELIVERY_WORKER: 'off' });
await one(['bench/blank-next'], 4963, 'blank2');
