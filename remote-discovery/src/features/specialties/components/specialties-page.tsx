import styled from 'styled-components';
import { Alert, Button, EmptyState, Grid, Input, Page, RenderLater, SearchIcon } from '@musawo/shared/react';
import { useSpecialties } from '../../../shared-ui/api/use-specialties';
import { SpecialtyCard } from '../../../shared-ui/components/specialty-card';
import { filterSpecialties, useSpecialtySearch } from '../hooks/use-specialty-search';

const EAGER_CARDS = 4;
/** More than a first screen holds, even on a wide one; the rest render a task later (ADR 012). */
const FIRST_RENDER_CARDS = 6;

export function SpecialtiesPage() {
  const { data, isPending, isError, refetch } = useSpecialties();
  const [query, setQuery] = useSpecialtySearch();
  const shown = data ? filterSpecialties(data, query) : [];

  return (
    <Page
      title="Medical Specialties"
      description="Browse medical specialties and the symptoms they treat, then find a specialist near you in Uganda."
      lead="Browse every specialty and the symptoms it treats, then see the doctors who practise it."
    >
      <Toolbar>
        {/* Nothing loaded is not zero specialties: no count beside the error. */}
        <Count role="status">{isPending ? 'Loading...' : data ? `${shown.length} ${shown.length === 1 ? 'Specialty' : 'Specialties'}` : ''}</Count>
        <Search
          type="search"
          label="Search specialties or symptoms"
          hideLabel
          placeholder="Search specialties or symptoms..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          enterKeyHint="search"
        />
      </Toolbar>

      {isPending && <p>Loading specialties...</p>}
      {isError && (
        <Alert
          tone="danger"
          title="Error loading specialties"
          role="alert"
          action={
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {data && shown.length === 0 && (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={query.trim() ? `No specialties match "${query.trim()}"` : 'No specialties yet'}
          description={query.trim() ? 'Try another word, a symptom such as "fever", or clear the search.' : undefined}
          action={
            query.trim() ? (
              <Button variant="outline" onClick={() => setQuery('')}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      )}
      {shown.length > 0 && (
        <Cards as="ul" $min="240px" aria-label="Specialties">
          {shown.slice(0, FIRST_RENDER_CARDS).map((s, i) => (
            <li key={s.id}>
              <SpecialtyCard specialty={s} headingLevel={2} eager={i < EAGER_CARDS} />
            </li>
          ))}
          <RenderLater>
            {shown.slice(FIRST_RENDER_CARDS).map((s) => (
              <li key={s.id}>
                <SpecialtyCard specialty={s} headingLevel={2} eager={false} />
              </li>
            ))}
          </RenderLater>
        </Cards>
      )}
    </Page>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[4]};
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Search = styled(Input)`
  flex: 1 1 280px;
  max-width: 420px;
`;

const Cards = styled(Grid)`
  margin: 0 0 ${({ theme }) => theme.space[12]};
  padding: 0;
  list-style: none;
`;
