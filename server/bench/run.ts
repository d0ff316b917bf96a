// `npm run bench -w @musawo/server`: the server benchmark suite (DESIGN §10, issues 11 and 30, ADR 301). Prints
// figures; it is not a test. Each figure has a target and PASS/FAIL, or is 'info'; the table ends the output and
// is also written as JSON to .tmp/bench/server-results.json (and to BENCH_RESULTS_FILE when set, for
// scripts/bench.mjs).
//
//   1. Search (search.ts): place + specialty p95 at 100,000 doctors in-process (<= 25 ms), query plans. The
//      seeded database is cached in .tmp/bench (SQLite) / schema bench_search_<key> (PostgreSQL).
//   2. Mixed reads (reads.ts): the server in its own process on that database, an open-loop load at 300 and
//      600 req/s of searches, doctor pages, specialties and health tips; p95, server CPU per 1,000 reads.
//   3. Bookings (appointments.ts): open loop at 100 and 200 req/s by distinct patients, two per slot; p95,
//      exactly one booking per slot (checked in the database), server CPU per 1,000 bookings.
//      Then the doctors read them at 200 req/s, each read appending to the access record under its one lock
//      (ADR 109): p95, one row per answered read, the chain whole.
//   4. Consultations (consult.ts): 200 open rooms with the doctor's socket connected; patients send at 200/s;
//      messages delivered per second and the delivery p95 (send to arrival on the other party's socket).
// Each on SQLite and, when reachable, PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test). BENCH_ENGINES=sqlite|postgres limits it to one; BENCH_SECTIONS=
// search,reads,booking,consult,ussd,guards,registry (any of them) runs only those sections.
//   5. USSD (ussd.ts, issue 48): 200 new sessions a second, three screens each; the callback's p99 against 1 s.
//   6. Guards (guards.ts): the demo seed's time, a 99 KB hostile email's answer time and the RPC fuzzer's longest
//      event-loop hold (timings that tests used to assert).
//   7. Registry (registry.ts, issue 46): three servers on one database and artifact store; a switch's p95 until all
//      three serve it (<= 1 s) and the broken or mixed answers while 100 switches happen at 300 req/s (0).
// Bounded: about 2.5 minutes on this machine once the search databases exist (the first run seeds them).
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAppointmentsBench } from './appointments';
import { runConsultBench } from './consult';
import { runFuzzLoopBench, runGuardsBench } from './guards';
import { openSearchDb, pgBaseUrl, pgUnreachable } from './fixtures';
import { allFigures, benchDir, type Engine, printTable, record, skipped } from './lib';
import { runReadsBench } from './reads';
import { runSearchBench } from './search';
import { runRegistryBench } from './registry';
import { runUssdBench } from './ussd';

const section = (title: string) => console.log(`\n== ${title}`);

async function main(): Promise<void> {
  const started = Date.now();
  const wanted = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((s) => s.trim().toLowerCase());
  const engines: Engine[] = [];
  if (wanted.includes('sqlite')) engines.push('SQLite');
  if (wanted.includes('postgres')) {
    const why = await pgUnreachable();
    if (why === undefined) engines.push('PostgreSQL');
    else {
      console.log(`PostgreSQL not reachable: skipped (${pgBaseUrl().replace(/:[^:@/]*@/, ':***@')}: ${why})`);
      skipped('PostgreSQL', 'PostgreSQL', `not reachable: ${why}`);
    }
  }
  const sections = new Set((process.env.BENCH_SECTIONS ?? 'search,reads,booking,consult,ussd,guards,registry').split(',').map((s) => s.trim().toLowerCase()));
  const [l1, l5] = loadavg();
  console.log(`Musawo server benchmark on ${engines.join(' and ')}; load average ${l1?.toFixed(2)} (1 min), ${l5?.toFixed(2)} (5 min) before the run.`);

  if (sections.has('search') || sections.has('reads')) {
    section('Doctor search at scale, then mixed public reads over HTTP (open loop)');
    for (const engine of engines) {
      const search = await openSearchDb(engine);
      try {
        if (search.seededSeconds !== undefined) record(`seeding the search database`, engine, search.seededSeconds, 's', { digits: 1, note: `once, into ${search.where}` });
        else console.log(`  ${engine}: reusing ${search.where}`);
        if (sections.has('search')) await runSearchBench(engine, search);
        if (sections.has('reads')) await runReadsBench(engine, search);
      } finally {
        await search.db.destroy();
      }
    }
  }

  if (sections.has('booking')) {
    section('Bookings over HTTP (open loop)');
    for (const engine of engines) await runAppointmentsBench(engine);
  }

  if (sections.has('consult')) {
    section('Consultation messages over HTTP and WebSocket (open loop)');
    for (const engine of engines) await runConsultBench(engine);
  }

  if (sections.has('ussd')) {
    section('USSD callbacks over HTTP (open loop)');
    for (const engine of engines) await runUssdBench(engine);
  }

  if (sections.has('guards')) {
    section('Guards: the demo seed, a long hostile input');
    for (const engine of engines) await runGuardsBench(engine);
    runFuzzLoopBench(engines, pgBaseUrl());
  }

  if (sections.has('registry')) {
    section('Many machines, one release: registry switches served by three servers');
    for (const engine of engines) await runRegistryBench(engine);
  }

  const seconds = (Date.now() - started) / 1000;
  const seeding = allFigures()
    .filter((f) => f.metric.startsWith('seeding'))
    .reduce((s, f) => s + (f.value ?? 0), 0);
  section(`Results (${seconds.toFixed(0)} s${seeding > 0 ? `, of which ${seeding.toFixed(0)} s seeding` : ''}; load average now ${loadavg()[0]?.toFixed(2)})`);
  printTable();
  const json = JSON.stringify({ suite: 'server', seconds, figures: allFigures() }, null, 2);
  writeFileSync(join(benchDir, 'server-results.json'), json);
  if (process.env.BENCH_RESULTS_FILE !== undefined) writeFileSync(process.env.BENCH_RESULTS_FILE, json);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
