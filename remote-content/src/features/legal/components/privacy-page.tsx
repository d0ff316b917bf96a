import { legalTexts, useT } from '../i18n';
import { LegalDocument } from './legal-document';
import { useLegalSections, type LegalSection } from './legal-sections';

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'who-we-are', blocks: ['p', 'p'] },
  { id: 'what-we-collect', blocks: ['p', 5, 'p'] },
  { id: 'why-we-use-it', blocks: [6, 'p'] },
  { id: 'health-information', blocks: ['p', 'p'] },
  { id: 'sharing', blocks: [5, 'p'] },
  { id: 'security', blocks: ['p', 'p', 'p'] },
  { id: 'retention', blocks: [4] },
  { id: 'your-rights', blocks: ['p', 5, 'p'] },
  { id: 'children', blocks: ['p'] },
  { id: 'changes', blocks: ['p'] },
  { id: 'contact', blocks: ['p'] },
];

export function PrivacyPage() {
  return (
    <legalTexts.IntlProvider>
      <Privacy />
    </legalTexts.IntlProvider>
  );
}

function Privacy() {
  const t = useT();
  const sections = useLegalSections('privacy', PRIVACY_SECTIONS, 'Personal data request');
  return (
    <LegalDocument
      title={t.t('privacy.title')}
      description={t.t('privacy.description')}
      updated="2026-11-01"
      intro={<p>{t.t('privacy.intro')}</p>}
      sections={sections}
    />
  );
}
