import styled from 'styled-components';
import { Alert, Button, EmptyState, Grid, Input, Page, RenderLater, SearchIcon } from '@musawo/shared/react';
import { useSpecialties } from '../../../shared-ui/use-specialties';
import { SpecialtyCard } from '../../../shared-ui/specialty-card';
import { filterSpecialties, useSpecialtySearch } from '../hooks/use-specialty-search';
import { specialtiesTexts, useT } from '../i18n';
import { useLandingPairs } from '../api/use-landing-pairs';
import { SpecialtyDistricts } from './specialty-districts';

const EAGER_CARDS = 4;
/** More than a first screen holds, even on a wide one; the rest render a task later (ADR 012). */
const FIRST_RENDER_CARDS = 6;

/** The page in the visitor's language: its catalogue is in its own chunk. */
export function SpecialtiesPage() {
  return (
    <specialtiesTexts.IntlProvider>
      <Specialties />
    </specialtiesTexts.IntlProvider>
  );
}

function Specialties() {
  const t = useT();
  const { data, isPending, isError, refetch } = useSpecialties();
  const [query, setQuery] = useSpecialtySearch();
  const shown = data ? filterSpecialties(data, query) : [];
  const pairs = useLandingPairs().data;

  return (
    <Page
      title={t.t('specialties.title')}
      description={t.t('specialties.description')}
      lead={t.t('specialties.lead')}
    >
      <Toolbar>
        {/* Nothing loaded is not zero specialties: no count beside the error. */}
        <Count role="status">{isPending ? t.t('common.loading') : data ? t.t('specialties.count', { count: shown.length }) : ''}</Count>
        <Search
          type="search"
          label={t.t('specialties.search')}
          hideLabel
          placeholder={t.t('specialties.searchHint')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          enterKeyHint="search"
        />
      </Toolbar>

      {isPending && <p>{t.t('specialties.loading')}</p>}
      {isError && (
        <Alert
          tone="danger"
          title={t.t('specialties.error')}
          role="alert"
          action={
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t.t('common.retry')}
            </Button>
          }
        />
      )}
      {data && shown.length === 0 && (
        <EmptyState
          icon={<SearchIcon size={32} />}
          title={query.trim() ? t.t('specialties.noMatch', { query: query.trim() }) : t.t('specialties.none')}
          description={query.trim() ? t.t('specialties.noMatchText') : undefined}
          action={
            query.trim() ? (
              <Button variant="outline" onClick={() => setQuery('')}>
                {t.t('specialties.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {shown.length > 0 && (
        <Cards as="ul" $min="240px" aria-label={t.t('specialties.list')}>
          {shown.slice(0, FIRST_RENDER_CARDS).map((s, i) => (
            <Item key={s.id}>
              <SpecialtyCard specialty={s} headingLevel={2} eager={i < EAGER_CARDS} />
              <SpecialtyDistricts specialty={s} pairs={pairs} />
            </Item>
          ))}
          <RenderLater>
            {shown.slice(FIRST_RENDER_CARDS).map((s) => (
              <Item key={s.id}>
                <SpecialtyCard specialty={s} headingLevel={2} eager={false} />
                <SpecialtyDistricts specialty={s} pairs={pairs} />
              </Item>
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

/** The card fills what the districts' line below it leaves (the card alone used to be the whole cell). */
const Item = styled.li`
  display: flex;
  flex-direction: column;

  > a {
    flex: 1 1 auto;
    height: auto;
  }
`;
