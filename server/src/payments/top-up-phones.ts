// Which mobile money numbers an account may send a top-up prompt to (issue 31): its own verified phone, and
// numbers joined with a code texted to them. Anything else would let anyone push PIN prompts to a stranger.
import type { Db } from '../db/create-db';

/** Whether `phone` (normalised) may receive this account's top-up prompts without a new code. */
export async function isTopUpPhone(db: Db, userId: string, phone: string): Promise<boolean> {
  const own = await db.selectFrom('users').select('id').where('id', '=', userId).where('phone_number', '=', phone).where('phone_verified_at', 'is not', null).executeTakeFirst();
  if (own !== undefined) return true;
  const joined = await db.selectFrom('top_up_phones').select('phone').where('user_id', '=', userId).where('phone', '=', phone).executeTakeFirst();
  return joined !== undefined;
}

/** Records a number whose code was just entered (a second join of the same number changes nothing). */
export async function joinTopUpPhone(db: Db, userId: string, phone: string, now: Date): Promise<void> {
  await db
    .insertInto('top_up_phones')
    .values({ user_id: userId, phone, verified_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'phone']).doNothing())
    .execute();
}
