// Mixed public reads over HTTP at fixed offered rates (ADR 301): the real server (src/main.ts, production
// settings) in its own process on the seeded 100,000-doctor search database, the open-loop generator
// (open-loop.ts) here. Out of every ten requests: five searches near Kampala for a specialty
// (doctor/searchDoctorsByLocation, the home page's and the find-doctor page's call), three doctor pages
// (doctor/getDoctor through the GET form the front-end uses, random doctors), one specialty list
// (Specialities/queryAllSpecialityNoAuth), one health-tip list (healthTips/queryTips). Each rate runs
// BENCH_LOAD_SECONDS (default 10) after a 2 s warm-up; p95 is the target, CPU per 1,000 reads is the server's.
import { rpcGetUrl } from '@musawo/shared/contracts';
import { sql } from 'kysely';
import type { SearchDb } from './fixtures';
import { BROWSER_HEADERS, type Engine, record, startServer } from './lib';
import { openLoop, type OpenLoopRun, type Shot } from './open-loop';

export const LOAD_SECONDS = Math.min(Math.max(Number(process.env.BENCH_LOAD_SECONDS ?? 10), 2), 60);
const RATES = (process.env.BENCH_READ_RATES ?? '300,600').split(',').map(Number).filter((n) => n > 0);
const KAMPALA = { address: 'Kampala', lat: 0.3163, lng: 32.5822 };
// The same bar at every rate: a rate under the top one missing it means something other than load.
const P95_TARGET: Record<Engine, { op: '<='; limit: number; why: string }> = {
  SQLite: { op: '<=', limit: 25, why: 'issue 30: mixed public reads, open loop, p95 <= 25 ms on SQLite and <= 40 ms on PostgreSQL at 600 req/s (the same bar at 300 req/s)' },
  PostgreSQL: { op: '<=', limit: 40, why: 'issue 30: mixed public reads, open loop, p95 <= 25 ms on SQLite and <= 40 ms on PostgreSQL at 600 req/s (the same bar at 300 req/s)' },
};
const NONE_FAILED = { op: '<=' as const, limit: 0, why: 'every read answers 200' };

const post = (kind: string, service: string, action: string, fields: object = {}): Shot => ({ kind, method: 'POST', path: '/api/v1', body: JSON.stringify({ SERVICE: service, ACTION: action, ...fields }), headers: BROWSER_HEADERS });

export async function runReadsBench(engine: Engine, search: SearchDb): Promise<void> {
  const specialties = await search.db.selectFrom('specialties').select(['id', 'name']).orderBy('position').execute();
  const doctors = (await search.db.selectFrom('doctor_profiles').select('user_id').orderBy(sql`random()`).limit(2_000).execute()).map((r) => r.user_id);
  const searches = specialties.map((s) =>
    post('search', 'doctor', 'searchDoctorsByLocation', {
      searchParams: { location: JSON.stringify(KAMPALA), specialty: JSON.stringify({ id: s.id, speciality_name: s.name }), page: '1', limit: '10' },
      filters: { rating: 0, price: [0, 100_000] },
      currency: 'UGX',
    }),
  );
  const doctorPages = doctors.map((id): Shot => ({ kind: 'getDoctor', method: 'GET', path: rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: id, currency: 'UGX' }) ?? '', headers: BROWSER_HEADERS }));
  const specialtyList = post('specialties', 'Specialities', 'queryAllSpecialityNoAuth');
  const tipList = post('tips', 'healthTips', 'queryTips', { page: '1' });
  // Out of ten: S D S D S D S T S P.
  const pattern = ['search', 'doctor', 'search', 'doctor', 'search', 'doctor', 'search', 'tips', 'search', 'specialties'] as const;
  const shot = (i: number): Shot => {
    const what = pattern[i % pattern.length];
    if (what === 'search') return searches[Math.floor(i / 2) % searches.length] as Shot;
    if (what === 'doctor') return doctorPages[i % doctorPages.length] as Shot;
    return what === 'tips' ? tipList : specialtyList;
  };
  const bad: string[] = [];
  const onAnswer = (_i: number, s: Shot, status: number, body: string) => {
    if (status !== 200 && bad.length < 3) bad.push(`${s.kind} ${status}: ${body.slice(0, 120)}`);
  };

  const server = await startServer(`server-reads-${engine === 'SQLite' ? 'sqlite' : 'postgres'}`, search.url);
  try {
    const pid = server.child.pid;
    console.log(`  ${engine}: mixed reads at ${RATES.join(' and ')} req/s, ${LOAD_SECONDS} s each after a 2 s warm-up...`);
    await openLoop({ base: server.base, rate: RATES[0] ?? 300, seconds: 2, shot, pid });
    const runs: OpenLoopRun[] = [];
    for (const rate of RATES) {
      const run = await openLoop({ base: server.base, rate, seconds: LOAD_SECONDS, shot, pid, onAnswer });
      runs.push(run);
      const kinds = [...run.byKind].map(([k, l]) => `${k} ${l.p95.toFixed(1)}`).join(', ');
      const l = run.latency;
      record(`mixed reads at ${rate} req/s: p95`, engine, l.p95, 'ms', {
        digits: 1,
        target: P95_TARGET[engine],
        note: `${run.sent} sent, ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} no answer; p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(0)} ms; p95 by kind (ms): ${kinds}; server ${((run.serverCpuMs ?? 0) / 1000 / run.seconds).toFixed(2)} cores, generator ${(run.clientCpuMs / 1000 / run.seconds).toFixed(2)} cores, worst send lag ${run.maxSendLagMs.toFixed(1)} ms`,
      });
      console.log(`    ${rate} req/s: p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms; ${run.ok}/${run.sent} ok; p95 by kind: ${kinds}`);
    }
    const failed = runs.reduce((s, r) => s + r.non2xx + r.errors, 0);
    record('mixed reads: answers other than 200', engine, failed, '', { digits: 0, target: NONE_FAILED, ...(bad.length === 0 ? {} : { note: bad.join('; ') }) });
    const cpu = runs.every((r) => r.serverCpuMs !== undefined) ? runs.reduce((s, r) => s + (r.serverCpuMs ?? 0), 0) : undefined;
    const answered = runs.reduce((s, r) => s + r.ok + r.non2xx, 0);
    record('server CPU per 1,000 mixed reads', engine, cpu === undefined || answered === 0 ? undefined : (cpu * 1000) / answered, 'ms', { digits: 0, note: `user + system of the server process(es), over the runs at ${RATES.join(' and ')} req/s` });
  } finally {
    await server.stop();
  }
}
