import { legalTexts, useT } from '../i18n';
import { LegalDocument } from './legal-document';
import { useLegalSections, type LegalSection } from './legal-sections';

const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'about', blocks: ['p'] },
  { id: 'eligibility', blocks: ['p', 'p'] },
  { id: 'account', blocks: [5] },
  { id: 'emergencies', blocks: ['p', 'p'] },
  { id: 'care', blocks: ['p', 'p'] },
  { id: 'appointments', blocks: [4] },
  { id: 'wallet', blocks: ['p', 'p', 'p'] },
  { id: 'fees', blocks: ['p'] },
  { id: 'conduct', blocks: [3] },
  { id: 'suspension', blocks: ['p'] },
  { id: 'liability', blocks: ['p'] },
  { id: 'changes', blocks: ['p'] },
  { id: 'law', blocks: ['p'] },
  { id: 'contact', blocks: ['p'] },
];

export function TermsPage() {
  return (
    <legalTexts.IntlProvider>
      <Terms />
    </legalTexts.IntlProvider>
  );
}

function Terms() {
  const t = useT();
  const sections = useLegalSections('terms', TERMS_SECTIONS);
  return (
    <LegalDocument
      title={t.t('terms.title')}
      description={t.t('terms.description')}
      updated="2026-11-01"
      intro={<p>{t.t('terms.intro')}</p>}
      sections={sections}
    />
  );
}
