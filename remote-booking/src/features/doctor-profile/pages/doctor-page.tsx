// /doctor/:id (spec §2.7). The page composes three features that never import each other: the doctor's
// summary, the reviews (the first few on the page, issue 44, and the dialog) and the booking card. It owns the one
// doctor query they all read.
import { useState } from 'react';
import { useParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { Alert, Button, ChevronLeftIcon, Container, media, Skeleton, useDocumentMeta, VisuallyHidden } from '@musawo/shared/react';
import { useDoctor } from '../api/use-doctor';
import { DoctorSummary, DoctorSummarySkeleton } from '../components/doctor-summary';
import { DoctorBreadcrumbs } from '../components/doctor-breadcrumbs';
import { BookingCard } from '../../booking/components/booking-card';
import { FirstReviews } from '../../reviews/components/first-reviews';
import { LazyPart, named, preload } from '@musawo/shared/react';
import { useGoBack } from '../../../shared-ui/use-go-back';
import { useT } from '../../../i18n';

const loadReviewsDialog = named(() => import('../../reviews/components/reviews-dialog'), 'ReviewsDialog');

export function DoctorPage() {
  const doctorId = useParams().id ?? '';
  const { data: doctor, isPending, isError, error, refetch, isFetching } = useDoctor(doctorId);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  // The dialog's chunk is fetched on first intent (hover, focus) and kept mounted after first use.
  const [reviewsWanted, setReviewsWanted] = useState(false);
  const goBack = useGoBack();
  const t = useT();
  const failed = isError || (!isPending && !doctor);
  useDocumentMeta(
    doctor?.name ?? t.t(failed ? 'page.error' : 'page.title'),
    doctor ? t.t('page.meta', { name: doctor.name, specialty: doctor.speciality.speciality_name, place: doctor.address.address }) : undefined,
  );
  const showReviews = () => {
    setReviewsWanted(true);
    setReviewsOpen(true);
  };
  const prepareReviews = () => preload(loadReviewsDialog);
  const notFound = (error as { status?: number } | null)?.status === 404;

  return (
    <Container aria-busy={isPending || undefined}>
      <Top>
        <Button variant="ghost" size="sm" leftIcon={<ChevronLeftIcon />} onClick={goBack}>
          {t.t('page.back')}
        </Button>
      </Top>
      {!failed && <DoctorBreadcrumbs doctor={doctor} />}
      {isPending ? (
        <Layout>
          <h1 id="page-title" className="sr-only">
            {t.t('page.title')}
          </h1>
          <VisuallyHidden role="status">{t.t('page.loading')}</VisuallyHidden>
          <DoctorSummarySkeleton />
          <Skeleton height="520px" radius="12px" />
        </Layout>
      ) : failed || !doctor ? (
        <>
          <h1 id="page-title" className="sr-only">
            {t.t('page.title')}
          </h1>
          <Alert
            tone="danger"
            role="alert"
            title={t.t('page.error')}
            action={
              notFound ? undefined : (
                <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
                  {t.t('page.retry')}
                </Button>
              )
            }
          >
            {t.t('page.errorText')}
          </Alert>
        </>
      ) : (
        <Layout>
          <DoctorSummary doctor={doctor} onShowReviews={showReviews} onPrepareReviews={prepareReviews} />
          <BookingCard key={doctor.id} doctor={doctor} />
          <FirstReviews doctorId={doctor.id} count={doctor.reviews} onShowAll={showReviews} onPrepareAll={prepareReviews} />
          {reviewsWanted && (
            <LazyPart
              load={loadReviewsDialog}
              fallback={null}
              failure={{ title: t.t('page.reviewsFailed') }}
              props={{ doctorId: doctor.id, doctorName: doctor.name, open: reviewsOpen, onClose: () => setReviewsOpen(false) }}
            />
          )}
        </Layout>
      )}
    </Container>
  );
}

const Top = styled.div`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[2]};
`;

// One column on phones (profile, booking, then the first reviews); side by side from tablets, the booking card the
// wider one and the reviews under the profile (the second row takes what the booking card's height leaves).
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[10]};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    grid-template-rows: auto 1fr;

    > :nth-child(2) {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    > :nth-child(3) {
      grid-column: 1;
      grid-row: 2;
    }
  }
`;
