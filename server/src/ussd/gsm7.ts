// GSM 03.38: what a USSD screen or a plain SMS can carry without falling back to UCS-2. The basic set costs one
// septet, the extension table two (an escape first). Luganda's ŋ is not in it: write ng' (ADR 204).
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '\f^{}\\[~]|€';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** True when every character is in the GSM-7 basic set or its extension table. */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC_SET.has(ch) && !EXTENSION_SET.has(ch)) return false;
  return true;
}

/** Septets the text takes (an extension character counts two); undefined when it is not GSM-7. */
export function gsm7Length(text: string): number | undefined {
  let n = 0;
  for (const ch of text) {
    if (BASIC_SET.has(ch)) n += 1;
    else if (EXTENSION_SET.has(ch)) n += 2;
    else return undefined;
  }
  return n;
}

/**
 * Names from the database (a doctor, a district) made safe for a screen: ŋ as ng', typographic quotes and dashes as
 * plain ones, other accents dropped when GSM-7 lacks the letter, anything else as '?'.
 */
export function toGsm7(text: string): string {
  let out = '';
  const plain = text.replace(/[\u00a0\u202f]/g, ' ').replace(/ŋ/g, "ng'").replace(/Ŋ/g, "Ng'").replace(/[‘’ʼ]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-');
  for (const ch of plain) {
    if (BASIC_SET.has(ch) || EXTENSION_SET.has(ch)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base !== '' && isGsm7(base) ? base : '?';
    }
  }
  return out;
}
