// A landing page (issue 44): `/doctors/<district>/<specialty>` lists the district's doctors of one specialty, a page
// at a time, with the search results' cards. A pair with no doctor, or slugs that name nothing, is a not-found page
// (its head() answers 404, and the sitemap leaves it out).
import styled from 'styled-components';
import { SEARCH_PAGE_SIZE, type Language, type Specialty } from '@musawo/shared/contracts';
import { Alert, Button, EmptyState, Page, SearchIcon, useErrorText, useLanguage, VisuallyHidden } from '@musawo/shared/react';
import { Pagination } from '@musawo/shared/react-extras';
import { Link, useLocation, useParams, useSearchParams } from '@musawo/shared/router';
import { DoctorCard, DoctorCardSkeleton } from '../../../shared-ui/doctor-card';
import { pagesTexts, useT } from '../../../shared-ui/i18n';
import { useT as useDiscoveryT } from '../../../i18n';
import { isSlug, landingPageNumber, useLandingPage } from '../api/landing-query';

/** The specialty's name in the page's language, where the directory has one. */
export const specialtyName = (s: Specialty, lang: Language) => (lang === 'en' ? undefined : s.names?.[lang]) ?? s.speciality_name;

export function LandingPage() {
  return (
    <pagesTexts.IntlProvider>
      <Landing />
    </pagesTexts.IntlProvider>
  );
}

function Landing() {
  // The landing page's own words are in the remote's first catalogue (its head() needs them at once); the list's
  // words are the search results' (the pages' catalogue).
  const t = useT();
  const d = useDiscoveryT();
  const lang = useLanguage();
  const errorText = useErrorText();
  const { district = '', specialty = '' } = useParams();
  const [, setSearchParams] = useSearchParams();
  const page = landingPageNumber(useLocation().search);
  const { data, isPending, isError, error, refetch } = useLandingPage(district, specialty, page);

  if (!isSlug(district) || !isSlug(specialty) || data === null) return <NotFound />;
  if (isError && data === undefined) {
    return (
      <Page title={t.t('results.error')}>
        <Alert tone="danger" role="alert" title={t.t('results.error')} action={<Button size="sm" variant="outline" onClick={() => void refetch()}>{t.t('common.retry')}</Button>}>
          {errorText(error, '') || undefined}
        </Alert>
      </Page>
    );
  }
  if (isPending || data === undefined) {
    return (
      <Page title={t.t('results.searching')}>
        <VisuallyHidden>{t.t('results.loading')}</VisuallyHidden>
        <List as="div">
          {Array.from({ length: 3 }, (_, i) => (
            <DoctorCardSkeleton key={i} />
          ))}
        </List>
      </Page>
    );
  }
  const names = { specialty: specialtyName(data.specialty, lang), district: data.district.name };
  const pages = Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE));
  return (
    <Page title={d.t('landing.heading', names)} description={d.t('landing.description', { ...names, count: data.total })} lead={d.t('landing.lead')}>
      <Crumbs aria-label={d.t('landing.breadcrumbs')}>
        <ol>
          <li>
            <Link to="/">{d.t('landing.home')}</Link>
          </li>
          <li aria-current="page">{d.t('landing.heading', names)}</li>
        </ol>
      </Crumbs>
      <Count role="status">{t.t('results.found', { count: data.total })}</Count>
      <List aria-label={t.t('results.list')}>
        {data.doctors.map((d) => (
          <li key={d.id}>
            <DoctorCard doctor={d} t={t} headingLevel={2} />
          </li>
        ))}
      </List>
      {pages > 1 && <Pager page={page} totalPages={pages} onChange={(p) => setSearchParams(p === 1 ? {} : { page: String(p) })} label={d.t('landing.pages')} />}
    </Page>
  );
}

function NotFound() {
  const d = useDiscoveryT();
  return (
    <Page title={d.t('landing.notFound')}>
      <EmptyState
        icon={<SearchIcon size={32} />}
        title={d.t('landing.notFound')}
        description={d.t('landing.notFoundText')}
        action={
          <Link to="/find-doctor" className="landing-search-all">
            {d.t('landing.searchAll')}
          </Link>
        }
      />
    </Page>
  );
}

const Crumbs = styled.nav`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};

  ol {
    display: flex;
    flex-wrap: wrap;
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

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;

const Pager = styled(Pagination)`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[12]};
`;
