// Server render figures (issue 44, ADR 335), against a running server (e.g. `cd e2e && E2E_PORT=8202 node server.mjs`
// on a dev build): an open loop of HTML requests for distinct doctor pages, first uncached (every request a new
// page: a new doctor or, once every doctor was asked for, a new query string) at 50 req/s, then cached (the same
// pages again within their 30 s) at 500 req/s. Prints p50/p95/max and how many answers were rendered pages (not the
// frame alone), each figure with PASS or FAIL. Not a test: `npm run bench` runs it (scripts/bench-pages.mjs).
//   node scripts/bench-server-render.mjs [base URL] [seconds]
import { Agent, get } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';

const base = process.argv[2] ?? 'http://127.0.0.1:8202';
const seconds = Number(process.argv[3] ?? 10);

async function doctorIds() {
  const res = await fetch(`${base}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ SERVICE: 'doctor', ACTION: 'searchDoctorsByLocation', searchParams: { page: '1', limit: '50' }, filters: {}, currency: 'UGX' }),
  });
  const body = await res.json();
  return body.results.doctors?.map((d) => d.id) ?? body.results.map((d) => d.id);
}

// Node's own HTTP client on kept-alive sockets: fetch() cost the load generator, on the same two cores as the
// server, about three times the CPU per request, and its lag was counted against the server.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const unbrotli = promisify(brotliDecompress);

/** GET `url` as a browser asks for a page; resolves when the whole answer is in, with its status and Brotli body. */
function getPage(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
const textOf = async ({ body, encoding }) => (encoding === 'br' ? (await unbrotli(body)).toString('utf8') : body.toString('utf8'));

async function openLoop(rate, urls, forSeconds = seconds) {
  const times = [];
  let rendered = 0;
  let failed = 0;
  const total = rate * forSeconds;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const url = urls(i);
    pending.push(
      getPage(url)
        .then(async (answer) => {
          // From the request's due time: an open loop counts the queueing too.
          times.push(performance.now() - due);
          if ((await textOf(answer)).includes('data-painted="page"')) rendered += 1;
          if (answer.status !== 200) failed += 1;
        })
        .catch(() => {
          failed += 1;
        }),
    );
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { requests: total, rendered, failed, p50: at(0.5), p95: at(0.95), max: times.at(-1).toFixed(1) };
}

const ids = await doctorIds();
if (ids.length === 0) throw new Error('no doctors');
const run = Date.now().toString(36);
const page = (i) => `${base}/doctor/${ids[i % ids.length]}${i < ids.length ? '' : `?b=${run}-${i}`}`;
// A server that has been up a while: every version's code loaded in both threads (a release does this once) and
// compiled hot. A render thread's first renders take about twice as long as its hundredth (19 against 10 ms a page,
// API calls included, on the machine of 2026-11-29): 300 distinct pages first (a server's first minute), then the
// figures.
await openLoop(25, (i) => `${base}/doctor/${ids[i % ids.length]}?warm=${run}-${i}`, 12);
const uncached = await openLoop(50, page);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
// The figures follow the machine: what else ran on its cores is printed beside them.
console.log(`load average before the figures: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
console.log(`uncached distinct doctor pages, 50 req/s for ${seconds} s: ${JSON.stringify(uncached)}`);
console.log(`server render uncached p95 (ms)   ${uncached.p95}   <= 80   ${verdict(Number(uncached.p95) <= 80 && uncached.failed === 0)}`);
const cachedCount = Math.min(50 * seconds, 200);
const cached = await openLoop(500, (i) => page(i % cachedCount));
console.log(`cached doctor pages, 500 req/s for ${seconds} s: ${JSON.stringify(cached)}`);
console.log(`server render cached p95 (ms)     ${cached.p95}   <= 15   ${verdict(Number(cached.p95) <= 15 && cached.failed === 0)}`);
