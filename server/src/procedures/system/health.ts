import { engineOf, pingDb } from '../../db/create-db';
import { defineProcedure } from '../../rpc/procedure';

/** Liveness and readiness in one: it answers only when the database does. */
export const health = defineProcedure('system', 'health', {
  async handler({ ctx }) {
    await pingDb(ctx.db);
    return { success: true, status: 'ok', version: ctx.config.version, database: engineOf(ctx.db), time: ctx.now().toISOString() };
  },
});
