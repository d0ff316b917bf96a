// The standing abuse suite (issue 31): every action of the RPC catalogue, called by a visitor, a patient and a
// doctor with bodies built from the action's own input schema and then mutated (fields dropped, retyped,
// added, hostile strings). Each answer must be below 500; a refusal must be a readable 4xx that stored nothing.
// How long a request holds the event loop is a timing, so not asserted here: with FUZZ_LOOP_REPORT=<file> the
// suite writes the longest hold per engine there, and `npm run bench` (guards) holds it to 100 ms.
//
// Bounded and repeatable: FUZZ_RUNS bodies per action (default 12) from FUZZ_SEED (default 31). A failure
// prints the seed and the path to replay it.
import { readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import fc from 'fast-check';
import { inputs } from '@musawo/shared/rpc-inputs';
import { describeEngines, type Harness } from '../../test/engines';
import { type Actor, createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 31);
const LOOP_REPORT = process.env.FUZZ_LOOP_REPORT;

type Def = { type: string; shape?: Record<string, Schema>; innerType?: Schema; element?: Schema; options?: Schema[]; items?: Schema[]; entries?: Record<string, string>; values?: unknown[]; getter?: () => Schema; in?: Schema };
interface Schema {
  _zod: { def: Def };
}

const actions: [string, string, unknown][] = Object.keys(inputs).flatMap((service) => {
  const group = (inputs as unknown as Record<string, Record<string, unknown>>)[service] ?? {};
  return Object.keys(group).map((action) => [service, action, group[action]] as [string, string, unknown]);
});

const HOSTILE = ['', ' ', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", '{"$gt":""}', '../../etc/passwd', '\u202e\u0301', 'x'.repeat(5_000), `a@${'.'.repeat(5_000)}@`, '9999-12-31', '16:59', '-1', '1e309', '__proto__'];

/** Plausible values by field name, so a share of the bodies passes the schema and reaches the handler. */
function plausible(field: string, ids: { doctor: string; appointment: string }, h: Harness): fc.Arbitrary<unknown> {
  const f = field.toLowerCase();
  if (f.includes('doctorid')) return fc.constantFrom(ids.doctor, 'no-such-doctor');
  if (f.includes('appointmentid')) return fc.constantFrom(ids.appointment, 'no-such-appointment');
  if (f.includes('date') || f === 'date') return fc.constantFrom(dateAhead(h, 3), dateAhead(h, 400), '1990-05-20', '2026-02-30');
  if (f.includes('time')) return fc.constantFrom('09:00', '10:30', '16:59', '23:59');
  if (f.includes('phone')) return fc.constantFrom('+256700111222', '0772123456', '+256700000099');
  if (f.includes('email')) return fc.constantFrom('fuzz@example.ug', 'FUZZ@EXAMPLE.UG', 'a@b.co');
  if (f === 'day') return fc.constantFrom('Monday', 'Sunday');
  if (f.includes('password')) return fc.constantFrom('Kampala#2026', 'short');
  return fc.string({ maxLength: 40 });
}

/** An arbitrary for `schema`: mostly shaped like it, sometimes not at all. */
function arbitraryFor(schema: Schema | undefined, field: string, ctx: { ids: { doctor: string; appointment: string }; h: Harness }, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 6) return fc.anything({ maxDepth: 1 });
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: plausible(field, ctx.ids, ctx.h) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) });
    case 'number':
      return fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.constantFrom(0, 1, 5_000, 1e12, -1, 0.5, Number.MAX_SAFE_INTEGER));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
      return fc.option(arbitraryFor(def.innerType, field, ctx, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType, field, ctx, depth + 1), { nil: null });
    case 'lazy':
      return arbitraryFor(def.getter?.(), field, ctx, depth + 1);
    case 'pipe':
      return arbitraryFor(def.in, field, ctx, depth + 1);
    case 'array':
      return fc.array(arbitraryFor(def.element, field, ctx, depth + 1), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => arbitraryFor(item, field, ctx, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => arbitraryFor(o, field, ctx, depth + 1)));
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(shape)) record[key] = arbitraryFor(inner, key, ctx, depth + 1);
      return fc.record(record);
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A body from the schema, then (often) mutated: a field dropped, retyped or hostile, or one added. */
function bodyFor(input: unknown, ctx: { ids: { doctor: string; appointment: string }; h: Harness }): fc.Arbitrary<Record<string, unknown>> {
  const base = arbitraryFor(input as Schema, '', ctx).map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v }));
  const mutation = fc.oneof(
    { weight: 3, arbitrary: fc.constant((b: Record<string, unknown>) => b) },
    { weight: 1, arbitrary: fc.nat().map((n) => (b: Record<string, unknown>) => { const keys = Object.keys(b); if (keys.length > 0) delete b[keys[n % keys.length] as string]; return b; }) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.anything({ maxDepth: 2 })).map(([n, v]) => (b: Record<string, unknown>) => { const keys = Object.keys(b); if (keys.length > 0) b[keys[n % keys.length] as string] = v; return b; }) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE)).map(([n, v]) => (b: Record<string, unknown>) => { const keys = Object.keys(b); if (keys.length > 0) b[keys[n % keys.length] as string] = v; return b; }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'SERVICE'), fc.anything({ maxDepth: 1 })).map(([k, v]) => (b: Record<string, unknown>) => ({ ...b, [k]: v })) },
  );
  return fc.tuple(base, mutation).map(([b, mutate]) => mutate({ ...b }));
}

