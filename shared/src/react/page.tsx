import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './ui/container';

/** Sets the document title and meta description while a page is shown (SEO, and screen readers announce it). */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Musawo` : 'Musawo';
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

/** A page's frame: its title in the document and as the one h1, an optional lead, then the content. */
export function Page({ title, description, lead, children }: { title: string; description?: string; lead?: ReactNode; children?: ReactNode }) {
  useDocumentMeta(title, description);
  return (
    <Container as="section" aria-labelledby="page-title">
      <Title id="page-title">{title}</Title>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Container>
  );
}

const Title = styled.h1`
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[2]};
`;
const Lead = styled.p`
  max-width: 680px;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
