// Doctors' withdrawals to mobile money (issue 47, ADR 206). A payout row is written in the same transaction as
// the wallet's debit (wallet -> platform:payouts), before any provider hears of it; `provider_state` UNSENT
// until the provider has the request, so a crash in between is resent by the poller with the same reference.
import { type Kysely, sql } from 'kysely';

/** Money on its way out: debited from a wallet, not yet confirmed paid (or credited back) by the provider. */
export const PAYOUTS_ACCOUNT = 'platform:payouts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('MTN', 'AIRTEL')`))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('AWAITING_APPROVAL', 'PENDING', 'SUCCESS', 'FAILED', 'EXPIRED', 'DECLINED')`))
    .addColumn('provider_state', 'text', (c) => c.notNull().check(sql`provider_state in ('UNSENT', 'SENT')`))
    .addColumn('provider_transaction_id', 'text')
    .addColumn('message', 'text')
    /** Required: a retried request finds its first answer (unique per user). */
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    /** Kampala date of the request: at most three payouts a day are counted by it. */
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_user_idempotency').on('payouts').columns(['user_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('payouts_user_day').on('payouts').columns(['user_id', 'local_date']).execute();
  await db.schema.createIndex('payouts_due').on('payouts').columns(['status', 'next_check_at']).execute();

  const at = new Date().toISOString();
  // Kind platform_escrow: it holds money for someone, like the appointment escrow, and may never go negative.
  await db
    .insertInto('ledger_accounts' as never)
    .values({ id: PAYOUTS_ACCOUNT, kind: 'platform_escrow', user_id: null, currency: 'UGX', balance: 0, created_at: at, updated_at: at } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payouts').execute();
  await db.deleteFrom('ledger_accounts' as never).where('id' as never, '=', PAYOUTS_ACCOUNT as never).execute();
}
