import type { ReactNode } from 'react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from '@musawo/shared/contracts';
import { Alert, Button, Page } from '@musawo/shared/react';
import { Prose, Section } from '../../../shared-ui/prose';
import { careersTexts, useT } from '../i18n';

const APPLY_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Careers at Musawo')}`;

export function CareersPage() {
  return (
    <careersTexts.IntlProvider>
      <CareersContent />
    </careersTexts.IntlProvider>
  );
}

function CareersContent() {
  const t = useT();
  return (
    <Page title={t.t('careers.title')} description={t.t('careers.description')} lead={t.t('careers.lead')}>
      <Section aria-labelledby="who-title">
        <Prose>
          <h2 id="who-title">{t.t('careers.who')}</h2>
          <p>{t.t('careers.who1')}</p>
          <p>{t.t('careers.who2')}</p>
        </Prose>
      </Section>

      <Section aria-labelledby="roles-title">
        <h2 id="roles-title">{t.t('careers.roles')}</h2>
        <Prose>
          <p>{t.t('careers.rolesText')}</p>
        </Prose>
      </Section>

      <Section aria-labelledby="apply-title">
        <Prose>
          <h2 id="apply-title">{t.t('careers.how')}</h2>
          <p>
            {t.rich('careers.howText', {
              email: SUPPORT_EMAIL,
              mail: (text: ReactNode[]) => (
                <a key="mail" href={APPLY_HREF}>
                  {text}
                </a>
              ),
            })}
          </p>
        </Prose>
        <Actions>
          <Button as="a" href={APPLY_HREF}>
            {t.t('careers.emailCv')}
          </Button>
          <Button as={Link} to="/about" variant="outline">
            {t.t('careers.about')}
          </Button>
        </Actions>
        <Alert tone="warning" title={t.t('careers.scam')}>
          {t.t('careers.scamText', { email: SUPPORT_EMAIL })}
        </Alert>
      </Section>
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
`;
