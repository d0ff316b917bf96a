// The demo operator (ADR 107): operator@musawo.test / Operator#2026, seeded with the other demo accounts, never in
// production (there an operator is made only by `npm run operator -- add <email>`). Its sign-in codes go to the
// dev outbox like every other demo account's.
import { addOperator } from '../operators/operators-repo';
import { setPasswordHash } from '../auth/users-repo';
import type { DemoDataHook } from './demo-data';

const DEMO_OPERATOR = { email: 'operator@musawo.test', password: 'Operator#2026', name: 'Musawo Operator', phone: '+256700000009' } as const;

export const operatorDemoHook: DemoDataHook = {
  name: 'operator',
  async run(ctx) {
    if (process.env.NODE_ENV === 'production') return;
    const now = ctx.now();
    const added = await addOperator(ctx.db, ctx.passwords, { email: DEMO_OPERATOR.email, name: DEMO_OPERATOR.name, phone: DEMO_OPERATOR.phone }, now);
    if (added.status !== 'added') return;
    await setPasswordHash(ctx.db, added.id, await ctx.passwords.hash(DEMO_OPERATOR.password), now);
  },
};
