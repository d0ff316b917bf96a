import { useState } from 'react';
import styled from 'styled-components';
import { SEARCH_PAGE_SIZE, type Location, type Specialty } from '@musawo/shared/contracts';
import { Alert, Badge, Button, EmptyState, Notice, Page, SearchIcon, useErrorText, useReducedMotion, VisuallyHidden } from '@musawo/shared/react';
import { useDoctorSearch } from '../api/use-doctor-search';
import { FULL_PRICE_RANGE, useSearchState } from '../hooks/use-search-state';
import { FiltersDialog } from './filters-dialog';
import { pagesTexts, useT, type PagesT } from '../../../shared-ui/i18n';
import { DoctorGrid, DoctorGridSkeleton, DoctorPager } from '../../../shared-ui/doctor-grid';

/** Spec §2.5: '{specialty or Medical} Specialists in {address or your area}'. */
export function resultsHeading(specialty: Specialty | null, location: Location, t: PagesT = pagesTexts.english): string {
  return t.t('results.heading', { specialty: specialty?.speciality_name.trim() || t.t('results.medical'), place: location.address.trim() || t.t('results.yourArea') });
}

/** DESIGN §7: pages come from the server's total, not from the length of the page in hand. */
export function totalPages(total: number): number {
  return Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
}

/** For a page past the end: where the results really are. */
export function whereTheDoctorsAre(total: number, pages: number, t: PagesT = pagesTexts.english): string {
  if (pages > 1) return t.t('results.onPages', { count: total, pages });
  return t.t('results.onOnePage', { count: total });
}

const SKELETONS = 3;

/** The page in the visitor's language: the lazy pages' catalogue is in their own chunks. */
export function SearchResultsPage() {
  return (
    <pagesTexts.IntlProvider>
      <SearchResults />
    </pagesTexts.IntlProvider>
  );
}

function SearchResults() {
  const t = useT();
  const errorText = useErrorText();
  const { state, applyFilters, setPage } = useSearchState();
  const { data, isPending, isError, error, refetch, isFetching } = useDoctorSearch(state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const reducedMotion = useReducedMotion();

  const tags = state.tags.length > 0 ? state.tags : (state.specialty?.tags ?? []);
  const activeFilters =
    state.tags.length + (state.rating > 0 ? 1 : 0) + (state.price[0] !== FULL_PRICE_RANGE[0] || state.price[1] !== FULL_PRICE_RANGE[1] ? 1 : 0);
  const doctors = data?.doctors ?? [];
  const elsewhere = data !== undefined && !data.IS_DOCTORS_WITH_LOCATION && doctors.length > 0;
  // The server's note is English (the spec's words); the other languages say it from what the answer shows.
  const note = !data?.message ? null : t.lang === 'en' ? data.message : elsewhere ? t.t('results.notNear', { place: state.location.address.trim() || t.t('results.yourArea') }) : t.t('results.nothing');
  const lastPage = data ? totalPages(data.total) : 1;
  const pastTheEnd = data !== undefined && data.total > 0 && state.page > lastPage;

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard focus was on the pager at the bottom: bring it to the top with the view.
    const title = document.getElementById('page-title');
    if (title) {
      title.setAttribute('tabindex', '-1');
      title.focus({ preventScroll: true });
    }
  };

  return (
    <Page
      title={resultsHeading(state.specialty, state.location, t)}
      description={t.t('results.description')}
      lead={t.t('results.lead')}
    >
      <Toolbar>
        <Count role="status">{data ? t.t('results.found', { count: data.total }) : isPending ? t.t('results.searching') : ''}</Count>
        <Button variant="outline" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          {t.t('results.filters')}
          {activeFilters > 0 && (
            <Badge tone="primary">
              {activeFilters}
              <VisuallyHidden>{t.t('results.active')}</VisuallyHidden>
            </Badge>
          )}
        </Button>
      </Toolbar>

      {tags.length > 0 && (
        <Tags aria-label={state.tags.length > 0 ? t.t('results.activeTags') : t.t('results.specialtyTags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="primary">{tag}</Badge>
            </li>
          ))}
        </Tags>
      )}

      {note && <Notice>{note}</Notice>}

      <Results aria-busy={isFetching || undefined}>
        {isPending && (
          <>
            <VisuallyHidden>{t.t('results.loading')}</VisuallyHidden>
            <DoctorGridSkeleton count={SKELETONS} />
          </>
        )}

        {isError && !data && (
          <Alert
            tone="danger"
            role="alert"
            title={t.t('results.error')}
            action={
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t.t('common.retry')}
              </Button>
            }
          >
            {errorText(error, '') || undefined}
          </Alert>
        )}

        {data && doctors.length === 0 && pastTheEnd && (
          // A link or a bookmark to a page that no longer exists: the doctors are there, on earlier pages.
          <EmptyState
            icon={<SearchIcon size={32} />}
            title={t.t('results.noPage', { page: state.page })}
            description={whereTheDoctorsAre(data.total, lastPage, t)}
            action={<Button onClick={() => changePage(lastPage)}>{t.t('results.goToPage', { page: lastPage })}</Button>}
          />
        )}

        {data && doctors.length === 0 && !pastTheEnd && (
          <EmptyState
            icon={<SearchIcon size={32} />}
            title={t.t('results.none')}
            description={t.t('results.noneText')}
            action={<Button onClick={() => setFiltersOpen(true)}>{t.t('results.changeFilters')}</Button>}
          />
        )}

        {elsewhere && <OthersHeading>{t.t('results.others')}</OthersHeading>}
        {doctors.length > 0 && (
          <DoctorGrid doctors={doctors} label={t.t('results.list')} t={t} headingLevel={elsewhere ? 3 : 2} />
        )}

        {data && !pastTheEnd && <DoctorPager page={state.page} totalPages={totalPages(data.total)} onChange={changePage} label={t.t('results.pages')} />}
      </Results>

      {filtersOpen && (
        <FiltersDialog
          initial={{ location: state.location, specialty: state.specialty, tags: state.tags, rating: state.rating, price: state.price }}
          onApply={applyFilters}
          onClose={() => setFiltersOpen(false)}
        />
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
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[12]};
`;

const OthersHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

