// What an SMS reply may say (issue 48, ADR 205), in English, Luganda and Kiswahili, and the short code of an
// appointment a doctor's reply names. Words are matched case-insensitively.
import { createHash } from 'node:crypto';

const CONFIRM = ['C', 'CONFIRM', 'YES', 'KAKASA', 'THIBITISHA', 'NDIO'];
const CANCEL = ['X', 'CANCEL', 'SAZAAMU', 'GHAIRI'];
const ACCEPT = ['A', 'ACCEPT', 'KKIRIZA', 'KUBALI'];
const REJECT = ['R', 'REJECT', 'GAANA', 'KATAA'];

type Reply = { kind: 'confirm' } | { kind: 'cancel' } | { kind: 'accept'; code: string } | { kind: 'reject'; code: string } | { kind: 'unknown' };

// No 0/O, 1/I/L: a code read off a small screen and typed back.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 4;

/** The appointment's reply code, derived from its id (nothing stored): a doctor's reply is matched among their pending visits. */
export function replyCode(appointmentId: string): string {
  const bytes = createHash('sha256').update(`reply:${appointmentId}`).digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[(bytes[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

/** "C", "kakasa", "A 7K3Q", "A7K3Q", "kubali 7k3q"... */
export function parseReply(text: string): Reply {
  const plain = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (CONFIRM.includes(plain)) return { kind: 'confirm' };
  if (CANCEL.includes(plain)) return { kind: 'cancel' };
  const m = /^([A-Z]+?) ?([2-9A-Z]{4})$/.exec(plain);
  if (m !== null) {
    const [, word = '', code = ''] = m;
    if (ACCEPT.includes(word)) return { kind: 'accept', code };
    if (REJECT.includes(word)) return { kind: 'reject', code };
  }
  return { kind: 'unknown' };
}
