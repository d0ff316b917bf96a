import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Link } from '@musawo/shared/router';
import { Button, CalendarIcon, CheckIcon, Page, VisuallyHidden } from '@musawo/shared/react';
import { StethoscopeIcon, UsersIcon, WalletIcon } from '../../../shared-ui/icons';
import { Muted, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';
import { joinTexts, useT } from '../i18n';

/** Apply Now opens our own application form (issue 47, ADR 334). */
const APPLY_PATH = '/join/apply';

const BENEFITS = [
  { icon: UsersIcon, title: 'join.reach', text: 'join.reachText' },
  { icon: CalendarIcon, title: 'join.schedule', text: 'join.scheduleText' },
  { icon: WalletIcon, title: 'join.paid', text: 'join.paidText' },
  { icon: StethoscopeIcon, title: 'join.profile', text: 'join.profileText' },
] as const;

const STEPS = [
  { title: 'join.submit', text: 'join.submitText' },
  { title: 'join.verify', text: 'join.verifyText' },
  { title: 'join.start', text: 'join.startText' },
] as const;

const NEEDS = ['join.need1', 'join.need2', 'join.need3', 'join.need4'] as const;

export function JoinPage() {
  return (
    <joinTexts.IntlProvider>
      <JoinContent />
    </joinTexts.IntlProvider>
  );
}

function JoinContent() {
  const t = useT();
  return (
    <Page title={t.t('join.title')} description={t.t('join.description')} lead={t.t('join.lead')}>
      <Actions>
        <Button as={Link} to={APPLY_PATH} size="lg">
          {t.t('join.apply')}
        </Button>
        <Muted>{t.t('join.opensForm')}</Muted>
      </Actions>

      <Section aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t.t('join.why')}</h2>
        <FeatureCards items={BENEFITS.map((b) => ({ ...b, title: t.t(b.title), text: t.t(b.text) }))} iconSize={22} />
      </Section>

      <Section aria-labelledby="steps-title">
        <h2 id="steps-title">{t.t('join.how')}</h2>
        <Steps>
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <StepNumber aria-hidden="true">{i + 1}</StepNumber>
              <div>
                <h3>
                  <VisuallyHidden>{t.t('join.step', { n: i + 1 })}</VisuallyHidden>
                  {t.t(s.title)}
                </h3>
                <p>{t.t(s.text)}</p>
              </div>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="need-title">
        <h2 id="need-title">{t.t('join.need')}</h2>
        <Checklist>
          {NEEDS.map((item) => (
            <li key={item}>
              <CheckIcon size={18} />
              {t.t(item)}
            </li>
          ))}
        </Checklist>
        <Closing>
          <Button as={Link} to={APPLY_PATH}>
            {t.t('join.apply')}
          </Button>
          <Muted>
            {t.rich('join.questions', {
              phone: SUPPORT_PHONE,
              call: (text: ReactNode[]) => (
                <a key="call" href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>
                  {text}
                </a>
              ),
            })}
          </Muted>
        </Closing>
      </Section>
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Closing = styled(Actions)`
  margin-top: ${({ theme }) => theme.space[8]};
`;



const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Checklist = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
