import styled from 'styled-components';
import { visuallyHidden } from '../global-style';
import { media } from '../theme';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { extrasTexts } from '../extras/i18n';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: all of them up to 7, otherwise always 7 slots (first, last, the current page with one
 * neighbour each side, and ellipses), so the bar keeps its width as the user pages and fits a 360 px screen.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), total);
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', total];
  if (current >= total - 3) return [1, 'ellipsis-start', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  /* 32 px wide on phones so Previous, seven slots and Next fit in one row at 360 px. */
  min-width: 32px;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }

  ${media.md} {
    min-width: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.neutralSubtle};
  }
`;

// Previous/Next keep their words for screen readers everywhere, but show only the chevron on phones.
const StepLabel = styled.span`
  ${visuallyHidden}

  ${media.md} {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    overflow: visible !important;
    clip: auto !important;
  }
`;

const Ellipsis = styled.li`
  min-width: 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark; make it specific when a screen has two ('Search results pages'). */
  label?: string;
  className?: string;
}

/** Spec §2.5: Previous, numbered pages and Next, shown only when there is more than one page. */
export function Pagination({ page, totalPages, onChange, label, className }: PaginationProps) {
  const t = extrasTexts.useStandaloneT();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  return (
    <Nav aria-label={label ?? t.t('kit.pagination')} className={className}>
      <List>
        <li>
          <PageButton type="button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
            <ChevronLeftIcon />
            <StepLabel>{t.t('kit.previous')}</StepLabel>
          </PageButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={t.t('kit.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onChange(item);
                }}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Ellipsis key={item} aria-hidden="true">
              …
            </Ellipsis>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
            <StepLabel>{t.t('kit.next')}</StepLabel>
            <ChevronRightIcon />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
