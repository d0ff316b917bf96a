// Issue 47, ADR 107: every operator action is recorded and operators cannot edit or delete the record. Nothing in the
// server's code may change or remove a row of operator_actions (a migration's dropping of the whole table aside), and
// the operators' own service only signs in and reads the record.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogue, type RpcDef } from '@musawo/shared/contracts';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

/** A query builder's or raw SQL's update or delete of operator_actions. */
const CHANGES = [/\b(updateTable|deleteFrom)\(\s*['"`]operator_actions['"`]/, /\b(update|delete\s+from)\s+"?operator_actions\b/i];

function changesOfTheRecord(code: string): boolean {
  return CHANGES.some((re) => re.test(code));
}

describe('the operators’ activity record is append-only', () => {
  it('spots an update or a delete of the record, in the query builder and in raw SQL', () => {
    expect(changesOfTheRecord(`db.updateTable('operator_actions').set({ reason: 'x' })`)).toBe(true);
    expect(changesOfTheRecord(`db.deleteFrom("operator_actions").execute()`)).toBe(true);
    expect(changesOfTheRecord('sql`delete from operator_actions where id = ${id}`')).toBe(true);
    expect(changesOfTheRecord('sql`UPDATE "operator_actions" SET reason = null`')).toBe(true);
    expect(changesOfTheRecord(`db.insertInto('operator_actions').values(row)`)).toBe(false);
    expect(changesOfTheRecord(`db.selectFrom('operator_actions').selectAll()`)).toBe(false);
  });

  it('has no code that updates or deletes a recorded action', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => changesOfTheRecord(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('gives operators no action on the record but reading it', () => {
    const operator = (catalogue as unknown as Record<string, Record<string, RpcDef>>).operator ?? {};
    expect(Object.keys(operator).sort()).toEqual(['activity', 'signIn']);
  });
});
