// What Musawo answers an SMS reply (ADR 205), in the sender's language; GSM-7, one SMS each.
import type { Language } from '@musawo/shared/contracts';

const en = {
  help: 'Musawo: reply C to confirm or X to cancel your next visit. Doctors: reply A or R and the code in our message.',
  confirmed: 'Musawo: thank you. Your visit with {doctor} on {day} at {time} is confirmed.',
  noVisit: 'Musawo: you have no upcoming visit to confirm or cancel.',
  tooLate: 'Musawo: this visit is less than 24 hours away, so it can no longer be cancelled.',
  noCode: 'Musawo: no request waiting for you has the code {code}.',
  accepted: 'Musawo: you accepted the visit {code}. The patient is told.',
  rejected: 'Musawo: you declined the visit {code}. The patient is told and refunded.',
  failed: 'Musawo: that did not work. Please open Musawo or try again.',
};
type ReplyText = keyof typeof en;

const lg: Record<ReplyText, string> = {
  help: 'Musawo: ddamu C okukakasa oba X okusazaamu okulaba kwo okujja. Abasawo: ddamu A oba R n\'ennamba eri mu bubaka bwaffe.',
  confirmed: 'Musawo: weebale. Okulaba {doctor} nga {day} ku ssaawa {time} kukakasiddwa.',
  noVisit: 'Musawo: tolina kulaba kujja kwa kukakasa oba kusazaamu.',
  tooLate: 'Musawo: okulaba kuno kusigazza essaawa ezitawera 24, tekikyasoboka kukusazaamu.',
  noCode: 'Musawo: tewali kusaba okukulindiridde okulina ennamba {code}.',
  accepted: 'Musawo: okkirizza okulaba {code}. Omulwadde ategeezeddwa.',
  rejected: 'Musawo: ogaanye okulaba {code}. Omulwadde ategeezeddwa era ssente ze zizziddwa.',
  failed: 'Musawo: tekikoze. Ggulawo Musawo oba gezaako nate.',
};

const sw: Record<ReplyText, string> = {
  help: 'Musawo: jibu C kuthibitisha au X kughairi miadi yako ijayo. Madaktari: jibu A au R na namba iliyo kwenye ujumbe wetu.',
  confirmed: 'Musawo: asante. Miadi yako na {doctor} tarehe {day} saa {time} imethibitishwa.',
  noVisit: 'Musawo: huna miadi ijayo ya kuthibitisha au kughairi.',
  tooLate: 'Musawo: miadi hii imebaki chini ya saa 24, kwa hiyo haiwezi kughairiwa tena.',
  noCode: 'Musawo: hakuna ombi linalokusubiri lenye namba {code}.',
  accepted: 'Musawo: umekubali miadi {code}. Mgonjwa amearifiwa.',
  rejected: 'Musawo: umekataa miadi {code}. Mgonjwa amearifiwa na kurudishiwa pesa.',
  failed: 'Musawo: haikufanikiwa. Fungua Musawo au jaribu tena.',
};

export const REPLY_TEXTS: Record<Language, Record<ReplyText, string>> = { en, lg, sw };

export function replyText(lang: Language, key: ReplyText, values: Record<string, string> = {}): string {
  return REPLY_TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
