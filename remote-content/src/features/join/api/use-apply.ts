// The application's calls (issue 47, ADR 209): the phone's texted code, the licence copy's upload (its raw bytes;
// no account, so no token), and the application itself.
import { LICENCE_COPY_MAX_BYTES, type RpcInput } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';

/** An upload refused by the server, with its field and code for the form's message. */
export class UploadError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

export function useApplyCalls() {
  const gateway = useGateway();
  return {
    sendCode: (phone: string) => gateway.call('auth', 'sendOTPRegistration', { phone_number: phone }),
    verifyCode: (phone: string, code: string) => gateway.call('auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: code }),
    async uploadLicence(file: File): Promise<string> {
      if (file.size > LICENCE_COPY_MAX_BYTES) throw new UploadError('', 'PAYLOAD_TOO_LARGE');
      const res = await fetch(`${__API_BASE__}/applications/licence-copies`, { method: 'POST', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
      const body = (await res.json().catch(() => ({}))) as { results?: { id: string }; message?: string; code?: string };
      if (!res.ok || body.results === undefined) throw new UploadError(body.message ?? '', res.status === 413 ? 'PAYLOAD_TOO_LARGE' : (body.code ?? `HTTP_${res.status}`));
      return body.results.id;
    },
    submit: (input: RpcInput<'applications', 'submit'>) => gateway.call('applications', 'submit', input),
  };
}
