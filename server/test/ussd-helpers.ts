// Drives the USSD callback as Africa's Talking does: one session id, `text` growing by '*' with every answer.
import { randomUUID } from 'node:crypto';
import { insertSpecialties } from '../src/directory/specialties-repo';
import type { Harness } from './engines';

export interface UssdAnswer {
  status: number;
  body: string;
}

export async function ussdPost(h: Harness, form: Record<string, string>, query = ''): Promise<UssdAnswer> {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/ussd/africastalking${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

/** One dialled session: `send` adds an answer to the text; every screen seen is kept for the length checks. */
export function dial(h: Harness, phone: string, screens: string[] = []) {
  const sessionId = `ATUid_${randomUUID()}`;
  const answers: string[] = [];
  const post = async (text: string): Promise<string> => {
    const res = await ussdPost(h, { sessionId, serviceCode: '*284*77#', phoneNumber: phone, networkCode: '63902', text });
    if (res.status !== 200) throw new Error(`USSD answered ${res.status}: ${res.body}`);
    screens.push(res.body);
    return res.body;
  };
  return {
    sessionId,
    text: () => answers.join('*'),
    start: () => post(''),
    async send(answer: string): Promise<string> {
      answers.push(answer);
      return post(answers.join('*'));
    },
    /** The same request again (a gateway retry). */
    repeat: () => post(answers.join('*')),
    raw: post,
  };
}

/** The number in front of the line that contains `label` on a screen. */
export function optionFor(screen: string, label: string): string | undefined {
  for (const line of screen.split('\n')) {
    const m = /^(\d+) (.*)$/.exec(line);
    if (m !== null && m[2]?.includes(label)) return m[1];
  }
  return undefined;
}

/** Lists the doctor in a district of its own, under a specialty of its own, so menus can find it by name. */
export async function listDoctorIn(h: Harness, doctorId: string, district: string, specialty: string): Promise<void> {
  const id = randomUUID();
  const at = h.clock().toISOString();
  await insertSpecialties(h.db, [{ id, name: specialty, image: '', tags: [specialty.toLowerCase()] }], at);
  await h.db.updateTable('doctor_profiles').set({ city: district, specialty_id: id }).where('user_id', '=', doctorId).execute();
}
