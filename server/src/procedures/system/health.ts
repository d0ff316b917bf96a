import { sql } from 'kysely';
import { engineOf } from '../../db/create-db';
import { defineProcedure } from '../../rpc/procedure';

/** Liveness and readiness in one: it answers only when the database does. */
export const health = defineProcedure('system', 'health', {
  async handler({ ctx }) {
    await sql`select 1`.execute(ctx.db);
    return { success: true, status: 'ok', version: ctx.config.version, database: engineOf(ctx.db), time: ctx.now().toISOString() };
  },
});
