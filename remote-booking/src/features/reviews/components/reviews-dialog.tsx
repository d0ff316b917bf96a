import styled from 'styled-components';
import { Alert, Button, EmptyState, Skeleton, VisuallyHidden } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { useReviews } from '../api/use-reviews';
import { useT } from '../../../i18n';
import { reviewsTexts } from '../i18n';
import { Body, Item, ReviewItem, ReviewList as List } from './review-item';

export interface ReviewsDialogProps {
  doctorId: string;
  doctorName: string;
  open: boolean;
  onClose: () => void;
}

/** Spec §2.7 'Patient Reviews': fetched only while open; skeletons, then the list or 'No reviews yet'. */
export function ReviewsDialog({ doctorId, doctorName, open, onClose }: ReviewsDialogProps) {
  const { data, isPending, isError, refetch, isFetching } = useReviews(doctorId, open);
  const list = data?.results ?? [];
  const page = useT();
  const t = reviewsTexts.useStandaloneT();
  return (
    <Dialog open={open} onClose={onClose} title={t.t('reviews.title')} description={t.t('reviews.description', { name: doctorName })} size="md">
      {isPending ? (
        <>
          <VisuallyHidden role="status">{t.t('reviews.loading')}</VisuallyHidden>
          <List aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Item key={i} data-testid="review-skeleton">
                <Skeleton circle height="40px" />
                <Body>
                  <Skeleton width="40%" />
                  <Skeleton width="30%" height="0.875rem" />
                  <Skeleton width="90%" />
                </Body>
              </Item>
            ))}
          </List>
        </>
      ) : isError ? (
        <Alert
          tone="danger"
          role="alert"
          title={t.t('reviews.error')}
          action={
            <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
              {page.t('page.retry')}
            </Button>
          }
        >
          {page.t('page.errorText')}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState title={t.t('reviews.none')} />
      ) : (
        <>
          <List aria-label={t.t('reviews.list')}>
            {list.map((r) => (
              <ReviewItem key={r.id} review={r} anonymous={t.t('reviews.anonymous')} lang={t.lang} />
            ))}
          </List>
          {data.total > list.length && <More>{t.t('reviews.more', { shown: list.length, total: data.total })}</More>}
        </>
      )}
    </Dialog>
  );
}

const More = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
