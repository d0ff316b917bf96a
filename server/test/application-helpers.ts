// Doctors' applications in tests (ADR 209): a specialty to apply under, a licence copy, the whole application.
import { randomUUID } from 'node:crypto';
import { kampalaDate } from '@musawo/shared/contracts';
import { insertSpecialties } from '../src/directory/specialties-repo';
import { uniqueEmail, uniquePhone, verifyPhoneForSignUp } from './auth-helpers';
import type { Harness } from './engines';

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export async function createSpecialty(h: Harness): Promise<string> {
  const id = randomUUID();
  await insertSpecialties(h.db, [{ id, name: `Paediatrics ${id.slice(0, 8)}`, image: '/media/specialties/paediatrics.svg', tags: ['fever'] }], h.clock().toISOString());
  return id;
}

export async function uploadLicenceCopy(h: Harness, body: Buffer = TINY_PDF, contentType = 'application/pdf', ip?: string) {
  const res = await h.app.inject({ method: 'POST', url: '/api/v1/applications/licence-copies', headers: { 'content-type': contentType }, payload: body, ...(ip === undefined ? {} : { remoteAddress: ip }) });
  return { status: res.statusCode, body: res.json() as { results?: { id: string }; code?: string; field?: string; message?: string } };
}

let registration = Math.floor(Math.random() * 90_000) + 10_000;
const uniqueUmdpc = (): string => `UMDPC/${(registration += 1)}`;

export interface ApplicationInput {
  name: string;
  specialtyId: string;
  district: string;
  facility: string;
  umdpcNumber: string;
  licenceExpiresOn: string;
  phoneNumber: string;
  email: string;
  licenceCopyId: string;
}

/** A complete application's fields, its phone already verified by its code and its licence copy uploaded. */
export async function applicationInput(h: Harness, specialtyId: string, overrides: Partial<ApplicationInput> = {}): Promise<ApplicationInput> {
  const phoneNumber = overrides.phoneNumber ?? uniquePhone();
  await verifyPhoneForSignUp(h, phoneNumber);
  const copy = await uploadLicenceCopy(h);
  if (copy.body.results === undefined) throw new Error(`licence copy refused: ${copy.status}`);
  return {
    name: 'Dr. Grace Namusoke',
    specialtyId,
    district: 'Wakiso',
    facility: 'Entebbe Grade B Hospital',
    umdpcNumber: uniqueUmdpc(),
    licenceExpiresOn: kampalaDate(h.clock().getTime() + 200 * 24 * 60 * 60_000),
    email: uniqueEmail('applicant'),
    licenceCopyId: copy.body.results.id,
    ...overrides,
    phoneNumber,
  };
}

/** Applies and answers the new application's id. */
export async function apply(h: Harness, specialtyId: string, overrides: Partial<ApplicationInput> = {}): Promise<{ id: string; input: ApplicationInput }> {
  const input = await applicationInput(h, specialtyId, overrides);
  await h.ok('applications', 'submit', input);
  const row = await h.db.selectFrom('doctor_applications').select('id').where('umdpc_number', '=', input.umdpcNumber).executeTakeFirstOrThrow();
  return { id: row.id, input };
}
