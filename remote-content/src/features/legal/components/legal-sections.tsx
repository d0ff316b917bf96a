import type { ReactNode } from 'react';
import { Link } from '@musawo/shared/router';
import { BUSINESS_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import type { AccordionItem } from '../../../shared-ui/accordion';
import { useT, type LegalText } from '../i18n';

/** A block of a section: a paragraph, or a list of that many items. */
type Block = 'p' | number;

/** A section of a policy: its title is `<doc>.<id>.title`, its paragraphs and list items `<doc>.<id>.1`, `.2`… in order. */
export interface LegalSection {
  id: string;
  blocks: readonly Block[];
}

/** The policies' sections in the page's language: the texts' tags (<b>, links) and values (email, phone) made elements. */
export function useLegalSections(doc: 'privacy' | 'terms', sections: readonly LegalSection[], mailSubject?: string): AccordionItem[] {
  const t = useT();
  const values = {
    b: (text: ReactNode[]) => <strong key="b">{text}</strong>,
    terms: (text: ReactNode[]) => (
      <Link key="terms" to="/terms">
        {text}
      </Link>
    ),
    privacy: (text: ReactNode[]) => (
      <Link key="privacy" to="/privacy">
        {text}
      </Link>
    ),
    contact: (text: ReactNode[]) => (
      <Link key="contact" to="/contact">
        {text}
      </Link>
    ),
    mail: (
      <a key="mail" href={`mailto:${SUPPORT_EMAIL}${mailSubject ? `?subject=${encodeURIComponent(mailSubject)}` : ''}`}>
        {SUPPORT_EMAIL}
      </a>
    ),
    phone: (
      <a key="phone" href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>
        {SUPPORT_PHONE}
      </a>
    ),
    weekdays: t.lang === 'en' ? BUSINESS_HOURS.weekdays : t.t('hours.weekdays'),
    saturday: t.lang === 'en' ? BUSINESS_HOURS.saturday : t.t('hours.saturday'),
  };
  return sections.map(({ id, blocks }) => {
    let n = 0;
    const say = () => t.rich(`${doc}.${id}.${++n}` as LegalText, values);
    const parts = blocks.map((block, i) =>
      block === 'p' ? (
        <p key={i}>{say()}</p>
      ) : (
        <ul key={i}>
          {Array.from({ length: block }, (_, j) => (
            <li key={j}>{say()}</li>
          ))}
        </ul>
      ),
    );
    return { id, title: t.t(`${doc}.${id}.title` as LegalText), content: <>{parts}</> };
  });
}
