// ADR 323: @musawo/shared follows semver. scripts/api-report.mjs --check (in npm test) fails when the public API is
// not the checked-in report's, and the report cannot record a breaking change without a major version bump.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'musawo-api-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const report = (...args: string[]) => spawnSync(process.execPath, [join(root, 'scripts', 'api-report.mjs'), ...args, '--root', copy], { encoding: 'utf8' });

describe('the shared API report', () => {
  jest.setTimeout(120_000);

  beforeAll(() => {
    cpSync(join(root, 'shared'), join(copy, 'shared'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });

  // Each run of the script types the whole package (several seconds under load): the checked-in report's own pass is
  // npm test's "shared API report" step, and a recorded report is read here rather than checked by another run.
  const reportFile = () => readFileSync(join(copy, 'shared', 'api-report.txt'), 'utf8').split('\n');

  it('fails on an unreported change, and records an addition', () => {
    appendFileSync(join(copy, 'shared', 'src', 'router', 'index.ts'), '\nexport const addedForTest = 1;\n');
    const changed = report('--check');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('+ addedForTest (value): 1');
    expect(changed.stderr).toContain('run npm run api-report');
    expect(reportFile()).not.toContain('addedForTest (value): 1');
    expect(report().status).toBe(0);
    expect(reportFile()).toContain('addedForTest (value): 1');
  });

  it('refuses to record a removal without a major version bump', () => {
    const index = join(copy, 'shared', 'src', 'router', 'index.ts');
    writeFileSync(index, readFileSync(index, 'utf8').replace('export const addedForTest = 1;', ''));
    const refused = report();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('- addedForTest (value): 1');
    const pkgFile = join(copy, 'shared', 'package.json');
    const version = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string }).version;
    expect(refused.stderr).toContain(`Raise the major version in shared/package.json (now ${version})`);
    // Refused: the report still holds the export.
    expect(reportFile()).toContain('addedForTest (value): 1');
    const next = `${Number(version.split('.')[0]) + 1}.0.0`;
    writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: next }));
    expect(report().status).toBe(0);
    expect(reportFile()[0]).toBe(`@musawo/shared@${next}`);
    expect(reportFile()).not.toContain('addedForTest (value): 1');
  });
});
