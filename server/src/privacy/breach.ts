// The breach drill (issue 49, docs/operations/breach.md): from the access record, who and what a suspected breach
// exposed, and drafts of the notice to the Personal Data Protection Office and of the messages to each person affected,
// in their language. Drafts only: people decide what is sent, and send it.
import { isLanguage, type Language, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { textsIn } from '../notify/texts';

export interface BreachScope {
  from: string;
  to: string;
  /** Only this actor's accesses (a stolen doctor's or operator's account); every actor when absent. */
  actorId?: string;
}

export interface BreachDraft {
  scope: BreachScope;
  accesses: number;
  actors: { id: string; role: string; name: string; accesses: number }[];
  people: { id: string; language: Language; phone: string; email: string; data: string[]; message: string }[];
  pdpoNotice: string;
}

export async function draftBreach(db: Db, scope: BreachScope): Promise<BreachDraft> {
  let query = db.selectFrom('access_record').select(['patient_id', 'actor_id', 'actor_role', 'actor_name', 'data']).where('created_at', '>=', scope.from).where('created_at', '<=', scope.to);
  if (scope.actorId !== undefined) query = query.where('actor_id', '=', scope.actorId);
  const rows = await query.orderBy('seq', 'asc').execute();

  const actors = new Map<string, { id: string; role: string; name: string; accesses: number }>();
  const kinds = new Map<string, Set<string>>();
  for (const r of rows) {
    const a = actors.get(r.actor_id) ?? { id: r.actor_id, role: r.actor_role, name: r.actor_name, accesses: 0 };
    a.accesses += 1;
    actors.set(r.actor_id, a);
    kinds.set(r.patient_id, (kinds.get(r.patient_id) ?? new Set()).add(r.data));
  }
  const ids = [...kinds.keys()];
  const users = ids.length === 0 ? [] : await db.selectFrom('users').select(['id', 'phone_number', 'email', 'language']).where('id', 'in', ids).execute();
  const people = users.map((u) => {
    const language: Language = isLanguage(u.language) ? u.language : 'en';
    const data = [...(kinds.get(u.id) ?? [])].sort();
    const t = textsIn(language);
    return {
      id: u.id,
      language,
      phone: u.phone_number,
      email: u.email,
      data,
      message: t.t('breachNotice', { from: scope.from.slice(0, 10), to: scope.to.slice(0, 10), phone: SUPPORT_PHONE, email: SUPPORT_EMAIL }),
    };
  });
  const byKind = new Map<string, number>();
  for (const p of people) for (const d of p.data) byKind.set(d, (byKind.get(d) ?? 0) + 1);

  const pdpoNotice = [
    '# Notification of a personal data breach',
    '',
    'To: Personal Data Protection Office, National Information Technology Authority – Uganda (NITA-U)',
    'Under: Data Protection and Privacy Act, 2019, section 23, and the Data Protection and Privacy Regulations, 2021',
    `From: Musawo (data controller), ${SUPPORT_EMAIL}, ${SUPPORT_PHONE}`,
    '',
    `Period examined: ${scope.from} to ${scope.to}${scope.actorId === undefined ? '' : ` (accesses by account ${scope.actorId})`}`,
    `Data subjects affected: ${people.length}`,
    `Accesses to health data in the period: ${rows.length}`,
    '',
    '## Categories of data (special personal data: health)',
    ...[...byKind.entries()].sort().map(([kind, n]) => `- ${kind}: ${n} people`),
    '',
    '## Accounts through which the data was reached',
    ...[...actors.values()].map((a) => `- ${a.role} ${a.name} (${a.id}): ${a.accesses} accesses`),
    '',
    '## To be completed by the person responsible',
    '- How the breach happened and when it was discovered:',
    '- Measures taken to contain it (accounts locked, sessions ended, passwords reset):',
    '- Likely consequences for the people affected:',
    '- Measures to prevent it happening again:',
    '- Whether and when the people affected were told (messages drafted beside this notice, in their languages):',
  ].join('\n');

  return { scope, accesses: rows.length, actors: [...actors.values()], people, pdpoNotice };
}
