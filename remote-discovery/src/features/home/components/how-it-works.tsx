import styled from 'styled-components';
import { Container, media } from '@musawo/shared/react';
import { Section, SectionHeader } from './section-header';
import { useT } from '../i18n';

const STEPS = [
  { title: 'how.find', text: 'how.findText' },
  { title: 'how.book', text: 'how.bookText' },
  { title: 'how.consult', text: 'how.consultText' },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <Section aria-labelledby="home-how">
      <Container>
        <SectionHeader id="home-how" title={t.t('how.title')} lead={t.t('how.lead')} />
        <Steps>
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <Number aria-hidden="true">{i + 1}</Number>
              <div>
                <h3>{t.t(s.title)}</h3>
                <p>{t.t(s.text)}</p>
              </div>
            </li>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Number = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
