import { engineOf, pingDb } from '../../db/create-db';
import { defineProcedure } from '../../rpc/procedure';

/**
 * Liveness and readiness in one: it answers only when the database does. `artifacts` says whether the object store
 * of released versions answers; when it does not, this server still serves the versions it has (ADR 306).
 */
export const health = defineProcedure('system', 'health', {
  async handler({ ctx }) {
    await pingDb(ctx.db);
    const artifacts = ctx.artifacts.status();
    return { success: true, status: 'ok', version: ctx.config.version, database: engineOf(ctx.db), time: ctx.now().toISOString(), artifacts: { store: artifacts.store, reachable: artifacts.reachable } };
  },
});
