import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Input, Select } from '@musawo/shared/react';

interface SearchBarProps<F extends string> {
  label: string;
  searchLabel: string;
  filterLabel: string;
  /** The filter's choices, the first one the default. */
  filters: ReadonlyArray<{ value: F; label: string }>;
  onSearch: (query: string, filter: F) => void;
}

/** A console list's search: words (the server's limit of 100 characters) and one filter; the list follows on submit. */
function SearchBar<F extends string>(p: SearchBarProps<F>) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<F>((p.filters[0]?.value ?? '') as F);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSearch(query.trim(), filter);
  };
  return (
    <Bar role="search" onSubmit={submit} noValidate>
      <Input label={p.label} type="search" maxLength={100} value={query} onChange={(e) => setQuery(e.target.value)} />
      <Select label={p.filterLabel} value={filter} onChange={(e) => setFilter(e.target.value as F)}>
        {p.filters.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </Select>
      <Button type="submit">{p.searchLabel}</Button>
    </Bar>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > * {
    flex: 1 1 12rem;
  }
  > button {
    flex: 0 0 auto;
  }
`;

interface SearchSectionProps<F extends string> extends Omit<SearchBarProps<F>, 'onSearch'> {
  lead: string;
  /** The list for a search; `onDone` says an action's outcome in the section's status line. */
  children: (search: { query: string; filter: F }, onDone: (text: string) => void) => ReactNode;
}

/** A console section that is a searchable list with actions: its lead, the search, a status line and the list. */
export function SearchSection<F extends string>({ lead, children, ...bar }: SearchSectionProps<F>) {
  const [search, setSearch] = useState<{ query: string; filter: F }>({ query: '', filter: (bar.filters[0]?.value ?? '') as F });
  const [done, setDone] = useState('');
  return (
    <>
      <p>{lead}</p>
      <SearchBar {...bar} onSearch={(query, filter) => setSearch({ query, filter })} />
      <p role="status">{done}</p>
      {children(search, setDone)}
    </>
  );
}
