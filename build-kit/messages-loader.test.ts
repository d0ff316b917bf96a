// ADR 016: the build compiles each catalogue's ICU messages to the syntax trees the translator formats. The loader is
// an ES module: each check runs it in a child node.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import '../shared/src/i18n/lg-plural-rules';
import { createTranslator, type Messages } from '../shared/src/i18n/message-format';

/** The loader's module for a catalogue's text, read back as its messages. */
function compile(text: string): Messages {
  const script = `import loader from ${JSON.stringify(join(__dirname, 'messages-loader.mjs'))};
const out = loader.call({ resourcePath: 'en.json' }, ${JSON.stringify(text)});
process.stdout.write(out.replace(/^export default /, '').replace(/;$/, ''));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as Messages;
}

describe('messages-loader', () => {
  it('keeps plain text a string and compiles ICU messages, which format in English and in Luganda', () => {
    const messages = compile(JSON.stringify({ plain: 'Careers', n: '{count, plural, one {# doctor} other {# doctors}}' }));
    expect(messages.plain).toBe('Careers');
    expect(Array.isArray(messages.n)).toBe(true);
    expect(createTranslator('en', messages).t('n', { count: 1 })).toBe('1 doctor');
    expect(createTranslator('en', messages).t('n', { count: 3 })).toBe('3 doctors');
    expect(createTranslator('lg', messages).t('n', { count: 2 })).toBe('2 doctors');
  });

  it('keeps an ordinal plural’s type', () => {
    const messages = compile(JSON.stringify({ n: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' }));
    expect(createTranslator('en', messages).t('n', { n: 2 })).toBe('2nd');
    expect(createTranslator('en', messages).t('n', { n: 11 })).toBe('11th');
  });

  it('fails on a message that does not parse', () => {
    expect(() => compile(JSON.stringify({ bad: '{count, plural, one {x}' }))).toThrow();
  });
});
