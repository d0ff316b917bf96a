// Every auth action, fed garbage: each answer is a 4xx with a readable message, never a 500.
import { inputs } from '@musawo/shared/rpc-inputs';
import { describeEngines, randomIp } from '../../../test/engines';
import { signUp } from '../../../test/auth-helpers';

const actions = Object.keys(inputs.auth);
const WRONG_VALUES: unknown[] = [12345, true, null, ['a'], { nested: 'object' }, 'x'.repeat(5_000)];

// A field list per action, from the catalogue's schema shapes (both branches for the union).
function fieldsOf(action: string): string[] {
  const schema = (inputs.auth as Record<string, unknown>)[action] as { _zod?: { def?: { shape?: object; options?: { _zod: { def: { shape: object } } }[] } } };
  const def = schema._zod?.def;
  if (def?.shape !== undefined) return Object.keys(def.shape);
  return (def?.options ?? []).flatMap((o) => Object.keys(o._zod.def.shape));
}

type Def = { type?: string; innerType?: { _zod: { def: Def } } };
/** True when `value` is actually a valid type for the field (e.g. `true` for notifySms), so 200 is right. */
function acceptsValue(action: string, field: string, value: unknown): boolean {
  const schema = (inputs.auth as Record<string, unknown>)[action] as { _zod?: { def?: { shape?: Record<string, { _zod: { def: Def } }> } } };
  let def = schema._zod?.def?.shape?.[field]?._zod.def;
  while (def?.type === 'optional' && def.innerType !== undefined) def = def.innerType._zod.def;
  return def?.type === 'boolean' && typeof value === 'boolean';
}

describeEngines('every auth action refuses malformed input with a readable 4xx', (h) => {
  let token = '';
  beforeAll(async () => {
    token = (await signUp(h())).tokens.access.token;
  });

  const send = (payload: string, contentType = 'application/json') =>
    h().app.inject({ method: 'POST', url: '/api/v1', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload, remoteAddress: randomIp() });

  const expectReadable4xx = (status: number, body: { success?: boolean; message?: unknown; code?: unknown }) => {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(false);
    expect(typeof body.message).toBe('string');
    expect(String(body.message).length).toBeGreaterThan(5);
    expect(String(body.message)).not.toMatch(/undefined|\[object|Error:|at \w+ \(/);
    expect(typeof body.code).toBe('string');
  };

  it.each(actions)('auth/%s: broken JSON, non-object bodies and wrong content types', async (action) => {
    for (const payload of [`{"SERVICE":"auth","ACTION":"${action}",`, `["auth","${action}"]`, '"auth"', '0']) {
      const res = await send(payload);
      expectReadable4xx(res.statusCode, res.json());
    }
    const form = await send(`SERVICE=auth&ACTION=${action}`, 'application/x-www-form-urlencoded');
    expectReadable4xx(form.statusCode, form.json());
  });

  it.each(actions)('auth/%s: every field with every wrong type', async (action) => {
    const fields = fieldsOf(action);
    for (const field of fields) {
      for (const value of WRONG_VALUES) {
        if (acceptsValue(action, field, value)) continue;
        const res = await h().call('auth', action, { [field]: value }, { token });
        expectReadable4xx(res.status, res.body);
      }
    }
    if (fields.length === 0) return;
    // And the whole body at once.
    const all = await h().call('auth', action, Object.fromEntries(fields.map((f) => [f, { $gt: '' }])), { token });
    expectReadable4xx(all.status, all.body);
  });

  it.each(actions)('auth/%s: a wrong-typed field is named in the answer', async (action) => {
    const fields = fieldsOf(action);
    if (fields.length === 0) return;
    const res = await h().call('auth', action, Object.fromEntries(fields.map((f) => [f, 987654])), { token });
    expect(res.status).toBe(400);
    expect(res.body.field).toEqual(expect.any(String));
    expect(res.body.message).toContain(res.body.field);
  });
});
