// ADR 016: the browser bundles keep intl-messageformat's formatter without its class; a release laid out otherwise
// must stop the build instead of shipping something else.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
/** The intl-messageformat shared formats with (its ES entry; the lockfile installs it under shared/). */
const entry = join(root, 'shared', 'node_modules', 'intl-messageformat', 'index.js');

/** Runs the loader (an ES module) on `source`: its output, or the error it threw. */
function load(source: string): { out?: string; error?: string } {
  const script = `import l from ${JSON.stringify(join(__dirname, 'intl-formatters-loader.mjs'))};
let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
  try { process.stdout.write(JSON.stringify({ out: l.call({ resourcePath: 'index.js' }, s) })); }
  catch (e) { process.stdout.write(JSON.stringify({ error: String(e.message) })); }
});`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: source, encoding: 'utf8' });
  return JSON.parse(run.stdout) as { out?: string; error?: string };
}

describe('intl-formatters-loader', () => {
  it('keeps formatToParts and the errors, not the class, its default formatters or their memoizer', () => {
    const { out, error } = load(readFileSync(entry, 'utf8'));
    expect(error).toBeUndefined();
    expect(out).toContain('function formatToParts(');
    expect(out).toContain('class extends FormatError');
    expect(out).not.toMatch(/IntlMessageFormat|fast-memoize|createDefaultFormatters/);
    expect(out?.trim().split('\n').at(-1)).toBe(
      'export { ErrorCode, FormatError, InvalidValueError, InvalidValueTypeError, MissingValueError, PART_TYPE, formatToParts, isFormatXMLElementFn };',
    );
  });

  it('stops the build on a layout it does not know', () => {
    expect(load('export function formatToParts() {}\nexport { formatToParts };\n').error).toMatch(/not the layout/);
  });
});
