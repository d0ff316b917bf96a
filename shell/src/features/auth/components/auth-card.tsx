import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, useDocumentMeta } from '@musawo/shared/react';
import { useT } from '../i18n';

/** The frame of the sign-in, sign-up and account-link pages. */
export function AuthCard({ title, subtitle, children, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  const t = useT();
  useDocumentMeta(title, t.t('meta.description'));
  return (
    <Wrap $wide={wide}>
      <Card $padding={6}>
        <Title id="auth-title">{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Card>
    </Wrap>
  );
}

const Wrap = styled.section<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '560px' : '460px')};
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;
const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;
const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;
export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
    text-decoration: none;
  }
`;
export const FormError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
