import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import type { Translator } from '@musawo/shared/react';
import type { HelpText } from '../i18n';

export type FaqTopic = 'booking' | 'payments' | 'account' | 'care';

/** A question as shown: its texts in the page's language. */
export interface FaqItem {
  id: string;
  topic: FaqTopic;
  question: string;
  /** Paragraphs. */
  answer: readonly string[];
  /** Numbered steps after the paragraphs, for "how do I" questions. */
  steps?: readonly string[];
  /** A page that helps further. */
  link?: { to: string; label: string };
}

/**
 * A question of the catalogue: its texts are `faq.<id>.q`, the paragraphs `faq.<id>.a1`…, the steps `faq.<id>.s1`…
 * and the link's label `faq.<id>.link` (features/help/i18n).
 */
interface FaqEntry {
  id: string;
  topic: FaqTopic;
  paragraphs: number;
  steps?: number;
  link?: string;
}

export const TOPICS: readonly FaqTopic[] = ['booking', 'payments', 'account', 'care'];

export const FAQ: readonly FaqEntry[] = [
  { id: 'how-to-book', topic: 'booking', paragraphs: 1, steps: 5, link: '/find-doctor' },
  { id: 'reschedule-cancel', topic: 'booking', paragraphs: 3 },
  { id: 'doctor-rejects', topic: 'booking', paragraphs: 1 },
  { id: 'payment-methods', topic: 'payments', paragraphs: 2 },
  { id: 'withdraw', topic: 'payments', paragraphs: 1 },
  { id: 'fees', topic: 'payments', paragraphs: 1 },
  { id: 'security', topic: 'account', paragraphs: 2, link: '/privacy' },
  { id: 'otp', topic: 'account', paragraphs: 1 },
  { id: 'forgot-password', topic: 'account', paragraphs: 1 },
  // Issue 33: how the consultation room works (the home page's Doctor Chat tile leads here).
  { id: 'consultations', topic: 'care', paragraphs: 3 },
  { id: 'prescriptions', topic: 'care', paragraphs: 1 },
  { id: 'emergency', topic: 'care', paragraphs: 1 },
  { id: 'doctors-join', topic: 'care', paragraphs: 1, link: '/join' },
];

const count = (n: number, make: (i: number) => string): string[] => Array.from({ length: n }, (_, i) => make(i + 1));

/** The questions and answers in the translator's language. */
export function faqIn(t: Translator<HelpText>): FaqItem[] {
  const say = (id: string) => t.t(id as HelpText, { hours: RESCHEDULE_NOTICE_HOURS });
  return FAQ.map((f) => ({
    id: f.id,
    topic: f.topic,
    question: say(`faq.${f.id}.q`),
    answer: count(f.paragraphs, (i) => say(`faq.${f.id}.a${i}`)),
    steps: f.steps ? count(f.steps, (i) => say(`faq.${f.id}.s${i}`)) : undefined,
    link: f.link ? { to: f.link, label: say(`faq.${f.id}.link`) } : undefined,
  }));
}
