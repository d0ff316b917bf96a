// Issue 31 (4): PostgreSQL cannot store or compare a NUL character in text; a NUL anywhere in the input is a
// client mistake (400 naming the field), never a 500, on both engines.
import { describeEngines } from '../../test/engines';
import { signUp } from '../../test/auth-helpers';

describeEngines('a NUL character in the input', (h) => {
  it.each([
    ['auth', 'login', { emailOrPhone: 'a\u0000@example.ug', password: 'x' }, 'emailOrPhone'],
    ['auth', 'sendPasswordResetEmail', { email: 'a@exam\u0000ple.ug' }, 'email'],
    ['auth', 'logout', { refreshToken: '\u0000' }, 'refreshToken'],
    ['doctor', 'getDoctor', { doctorId: 'abc\u0000' }, 'doctorId'],
    ['doctor', 'searchDoctorsByLocation', { searchParams: { specialty: 'Denti\u0000st' } }, 'searchParams.specialty'],
    ['places', 'geocode', { address: 'Kampala\u0000' }, 'address'],
    ['healthTips', 'getTipById', { tipId: '\u0000' }, 'tipId'],
  ])('%s/%s answers 400', async (service, action, fields, field) => {
    const res = await h().call(service, action, fields);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it('in a signed-in action, too', async () => {
    const { tokens } = await signUp(h());
    const res = await h().call('auth', 'updateUserProfile', { name: 'Aisha\u0000' }, { token: tokens.access.token });
    expect(res.status).toBe(400);
    const tx = await h().call('Transaction', 'queryTransactionDetail', { transactionId: 'x\u0000' }, { token: tokens.access.token });
    expect(tx.status).toBe(400);
  });
});
