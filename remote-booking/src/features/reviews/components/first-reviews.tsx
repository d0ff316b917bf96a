// The doctor page's first reviews (issue 44): the newest few on the page itself, so a visitor without the scripts, a
// crawler and a link preview read what patients say; the dialog has them all. Rendered by the server from the
// page's data and hydrated from it. Until they are there, and if they fail, it shows only its title and the control
// to open the dialog (which has its own loading and retry), so the server's and the browser's first renders agree
// whatever happened to the server's read.
import styled from 'styled-components';
import { Button, Card } from '@musawo/shared/react';
import { useFirstReviews } from '../api/use-reviews';
import { useT } from '../../../i18n';
import { ReviewItem, ReviewList } from './review-item';

export interface FirstReviewsProps {
  doctorId: string;
  /** The doctor's review count (their profile's), known before the reviews arrive. */
  count: number;
  onShowAll: () => void;
  /** Starts downloading the reviews dialog when the pointer or focus reaches the control. */
  onPrepareAll?: () => void;
}

export function FirstReviews({ doctorId, count, onShowAll, onPrepareAll }: FirstReviewsProps) {
  const t = useT();
  const { data } = useFirstReviews(doctorId);
  const list = data?.results ?? [];
  const none = count === 0 || (data !== undefined && list.length === 0);
  return (
    <Section as="section" aria-labelledby="first-reviews-title" $padding={5}>
      <h2 id="first-reviews-title">{t.t('firstReviews.title')}</h2>
      {none ? (
        <p>{t.t('firstReviews.none')}</p>
      ) : (
        <>
          {list.length > 0 && (
            <ReviewList aria-label={t.t('firstReviews.list')}>
              {list.map((r) => (
                <ReviewItem key={r.id} review={r} anonymous={t.t('firstReviews.anonymous')} lang={t.lang} />
              ))}
            </ReviewList>
          )}
          <Button variant="outline" size="sm" onClick={onShowAll} onPointerEnter={onPrepareAll} onFocus={onPrepareAll} aria-haspopup="dialog">
            {t.t('firstReviews.all', { count: Math.max(count, data?.total ?? 0) })}
          </Button>
        </>
      )}
    </Section>
  );
}

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > ul {
    align-self: stretch;
  }
`;
