// Issue 45: one rule each for an email, a phone number and a password. The forms parse the shared schemas
// (@musawo/shared/forms) in the browser; here the server refuses the same mistake, and both say the
// same sentence, with the field named apart from it.
import { emailField, enteredPasswordField, FIELD_RULE_MESSAGES, newPasswordField, passwordField, phoneField, type FieldRule } from '@musawo/shared/rpc-inputs';
import { describeEngines } from '../../../test/engines';

type Case = [rule: FieldRule, action: string, fields: Record<string, unknown>, field: string, clientSays: string | undefined];
const said = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const account = { name: 'Amina N', date_of_birth: '1990-01-01', email: 'amina@example.ug', gender: 'female', phoneNumber: '+256700000001', password: 'Kampala#2026' };

const cases: Case[] = [
  ['EMAIL_REQUIRED', 'sendPasswordResetEmail', { email: '  ' }, 'email', said(emailField, '  ')],
  ['EMAIL_INVALID', 'sendPasswordResetEmail', { email: 'amina@example' }, 'email', said(emailField, 'amina@example')],
  ['EMAIL_TOO_LONG', 'sendPasswordResetEmail', { email: `${'a'.repeat(250)}@b.co` }, 'email', said(emailField, `${'a'.repeat(250)}@b.co`)],
  ['PHONE_INVALID', 'sendOTPRegistration', { phone_number: '+2567' }, 'phone_number', said(phoneField, '+2567')],
  ['PASSWORD_REQUIRED', 'login', { emailOrPhone: 'amina@example.ug', password: '' }, 'password', said(enteredPasswordField, '')],
  ['PASSWORD_SHORT', 'createAccountWeb', { ...account, password: 'abc123' }, 'password', said(newPasswordField, 'abc123')],
  ['PASSWORD_TOO_LONG', 'login', { emailOrPhone: 'amina@example.ug', password: 'x'.repeat(257) }, 'password', said(passwordField, 'x'.repeat(257))],
];

describeEngines('the shared field rules', (h) => {
  it.each(cases)('%s: the server and the form say the same sentence', async (rule, action, fields, field, clientSays) => {
    const res = await h().call('auth', action, fields);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field, message: FIELD_RULE_MESSAGES[rule] });
    expect(clientSays).toBe(FIELD_RULE_MESSAGES[rule]);
  });
});
