// Breadcrumbs (issue 44): where a page sits, Home › … › this page, each step but the last a link. One line, as high
// with no steps as with them, so a trail that appears once its data has come moves nothing below it. Too long for the
// screen, the last step (the page's own name, its heading just below) ends in '…'; links that still do not fit scroll
// sideways. The same trail is what a page's BreadcrumbList gives search engines.
import styled from 'styled-components';
import { Link } from '../../router';

export interface Crumb {
  /** The step's text, in the page's language. */
  name: string;
  /** The step's address (the last step's is the page's own, not linked). */
  path: string;
}

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  /** The trail's accessible name ('You are here'). */
  label: string;
  className?: string;
}

export function Breadcrumbs({ crumbs, label, className }: BreadcrumbsProps) {
  const last = crumbs.length - 1;
  return (
    <Nav aria-label={label} className={className}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path} aria-current={i === last ? 'page' : undefined}>
            {i === last ? c.name : <Link to={c.path}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
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

  li {
    flex-shrink: 0;
  }

  li[aria-current='page'] {
    flex-shrink: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
