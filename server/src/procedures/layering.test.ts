// The lint rule that keeps SQL in repositories (ADR 101): a query built in a procedure or the RPC layer is an
// error; the same code in a repository is fine.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

const QUERY = `import type { Db } from '../../db/create-db';
export async function f(db: Db) {
  return db.selectFrom('users').selectAll().execute();
}
`;
const RAW_SQL = `import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
export async function f(db: Db) {
  return sql\`select 1\`.execute(db);
}
`;
const WRITES = `import type { Db } from '../../db/create-db';
export async function f(db: Db) {
  await db.insertInto('users').values({} as never).execute();
  await db.updateTable('users').set({ name: 'x' }).execute();
  await db.deleteFrom('users').execute();
}
`;

// ESLint's Node API, in a child process: it loads the ESM eslint.config.js, which jest's CommonJS runtime cannot.
const LINT = `
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { code, filePath } of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => (m.ruleId ?? 'fatal') + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lint(cases: readonly { code: string; filePath: string }[]): string[][] {
  const input = JSON.stringify(cases.map((c) => ({ code: c.code, filePath: resolve(root, c.filePath) })));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const inProcedures = [
  { name: 'a query in a procedure', code: QUERY, filePath: 'server/src/procedures/auth/example.ts', errors: 1 },
  { name: 'a sql template and its import in a procedure', code: RAW_SQL, filePath: 'server/src/procedures/system/example.ts', errors: 2 },
  { name: 'writes in the RPC layer', code: WRITES, filePath: 'server/src/rpc/example.ts', errors: 3 },
];
const elsewhere = ['server/src/auth/example-repo.ts', 'server/src/procedures/auth/example.integration.test.ts'].flatMap((filePath) =>
  [QUERY, RAW_SQL, WRITES].map((code) => ({ code, filePath })),
);

describe('no queries outside repositories (ADR 101)', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lint([...inProcedures, ...elsewhere]);
  }, 60_000);

  test.each(inProcedures.map((c, i) => [c.name, i, c.errors] as const))('%s is an error', (_name, i, count) => {
    const errors = results[i] ?? [];
    expect(errors).toHaveLength(count);
    for (const e of errors) expect(e).toMatch(/^no-restricted-syntax: .*repository function/);
  });

  test('the same code in a repository, or in a test arranging rows, is fine', () => {
    expect(results.slice(inProcedures.length)).toEqual(elsewhere.map(() => []));
  });
});
