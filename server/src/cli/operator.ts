// `npm run operator -w @musawo/server -- add <email> [--name "Full Name"] [--phone +2567...]`: makes an operator
// account (ADR 107), the only way one is made. The account's password is random and never shown: the new operator
// sets theirs with "Forgot password" on the sign-in page, then signs in at /admin with it and an emailed code.
import { parseArgs } from 'node:util';
import { normalizePhone } from '../auth/phone';
import { createPasswordHasher, PRODUCTION_ARGON2 } from '../auth/passwords';
import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { addOperator } from '../operators/operators-repo';

const USAGE = 'Usage: npm run operator -w @musawo/server -- add <email> [--name "Full Name"] [--phone +2567XXXXXXXX]';

async function run(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, phone: { type: 'string' } } });
  const [command, email, ...rest] = positionals;
  if (command !== 'add' || email === undefined || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const phone = values.phone === undefined ? undefined : normalizePhone(values.phone);
  if (values.phone !== undefined && phone === undefined) {
    console.error(`Not a phone number: ${values.phone}`);
    return 2;
  }
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const outcome = await addOperator(db, createPasswordHasher(PRODUCTION_ARGON2), { email, ...(values.name === undefined ? {} : { name: values.name }), ...(phone === undefined ? {} : { phone }) }, new Date());
    switch (outcome.status) {
      case 'added':
        console.log(`Operator added: ${email}. They set a password with "Forgot password" on the sign-in page, then sign in at /admin with an emailed code.`);
        return 0;
      case 'already-operator':
        console.log(`${email} is already an operator: nothing changed.`);
        return 0;
      case 'other-account':
        console.error(`${email} belongs to a patient's or a doctor's account. An operator needs an account of their own: use another email.`);
        return 1;
      case 'invalid-email':
        console.error(`Not an email address: ${email}`);
        return 2;
    }
  } finally {
    await db.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
