// Home › <specialty> in <district> › the doctor (issue 44): the middle link is the district's landing page, the same
// trail the page's BreadcrumbList gives search engines (head.ts).
import styled from 'styled-components';
import type { Doctor } from '@musawo/shared/contracts';
import { useLanguage } from '@musawo/shared/react';
import { Link } from '@musawo/shared/router';
import { useT } from '../../../i18n';
import { doctorBreadcrumbs } from '../lib/head';

/** One line, kept while the doctor loads and scrolled sideways when long, so the trail appearing moves nothing below it. */
export function DoctorBreadcrumbs({ doctor }: { doctor: Doctor | undefined }) {
  const t = useT();
  const language = useLanguage();
  const crumbs = doctor ? doctorBreadcrumbs(doctor, language) : [];
  return (
    <Crumbs aria-label={t.t('head.breadcrumbs')}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {i === crumbs.length - 1 ? c.name : <Link to={c.path}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}

const Crumbs = styled.nav`
  height: 2em;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  overflow-x: auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    align-items: center;
    height: 100%;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
