// `npm run audit:verify -w @musawo/server [-- --head <seq>:<hash>]`: walks the access record's hash chain (ADR 109)
// and says whether it is whole. Exit 0 when it is, 1 at the first row edited, missing or out of order. The chain
// alone cannot see its last rows removed: pass the head printed by an earlier run (kept outside the database) and
// the check also fails when that row is no longer there with that hash.
import { parseArgs } from 'node:util';
import { checkHead, verifyAccessChain } from '../privacy/access-record';
import { runWithDb } from './with-db';

const { values } = parseArgs({ options: { head: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help === true) {
  console.log('Usage: npm run audit:verify -w @musawo/server [-- --head <seq>:<hash>]');
  process.exit(0);
}

runWithDb(async (db) => {
  const check = await verifyAccessChain(db);
  if (!check.ok) {
    console.error(`The access record is broken at row ${check.seq} (${check.problem}); ${check.rows} rows before it are intact.`);
    return 1;
  }
  if (values.head !== undefined) {
    const head = await checkHead(db, values.head);
    if (head !== 'ok') {
      console.error(`The access record no longer holds the head ${values.head} (${head}).`);
      return 1;
    }
  }
  console.log(`The access record is intact: ${check.rows} rows. Head: ${check.head ?? 'none'}`);
  return 0;
});
