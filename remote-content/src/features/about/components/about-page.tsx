import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { RESCHEDULE_NOTICE_HOURS } from '@musawo/shared/contracts';
import { Button, Page } from '@musawo/shared/react';
import { HeartIcon, ShieldIcon, StethoscopeIcon, UsersIcon } from '../../../shared-ui/icons';
import { Prose, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';
import { aboutTexts, useT } from '../i18n';
import { useT as useContentT } from '../../../i18n';

const STATS = [
  { value: '2024', label: 'about.founded' },
  { value: '10,000+', label: 'about.users' },
  { value: '98%', label: 'about.satisfaction' },
] as const;

const VALUES = [
  {
    icon: HeartIcon,
    title: 'about.patientsFirst',
    text: 'about.patientsFirstText',
  },
  {
    icon: ShieldIcon,
    title: 'about.trust',
    text: 'about.trustText',
  },
  {
    icon: UsersIcon,
    title: 'about.everyone',
    text: 'about.everyoneText',
  },
  {
    icon: StethoscopeIcon,
    title: 'about.quality',
    text: 'about.qualityText',
  },
] as const;

export function AboutPage() {
  return (
    <aboutTexts.IntlProvider>
      <AboutContent />
    </aboutTexts.IntlProvider>
  );
}

function AboutContent() {
  const t = useT();
  const common = useContentT();
  return (
    <Page title={t.t('about.title')} description={t.t('about.description')} lead={t.t('about.lead')}>
      <Stats>
        {STATS.map((s) => (
          <Stat key={s.label}>
            <dt>{t.t(s.label)}</dt>
            <dd>{s.value}</dd>
          </Stat>
        ))}
      </Stats>

      <Section>
        <Columns>
          <Prose>
            <h2 id="mission">{t.t('about.mission')}</h2>
            <p>{t.t('about.missionText', { hours: RESCHEDULE_NOTICE_HOURS })}</p>
          </Prose>
          <Prose>
            <h2 id="vision">{t.t('about.vision')}</h2>
            <p>{t.t('about.visionText')}</p>
          </Prose>
        </Columns>
      </Section>

      <Section aria-labelledby="values">
        <h2 id="values">{t.t('about.values')}</h2>
        <FeatureCards items={VALUES.map((v) => ({ ...v, title: t.t(v.title), text: t.t(v.text) }))} />
      </Section>

      <Section aria-labelledby="next">
        <h2 id="next">{t.t('about.work')}</h2>
        <Prose>
          <p>{t.t('about.workText')}</p>
        </Prose>
        <Actions>
          <Button as={Link} to="/find-doctor">
            {common.t('common.findDoctor')}
          </Button>
          <Button as={Link} to="/join" variant="outline">
            {t.t('about.join')}
          </Button>
          <Button as={Link} to="/careers" variant="ghost">
            {t.t('about.careers')}
          </Button>
        </Actions>
      </Section>
    </Page>
  );
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  text-align: center;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: clamp(1.375rem, 6vw, 2.25rem);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
