// ADR 323: the bus's event map (shared/src/contracts/events.ts) is the one list of events, and each is heard: every
// event has a subscriber and a publisher in the source. Read statically, from the shell's, the remotes' and shared's
// code (tests aside), so an event published for nobody, or one nobody sends any more, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { events } from '@musawo/shared/contracts';

const root = resolve(__dirname, '..');
const SUBSCRIBE = /(?:useBusEvent|\.subscribe|\.stream)\(\s*'([a-z-]+:[a-z-]+)'/g;
const PUBLISH = /\.publish\(\s*'([a-z-]+:[a-z-]+)'/g;

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'testing') sources(p, out);
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Event name -> the files that subscribe to it or publish it. */
function scan(texts: { file: string; text: string }[]) {
  const found = { subscribers: new Map<string, string[]>(), publishers: new Map<string, string[]>() };
  for (const { file, text } of texts) {
    for (const [re, into] of [[SUBSCRIBE, found.subscribers], [PUBLISH, found.publishers]] as const) {
      for (const m of text.matchAll(re)) into.set(m[1]!, [...(into.get(m[1]!) ?? []), file]);
    }
  }
  return found;
}

const dirs = [
  'shared/src',
  'shell/src',
  ...readdirSync(root).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`),
];
const found = scan(dirs.flatMap((d) => sources(join(root, d))).map((file) => ({ file: file.slice(root.length + 1), text: readFileSync(file, 'utf8') })));
const names = Object.keys(events);

describe('bus events (ADR 323)', () => {
  it('reads subscriptions and publications as the code writes them', () => {
    const sample = scan([
      { file: 'a.ts', text: "useBusEvent('wallet:balance-changed', refresh);\nbus.publish('remote:mounted', { remote });" },
      { file: 'b.ts', text: "bus.subscribe('remote:mounted', settle); bus.stream('x:y')" },
    ]);
    expect(Object.fromEntries(sample.subscribers)).toEqual({ 'wallet:balance-changed': ['a.ts'], 'remote:mounted': ['b.ts'], 'x:y': ['b.ts'] });
    expect(Object.fromEntries(sample.publishers)).toEqual({ 'remote:mounted': ['a.ts'] });
  });

  it.each(names)('%s has a subscriber', (name) => {
    expect(found.subscribers.get(name) ?? []).not.toEqual([]);
  });

  it.each(names)('%s has a publisher', (name) => {
    expect(found.publishers.get(name) ?? []).not.toEqual([]);
  });

  it('names only events of the map', () => {
    expect([...found.subscribers.keys(), ...found.publishers.keys()].filter((n) => !names.includes(n))).toEqual([]);
  });
});
