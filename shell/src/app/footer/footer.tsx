import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';
import { useT as useShellT } from '../../i18n';
import { footerTexts, useT } from './i18n';

/** The footer, in its own texts' provider: a later part of the shell's (../layout.tsx), on no first view. */
export function Footer() {
  return (
    <footerTexts.IntlProvider>
      <FooterBody />
    </footerTexts.IntlProvider>
  );
}

function FooterBody() {
  const t = useT();
  const shell = useShellT();
  // Each text named where it is asked for, so the build can number its key (ADR 329); `nav.*` are the top bar's.
  const columns: readonly { title: string; links: readonly (readonly [string, string])[] }[] = [
    { title: t.t('footer.musawo'), links: [['/about', shell.t('nav.about')], ['/careers', t.t('footer.careers')], ['/articles', t.t('footer.healthTips')], ['/app', t.t('footer.getApp')]] },
    { title: t.t('footer.forPatients'), links: [['/find-doctor', shell.t('nav.findDoctor')], ['/specialties', t.t('footer.specialties')], ['/help', t.t('footer.help')], ['/contact', t.t('footer.contact')]] },
    { title: t.t('footer.forDoctors'), links: [['/for-providers', shell.t('nav.forProviders')], ['/join', t.t('footer.join')]] },
    { title: t.t('footer.legal'), links: [['/privacy', t.t('footer.privacy')], ['/terms', t.t('footer.terms')]] },
  ];
  return (
    <Foot>
      <Grid>
        {columns.map((c) => (
          <nav key={c.title} aria-label={c.title}>
            <h2>{c.title}</h2>
            <ul>
              {c.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Grid>
      <Bottom>
        <p>
          {t.t('footer.support')} <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> ·{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>
          <a href="https://www.facebook.com/musawo.ug" rel="noopener noreferrer">Facebook</a> ·{' '}
          <a href="https://x.com/musawo_ug" rel="noopener noreferrer">X</a> ·{' '}
          <a href="https://www.instagram.com/musawo.ug" rel="noopener noreferrer">Instagram</a>
        </p>
        <p>{t.t('footer.emergency', { year: String(new Date().getFullYear()) })}</p>
      </Bottom>
    </Foot>
  );
}

const Foot = styled.footer`
  margin-top: 64px;
  background: #12302f;
  color: #e6f2f1;
  padding: 40px 16px 24px;
  a {
    color: #e6f2f1;
  }
`;
const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin-bottom: 8px;
  }
`;
const Bottom = styled.div`
  max-width: 1200px;
  margin: 32px auto 0;
  border-top: 1px solid #2c4d4b;
  padding-top: 16px;
  font-size: 0.875rem;
`;
