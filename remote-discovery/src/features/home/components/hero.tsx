import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { Button, Container, media } from '@musawo/shared/react';
import { HeroSearch } from './hero-search';
import { useT } from '../../../i18n';

const telHref = `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`;

/** Spec §1/§2.3: the hero's texts, the 24/7 badge, the support line and email, two buttons and a search. */
export function Hero() {
  const t = useT();
  return (
    <Band aria-labelledby="page-title">
      <Inner>
        <Copy>
          <SupportBadge>
            <Dot aria-hidden="true" />
            {t.t('hero.badge')}
          </SupportBadge>
          <h1 id="page-title">{t.t('hero.title')}</h1>
          <Lead>{t.t('hero.lead')}</Lead>
          <Actions>
            <Button as={Link} to="/find-doctor" size="lg">
              {t.t('hero.findDoctor')}
            </Button>
            <Button as={Link} to="/find-doctor" size="lg" variant="outline">
              {t.t('hero.book')}
            </Button>
          </Actions>
          <Contacts>
            <li>
              <span>{t.t('hero.call')}</span> <a href={telHref}>{SUPPORT_PHONE}</a>
            </li>
            <li>
              <span>{t.t('hero.email')}</span> <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
          </Contacts>
        </Copy>
        <HeroSearch />
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySubtle} 0%, ${({ theme }) => theme.colors.background} 100%);
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[8]};

  ${media.lg} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
    padding-top: ${({ theme }) => theme.space[16]};
    padding-bottom: ${({ theme }) => theme.space[16]};
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h1 {
    font-size: clamp(2rem, 8vw, 3.25rem);
  }
`;

const SupportBadge = styled.p`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryMuted};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
`;

const Lead = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 160px;
  }

  ${media.md} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const Contacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]} 0;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
