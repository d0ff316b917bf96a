import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { CheckIcon, Container, media } from '@musawo/shared/react';
import { useT } from '../i18n';

const PERKS = ['promo.chat', 'promo.manage', 'promo.reminders'] as const;

/** Spec §1: the mobile-app promotion, with a store link. */
export function AppPromo() {
  const t = useT();
  return (
    <Band aria-labelledby="home-app">
      <Inner>
        <div>
          <h2 id="home-app">{t.t('promo.title')}</h2>
          <p>{t.t('promo.lead')}</p>
          <Perks>
            {PERKS.map((p) => (
              <li key={p}>
                <CheckIcon size={18} />
                {t.t(p)}
              </li>
            ))}
          </Perks>
        </div>
        <Store to="/app-download">
          <small>{t.t('promo.getIt')}</small>
          <strong>Google Play &amp; App Store</strong>
        </Store>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  margin-top: ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.textOnPrimary};
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[10]};
  padding-bottom: ${({ theme }) => theme.space[10]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Perks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
`;

const Store = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;
  color: #ffffff;
  text-decoration: none;

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }

  ${media.md} {
    align-self: center;
  }
`;