const STORED_TABLES = ['users', 'doctor_profiles', 'doctor_availability', 'reviews', 'appointments', 'transactions', 'ledger_entries', 'top_ups', 'top_up_phones', 'refresh_tokens', 'password_resets', 'outbox_messages'] as const;

/** Row counts and last updates of the tables an action can change: what a refused request must leave alone. */
async function fingerprint(h: Harness): Promise<string> {
  await h.app.services.background.idle();
  const parts: string[] = [];
  for (const table of STORED_TABLES) {
    const row = await h.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    parts.push(`${table}:${Number(row.n)}`);
  }
  const users = await h.db.selectFrom('users').select((eb) => eb.fn.max('updated_at').as('u')).executeTakeFirst();
  const appts = await h.db.selectFrom('appointments').select((eb) => eb.fn.max('updated_at').as('u')).executeTakeFirst();
  parts.push(`users@${String(users?.u)}`, `appointments@${String(appts?.u)}`);
  return parts.join(' ');
}

describeEngines('the RPC fuzzer', (h) => {
  let patient: Actor;
  let doctor: Actor;
  let ids = { doctor: '', appointment: '' };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  /** The longest the event loop was held during one request (ms), for the bench's report. */
  let longestHold = 0;

  beforeAll(async () => {
    doctor = await createBookableDoctor(h());
    patient = await createPatient(h(), 200_000);
    const booked = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Fuzz', appointment_date: dateAhead(h(), 2), appointment_time: '10:00' }, { token: patient.token });
    ids = { doctor: doctor.id, appointment: booked.results?.id ?? 'none' };
    loop.enable();
  });
  afterAll(() => {
    loop.disable();
    if (LOOP_REPORT === undefined) return;
    let report: Record<string, number> = {};
    try {
      report = JSON.parse(readFileSync(LOOP_REPORT, 'utf8')) as Record<string, number>;
    } catch {
      // the first engine's report
    }
    writeFileSync(LOOP_REPORT, JSON.stringify({ ...report, [h().engine]: longestHold }));
  });

  it.each(actions.map(([service, action, def]) => [`${service}/${action}`, service, action, def] as const))('%s', async (_name, service, action, def) => {
    const callers = fc.constantFrom<'visitor' | 'patient' | 'doctor'>('visitor', 'patient', 'doctor');
    await fc.assert(
      fc.asyncProperty(bodyFor(def, { ids, h: h() }), callers, async (body, caller) => {
        const token = caller === 'visitor' ? undefined : caller === 'patient' ? patient.token : doctor.token;
        const before = await fingerprint(h());
        loop.reset();
        const res = await h().call(service, action, body, token === undefined ? {} : { token });
        const held = loop.max / 1e6;
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body.success).toBe(false);
          expect(typeof res.body.message).toBe('string');
          expect(String(res.body.message).length).toBeGreaterThan(5);
          expect(String(res.body.message)).not.toMatch(/\[object|Error:|at \w+ \(|undefined/);
          expect(typeof res.body.code).toBe('string');
          expect(await fingerprint(h())).toBe(before);
        }
        if (LOOP_REPORT !== undefined) {
          // A long hold is measured once more, to tell the request from a garbage collection in its window.
          let again = held;
          if (held > 100) {
            loop.reset();
            await h().call(service, action, body, token === undefined ? {} : { token });
            again = loop.max / 1e6;
          }
          longestHold = Math.max(longestHold, Math.min(held, again));
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
