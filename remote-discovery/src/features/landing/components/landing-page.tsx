// A landing page (issue 44): `/doctors/<district>/<specialty>` lists the district's doctors of one specialty, a page
// at a time, with the search results' cards. A pair with no doctor, or slugs that name nothing, is a not-found page
// (its head() answers 404, and the sitemap leaves it out).
import styled from 'styled-components';
import { SEARCH_PAGE_SIZE, type Language, type Specialty } from '@musawo/shared/contracts';
import { Alert, Breadcrumbs, Button, EmptyState, Page, SearchIcon, useErrorText, useLanguage, VisuallyHidden } from '@musawo/shared/react';
import { Link, useLocation, useParams, useSearchParams } from '@musawo/shared/router';
import { DoctorGrid, DoctorGridSkeleton, DoctorPager } from '../../../shared-ui/doctor-grid';
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
        <DoctorGridSkeleton />
      </Page>
    );
  }
  const names = { specialty: specialtyName(data.specialty, lang), district: data.district.name };
  const pages = Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE));
  return (
    <Page title={d.t('landing.heading', names)} description={d.t('landing.description', { ...names, count: data.total })} lead={d.t('landing.lead')}>
      <Breadcrumbs
        crumbs={[
          { name: d.t('landing.home'), path: '/' },
          { name: d.t('landing.heading', names), path: `/doctors/${district}/${specialty}` },
        ]}
        label={d.t('landing.breadcrumbs')}
      />
      <Count role="status">{t.t('results.found', { count: data.total })}</Count>
      <Results>
        <DoctorGrid doctors={data.doctors} label={t.t('results.list')} t={t} headingLevel={2} />
        <DoctorPager page={page} totalPages={pages} onChange={(p) => setSearchParams(p === 1 ? {} : { page: String(p) })} label={d.t('landing.pages')} />
      </Results>
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

const Count = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const Results = styled.div`
  margin-bottom: ${({ theme }) => theme.space[12]};
`;
