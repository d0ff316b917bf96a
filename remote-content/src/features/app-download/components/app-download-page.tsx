import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { Badge, Button, CalendarIcon, Page } from '@musawo/shared/react';
import { BellIcon, MessageIcon } from '../../../shared-ui/icons';
import { Muted, Section } from '../../../shared-ui/prose';
import { FeatureCards } from '../../../shared-ui/feature-grid';
import { downloadTexts, useT } from '../i18n';
import { useT as useContentT } from '../../../i18n';

const FEATURES = [
  {
    icon: MessageIcon,
    title: 'download.chat',
    text: 'download.chatText',
  },
  {
    icon: CalendarIcon,
    title: 'download.manage',
    text: 'download.manageText',
  },
  {
    icon: BellIcon,
    title: 'download.reminders',
    text: 'download.remindersText',
  },
] as const;

const STORES = [
  { name: 'download.googlePlay', platform: 'download.forAndroid' },
  { name: 'download.appStore', platform: 'download.forIphone' },
] as const;

export function AppDownloadPage() {
  return (
    <downloadTexts.IntlProvider>
      <AppDownloadContent />
    </downloadTexts.IntlProvider>
  );
}

function AppDownloadContent() {
  const t = useT();
  const common = useContentT();
  return (
    <Page title={t.t('download.title')} description={t.t('download.description')} lead={t.t('download.lead')}>
      <Soon aria-labelledby="stores-title">
        <Badge tone="warning">{t.t('download.soon')}</Badge>
        <h2 id="stores-title">{t.t('download.notYet')}</h2>
        <p>{t.t('download.notYetText')}</p>
        <Stores>
          {STORES.map((s) => (
            <li key={s.name}>
              {/* Not a link: there is nowhere to go yet, and a dead store link would only waste a patient's data. */}
              <StoreBadge>
                <small>{t.t('download.soonTo')}</small>
                <strong>{t.t(s.name)}</strong>
                <small>{t.t(s.platform)}</small>
              </StoreBadge>
            </li>
          ))}
        </Stores>
      </Soon>

      <Section aria-labelledby="features-title">
        <h2 id="features-title">{t.t('download.will')}</h2>
        <FeatureCards items={FEATURES.map((f) => ({ ...f, title: t.t(f.title), text: t.t(f.text) }))} iconSize={22} />
      </Section>

      <Section aria-labelledby="now-title">
        <h2 id="now-title">{t.t('download.today')}</h2>
        <p>{t.t('download.todayText')}</p>
        <Actions>
          <Button as={Link} to="/find-doctor">
            {common.t('common.findDoctor')}
          </Button>
          <Button as={Link} to="/articles" variant="outline">
            {t.t('download.tips')}
          </Button>
        </Actions>
        <Muted>{t.t('download.homeScreen')}</Muted>
      </Section>
    </Page>
  );
}

const Soon = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primarySubtle};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    max-width: 65ch;
  }
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StoreBadge = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 180px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;
  color: #fff;
  line-height: 1.3;

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;
