import { useState } from 'react';
import { formatShortDate, type ModeratedReview } from '@musawo/shared/contracts';
import { Badge, Button, useLanguage } from '@musawo/shared/react';
import { ConsoleItem, ConsoleQueryList } from '../../../shared-ui/console-list';
import { OperatorGate } from '../../../shared-ui/operator-gate';
import { ReasonDialog } from '../../../shared-ui/reason-dialog';
import { SearchSection } from '../../../shared-ui/search-bar';
import { useT } from '../../../i18n';
import { type HiddenFilter, useModeratedReviews, useReviewAction } from '../api/use-reviews';

/** /admin/reviews (issue 47, ADR 208): hide an abusive review with a reason (the reviewer is told), restore it. */
export function ReviewsPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('reviews.title')}>
      <SearchSection<HiddenFilter>
        lead={t.t('reviews.lead')}
        label={t.t('reviews.search')}
        searchLabel={t.t('common.search')}
        filterLabel={t.t('reviews.filter')}
        filters={[
          { value: 'all', label: t.t('reviews.filter.all') },
          { value: 'shown', label: t.t('reviews.filter.shown') },
          { value: 'hidden', label: t.t('reviews.filter.hidden') },
        ]}
      >
        {(search, onDone) => <ReviewList query={search.query} filter={search.filter} onDone={onDone} />}
      </SearchSection>
    </OperatorGate>
  );
}

function ReviewList({ query, filter, onDone }: { query: string; filter: HiddenFilter; onDone: (text: string) => void }) {
  const t = useT();
  return (
    <ConsoleQueryList query={useModeratedReviews(query, filter)} label={t.t('reviews.title')} failed={t.t('reviews.failed')} empty={t.t('reviews.empty')}>
      {(review) => <ReviewRow key={review.id} review={review} onDone={onDone} />}
    </ConsoleQueryList>
  );
}

function ReviewRow({ review, onDone }: { review: ModeratedReview; onDone: (text: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const action = useReviewAction();
  const [asking, setAsking] = useState(false);
  const hidden = review.hiddenAt !== null;
  const reviewer = review.reviewerName ?? t.t('reviews.anonymous');
  return (
    <ConsoleItem>
      <h2>{t.t('reviews.heading', { doctor: review.doctorName, rating: review.rating })}</h2>
      <p>{hidden ? <Badge tone="danger">{t.t('reviews.hidden')}</Badge> : <Badge tone="success">{t.t('reviews.shown')}</Badge>}</p>
      <blockquote>{review.reviewText}</blockquote>
      <dl>
        <dt>{t.t('reviews.by')}</dt>
        <dd>
          {reviewer}, <time dateTime={review.createdAt}>{formatShortDate(review.createdAt, language)}</time>
        </dd>
        {hidden && (
          <>
            <dt>{t.t('reviews.why')}</dt>
            <dd>{review.hiddenReason}</dd>
          </>
        )}
      </dl>
      <div>
        <Button size="sm" variant={hidden ? 'outline' : 'danger'} onClick={() => setAsking(true)} aria-label={t.t(hidden ? 'reviews.restoreWho' : 'reviews.hideWho', { name: reviewer, doctor: review.doctorName })}>
          {t.t(hidden ? 'reviews.restore' : 'reviews.hide')}
        </Button>
      </div>
      {asking && (
        <ReasonDialog
          formId={`review-${review.id}`}
          title={t.t(hidden ? 'reviews.restoreTitle' : 'reviews.hideTitle')}
          description={t.t(hidden ? 'reviews.restoreDescription' : 'reviews.hideDescription', { name: reviewer })}
          confirmLabel={t.t(hidden ? 'reviews.restore' : 'reviews.hide')}
          busyLabel={t.t('common.saving')}
          danger={!hidden}
          onClose={() => setAsking(false)}
          onConfirm={async (reason) => {
            await action.mutateAsync({ type: hidden ? 'restore' : 'hide', reviewId: review.id, reason });
            onDone(t.t(hidden ? 'reviews.restored' : 'reviews.hiddenDone', { name: reviewer, doctor: review.doctorName }));
          }}
        />
      )}
    </ConsoleItem>
  );
}
