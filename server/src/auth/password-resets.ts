// The emailed reset links of an account, by their token's `jti`: one use each, and only the newest one works.
import type { Db } from '../db/create-db';

export interface PasswordResetRecord {
  userId: string;
  usedAt: string | null;
}

export async function findPasswordReset(db: Db, jti: string): Promise<PasswordResetRecord | undefined> {
  const row = await db.selectFrom('password_resets').select(['user_id', 'used_at']).where('jti', '=', jti).executeTakeFirst();
  return row && { userId: row.user_id, usedAt: row.used_at };
}

/** Retires every link of the account not yet used. */
export async function retireOpenPasswordResets(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertPasswordReset(db: Db, reset: { jti: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.insertInto('password_resets').values({ jti: reset.jti, user_id: reset.userId, created_at: reset.now.toISOString(), expires_at: reset.expiresAt.toISOString(), used_at: null }).execute();
}

/** Marks the link used; false when it already was (two resets racing with one link). */
export async function spendPasswordReset(db: Db, jti: string, now: Date): Promise<boolean> {
  const spent = await db.updateTable('password_resets').set({ used_at: now.toISOString() }).where('jti', '=', jti).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
