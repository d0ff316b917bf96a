// What operators are sent (ADR 107), in their language.
import type { Language } from '@musawo/shared/contracts';
import type { OutgoingMessage } from '../notify/port';
import { textsIn } from '../notify/texts';

export function operatorCodeEmail(to: string, code: string, lang: Language): OutgoingMessage {
  const t = textsIn(lang);
  return { channel: 'email', to, subject: t.t('operatorCodeSubject'), text: t.t('operatorCode', { code }) };
}
