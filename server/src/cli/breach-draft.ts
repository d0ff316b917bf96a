// `npm run breach:draft -w @musawo/server -- --from <ISO time> --to <ISO time> [--actor <account id>] [--out <folder>]`
// (docs/operations/breach.md): reads the access record for the period (and the account, when one is suspected) and
// writes drafts: pdpo-notice.md for the Personal Data Protection Office, and messages.json with one message per
// person affected, in their language, with their phone and email. Nothing is sent.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { draftBreach } from '../privacy/breach';
import { runWithDb } from './with-db';

const USAGE = 'Usage: npm run breach:draft -w @musawo/server -- --from 2026-11-01T00:00:00Z --to 2026-11-28T23:59:59Z [--actor <account id>] [--out <folder>]';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, actor: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean' } } });
const from = values.from === undefined ? Number.NaN : Date.parse(values.from);
const to = values.to === undefined ? Number.NaN : Date.parse(values.to);
if (values.help === true || Number.isNaN(from) || Number.isNaN(to)) {
  console.error(USAGE);
  process.exit(values.help === true ? 0 : 2);
}

runWithDb(async (db) => {
  const draft = await draftBreach(db, { from: new Date(from).toISOString(), to: new Date(to).toISOString(), ...(values.actor === undefined ? {} : { actorId: values.actor }) });
  const out = values.out ?? join('breach-drafts', new Date().toISOString().replace(/[:.]/g, '-'));
  // The drafts hold contacts of the people affected: only the operator running this may read them.
  await mkdir(out, { recursive: true, mode: 0o700 });
  await writeFile(join(out, 'pdpo-notice.md'), `${draft.pdpoNotice}\n`, { mode: 0o600 });
  await writeFile(join(out, 'messages.json'), `${JSON.stringify(draft.people, null, 2)}\n`, { mode: 0o600 });
  console.log(`${draft.people.length} people affected, ${draft.accesses} accesses by ${draft.actors.length} accounts. Drafts in ${out}: pdpo-notice.md, messages.json.`);
  return 0;
});
