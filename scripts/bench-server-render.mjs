// Server render figures (issue 44, ADR 335), against a running server (e.g. `cd e2e && E2E_PORT=8202 node server.mjs`
// on a dev build): an open loop of HTML requests for distinct doctor pages, first uncached (every request a new
// page: a new doctor or, once every doctor was asked for, a new query string) at 50 req/s, then cached (the same
// pages again within their 30 s) at 500 req/s. Prints p50/p95/max and how many answers were rendered pages (not the
// frame alone), each figure with PASS or FAIL. Not a test: `npm run bench` runs it (scripts/bench-pages.mjs).
//   node scripts/bench-server-render.mjs [base URL] [seconds]
import { performance } from 'node:perf_hooks';

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

async function openLoop(rate, urls) {
  const times = [];
  let rendered = 0;
  let failed = 0;
  const total = rate * seconds;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const url = urls(i);
    pending.push(
      fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })
        .then(async (res) => {
          const text = await res.text();
          // From the request's due time: an open loop counts the queueing too.
          times.push(performance.now() - due);
          if (text.includes('data-painted="page"')) rendered += 1;
          if (res.status !== 200) failed += 1;
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
// Every version's code loaded in both threads first (a release does this once), then the figures.
await openLoop(5, (i) => `${base}/doctor/${ids[i % ids.length]}?warm=${run}-${i}`);
const uncached = await openLoop(50, page);
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
console.log(`uncached distinct doctor pages, 50 req/s for ${seconds} s: ${JSON.stringify(uncached)}`);
console.log(`server render uncached p95 (ms)   ${uncached.p95}   <= 80   ${verdict(Number(uncached.p95) <= 80 && uncached.failed === 0)}`);
const cachedCount = Math.min(50 * seconds, 200);
const cached = await openLoop(500, (i) => page(i % cachedCount));
console.log(`cached doctor pages, 500 req/s for ${seconds} s: ${JSON.stringify(cached)}`);
console.log(`server render cached p95 (ms)     ${cached.p95}   <= 15   ${verdict(Number(cached.p95) <= 15 && cached.failed === 0)}`);
