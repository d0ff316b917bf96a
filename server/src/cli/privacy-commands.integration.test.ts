// The operators' commands of issues 47 and 49, run as operators run them (a process of their own on the configured
// database), on every engine: `operator add`, `audit:verify` (intact, an edited row, a removed head) and
// `breach:draft` (the drafts written for the owner only, usage without dates). The functions behind them are tested
// in their own files; this is the command around them: arguments, exit codes, what it prints and writes.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appointmentDateIso } from '@musawo/shared/contracts';
import { as, createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';
import { describeEngines } from '../../test/engines';

const root = resolve(__dirname, '../../..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const work = mkdtempSync(join(tmpdir(), 'musawo-commands-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -w @musawo/server -- ...args` without npm: the script's file through tsx, on `databaseUrl`. */
function command(databaseUrl: string, file: string, ...args: string[]): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsx, join(root, 'server', 'src', 'cli', file), ...args], {
      cwd: join(root, 'server'),
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describeEngines('the operators’ commands', (h, engine) => {
  let patientId = '';
  let patientPhone = '';

  beforeAll(async () => {
    const doctor = await createBookableDoctor(h(), { name: 'Dr. Grace Achieng' });
    const patient = await createPatient(h(), 500_000, { name: 'Ruth Namubiru' });
    patientId = patient.id;
    patientPhone = patient.phone;
    const booked = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Cough for two weeks', appointment_date: appointmentDateIso(dateAhead(h(), 21)), appointment_time: '10:00' }, as(patient));
    // The doctor reads the patient's appointment: one row in the access record.
    await h().ok('appointment', 'getAppointment', { appointmentId: booked.results?.id ?? '' }, as(doctor));
  });

  it('operator add makes an operator once and refuses a patient’s email', async () => {
    const email = `ops-${engine}@musawo.test`;
    const added = await command(h().url, 'operator.ts', 'add', email, '--name', 'Amina Operator');
    expect(added.stdout).toContain(`Operator added: ${email}.`);
    expect(added.code).toBe(0);
    const row = await h().db.selectFrom('users').select(['user_type', 'name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'operator', name: 'Amina Operator' });
    const again = await command(h().url, 'operator.ts', 'add', email);
    expect([again.code, again.stdout.trim()]).toEqual([0, `${email} is already an operator: nothing changed.`]);
    const patientEmail = (await h().db.selectFrom('users').select('email').where('id', '=', patientId).executeTakeFirstOrThrow()).email ?? '';
    const taken = await command(h().url, 'operator.ts', 'add', patientEmail);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('belongs to a patient');
  });

  it('audit:verify says the record is intact and prints its head, then fails on an edited row and on a removed head', async () => {
    const intact = await command(h().url, 'audit-verify.ts');
    expect(intact.stderr).toBe('');
    expect(intact.code).toBe(0);
    const head = /Head: (\d+:[0-9a-f]+)/.exec(intact.stdout)?.[1] ?? '';
    expect(intact.stdout).toMatch(/^The access record is intact: [1-9]\d* rows\./);
    expect(head).not.toBe('');

    const [seq] = head.split(':');
    const last = await h().db.selectFrom('access_record').selectAll().where('seq', '=', Number(seq)).executeTakeFirstOrThrow();
    // Someone edits the row, then puts it back: the first check fails, the second passes again.
    await h().db.updateTable('access_record').set({ reason: 'curiosity' }).where('seq', '=', last.seq).execute();
    const edited = await command(h().url, 'audit-verify.ts');
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain(`The access record is broken at row ${last.seq}`);
    await h().db.updateTable('access_record').set({ reason: last.reason }).where('seq', '=', last.seq).execute();
    // The last row removed: the chain alone still holds (tested with the function), the head kept from before says it is gone.
    await h().db.deleteFrom('access_record').where('seq', '=', last.seq).execute();
    const removed = await command(h().url, 'audit-verify.ts', '--head', head);
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain(`The access record no longer holds the head ${head}`);
    await h().db.insertInto('access_record').values(last).execute();
  });

  it('breach:draft writes the notice and the messages for the operator only, and asks for its period', async () => {
    const out = join(work, engine, 'drafts');
    const drafted = await command(h().url, 'breach-draft.ts', '--from', '2000-01-01T00:00:00Z', '--to', '2100-01-01T00:00:00Z', '--out', out);
    expect(drafted.code).toBe(0);
    expect(drafted.stdout).toContain(`people affected`);
    const people = JSON.parse(readFileSync(join(out, 'messages.json'), 'utf8')) as { id: string; phone: string }[];
    expect(people).toContainEqual(expect.objectContaining({ id: patientId, phone: patientPhone }));
    expect(readFileSync(join(out, 'pdpo-notice.md'), 'utf8')).toContain(`Data subjects affected: ${people.length}`);
    for (const file of ['messages.json', 'pdpo-notice.md']) expect(statSync(join(out, file)).mode & 0o777).toBe(0o600);
    expect(statSync(out).mode & 0o777).toBe(0o700);
    const usage = await command(h().url, 'breach-draft.ts', '--from', 'yesterday');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run breach:draft');
  });
});
