// Appointments, the double-entry ledger behind wallets, mobile-money top-ups and the jobs table (reminders,
// notifications, top-up polling). Portable types only, like 001; money is integer UGX in bigint columns.
import { type Kysely, sql } from 'kysely';

/** Accounts every posting may touch besides user wallets; created here so no request ever has to. */
export const ESCROW_ACCOUNT = 'platform:escrow';
export const CLEARING_ACCOUNT = 'external:mobile-money';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user_wallet', 'platform_escrow', 'external_clearing')`))
    .addColumn('user_id', 'text', (c) => c.unique().references('users.id').onDelete('restrict'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('UGX'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The guarded debits already refuse to overdraw; this makes any other code path fail loudly too. The
    // clearing account is the outside world: it goes negative by exactly what came in through mobile money.
    .addCheckConstraint('ledger_accounts_no_overdraft', sql`kind = 'external_clearing' or balance >= 0`)
    .execute();

  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The same movement can never be posted twice: a retry or a replay collides here.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('related_type', 'text')
    .addColumn('related_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('posting_id', 'text', (c) => c.notNull().references('ledger_postings.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    // Signed: credit > 0, debit < 0. Every posting's entries add up to 0.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_posting').on('ledger_entries').column('posting_id').execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'created_at']).execute();

  const at = new Date().toISOString();
  await db
    .insertInto('ledger_accounts' as never)
    .values([
      { id: ESCROW_ACCOUNT, kind: 'platform_escrow', user_id: null, currency: 'UGX', balance: 0, created_at: at, updated_at: at },
      { id: CLEARING_ACCOUNT, kind: 'external_clearing', user_id: null, currency: 'UGX', balance: 0, created_at: at, updated_at: at },
    ] as never)
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference_number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('transaction_type', 'text', (c) => c.notNull().check(sql`transaction_type in ('credit', 'debit')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text')
    .addColumn('related_object_id', 'text')
    .addColumn('description', 'text')
    .addColumn('balance_before', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('posting_id', 'text', (c) => c.references('ledger_postings.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_user_created').on('transactions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('patient_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('doctor_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'COMPLETED')`))
    /** Kampala yyyy-MM-dd and HH:MM as chosen; starts_at/ends_at are the instants every rule uses. */
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('local_time', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('accept_instructions', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The 30-minute grid's guarantee: one active appointment per doctor per start, whatever the code above it
  // does. Off-grid overlaps are refused by the check inside the booking transaction.
  await db.schema
    .createIndex('appointments_doctor_active_start')
    .on('appointments')
    .columns(['doctor_id', 'starts_at'])
    .unique()
    .where(sql<boolean>`status in ('PENDING', 'ACCEPTED')`)
    .execute();
  await db.schema
    .createIndex('appointments_patient_active_start')
    .on('appointments')
    .columns(['patient_id', 'starts_at'])
    .unique()
    .where(sql<boolean>`status in ('PENDING', 'ACCEPTED')`)
    .execute();
  await db.schema.createIndex('appointments_doctor_starts').on('appointments').columns(['doctor_id', 'starts_at']).execute();
  await db.schema.createIndex('appointments_patient_starts').on('appointments').columns(['patient_id', 'starts_at']).execute();
  await db.schema.createIndex('appointments_patient_created').on('appointments').columns(['patient_id', 'created_at']).execute();
  await db.schema.createIndex('appointments_doctor_created').on('appointments').columns(['doctor_id', 'created_at']).execute();
  // A replayed booking request finds its first answer; NULLs never collide on either engine.
  await db.schema.createIndex('appointments_patient_idempotency').on('appointments').columns(['patient_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('top_ups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('MTN', 'AIRTEL')`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'SUCCESS', 'FAILED', 'EXPIRED')`))
    /** NEW until the provider has the request, then REQUESTED; a crash between the two is resent (idempotent). */
    .addColumn('provider_state', 'text', (c) => c.notNull())
    .addColumn('provider_transaction_id', 'text')
    .addColumn('message', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('top_ups_user_idempotency').on('top_ups').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('top_ups_pending').on('top_ups').columns(['status', 'next_check_at']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON text. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')`))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    /** One job per purpose (e.g. the 24 h reminder of one appointment); NULLs never collide. */
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'top_ups', 'appointments', 'transactions', 'ledger_entries', 'ledger_postings', 'ledger_accounts']) await db.schema.dropTable(table).execute();
}
