import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
async function one(root: string, port: number, prof: boolean, path = '/api/contact', post = true) {
  const child = spawn(process.execPath, [...(prof ? ['--cpu-prof', `--cpu-prof-dir=/tmp/prof/${port}`] : []), 'node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root, env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT: 'off', DATA_DIR: '/tmp/rej-data-' + port + Date.now() }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) { if (await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'OPTIONS' }).then(() => true, () => false)) break; await new Promise(r => setTimeout(r, 150)); }
  const run = (s: number) => autocannon({ url: `http://127.0.0.1:${port}${path}`, method: post ? 'POST' : 'GET', duration: s, connections: 10, ...(post ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }) } : {}) });
  await run(3);
  const before = ticks(child.pid!);
  const r = await run(8);
  const after = ticks(child.pid!);
  console.log(root, path, 'req/s', r.requests.average.toFixed(0), 'CPU ms per request', ((after - before) * 10 / r.requests.total).toFixed(3), 'bytes/req', (r.throughput.total / r.requests.total).toFixed(0));
  child.kill('SIGINT'); await new Promise(r => child.once('exit', r));
}
await one('/work/main', 4950, true);
