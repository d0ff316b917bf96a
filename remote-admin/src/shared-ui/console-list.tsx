import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Spinner, useErrorText } from '@musawo/shared/react';
import { useT } from '../i18n';

/** A console page's list of records (payments, applications, doctors, reviews, activity): one bordered card per record. */
export const ConsoleList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** One record: a heading, its facts as a two-column description list, its actions. */
export const ConsoleItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
  }
  textarea {
    width: 100%;
  }
`;

/** A record's actions, in a row that wraps on a phone. */
export const ConsoleActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A decision's reason field's message, under the field. */
export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a list query answers (react-query's result, as far as a list reads it). */
interface ListQuery<T> {
  data: readonly T[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface ConsoleQueryListProps<T> {
  query: ListQuery<T>;
  /** The list's accessible name. */
  label: string;
  /** Said when the list cannot be loaded (in the page's language), with Retry. */
  failed: string;
  empty: string;
  children: (item: T) => ReactNode;
}

/** A console list with its loading, error (and Retry) and empty states. */
export function ConsoleQueryList<T>({ query, label, failed, empty, children }: ConsoleQueryListProps<T>) {
  const t = useT();
  const errorText = useErrorText();
  if (query.isPending) return <Spinner />;
  if (query.error)
    return (
      <Alert tone="danger" role="alert" title={failed}>
        {errorText(query.error, failed)}{' '}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.t('common.retry')}
        </Button>
      </Alert>
    );
  const rows = query.data ?? [];
  if (rows.length === 0) return <p>{empty}</p>;
  return <ConsoleList aria-label={label}>{rows.map(children)}</ConsoleList>;
}
