import * as z from 'zod/mini';
import { readableIssue } from './format-issues';

z.config(z.locales.en());

const issuesOf = (schema: z.ZodMiniType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return readableIssue(r.error.issues, input);
};

describe('readable validation messages', () => {
  const schema = z.object({ name: z.string().check(z.maxLength(5)), kind: z.enum(['a', 'b']), age: z.optional(z.number()) });

  it('names the missing field', () => {
    expect(issuesOf(schema, { kind: 'a' })).toEqual({ field: 'name', message: 'name is required.' });
  });

  it('says what was expected and what came', () => {
    expect(issuesOf(schema, { name: 5, kind: 'a' })).toEqual({ field: 'name', message: 'name: expected text, received a number' });
    expect(issuesOf(schema, { name: 'x', kind: 'a', age: 'old' })).toEqual({ field: 'age', message: 'age: expected a number, received text' });
  });

  it('says sizes and options plainly', () => {
    expect(issuesOf(schema, { name: 'toolong', kind: 'a' }).message).toBe('name: is too long (at most 5 characters)');
    expect(issuesOf(schema, { name: 'x', kind: 'c' }).message).toBe('kind: must be one of: a, b');
  });

  it('picks the union branch the caller meant', () => {
    const union = z.union([z.object({ token: z.string(), actionType: z.literal('verify-email') }), z.object({ email: z.string(), otp: z.string() })]);
    expect(issuesOf(union, { email: 'a@b.co', otp: 5 })).toEqual({ field: 'otp', message: 'otp: expected text, received a number' });
    expect(issuesOf(union, { token: 't' }).field).toBe('actionType');
  });
});
