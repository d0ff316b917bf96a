import { useState } from 'react';
import { formatShortDate, formatTime, type OperatorAction } from '@musawo/shared/contracts';
import { Button, Spinner, useErrorText, useLanguage } from '@musawo/shared/react';
import { type AdminText, useT } from '../../../i18n';
import { ConsoleItem, ConsoleList } from '../../../shared-ui/console-list';
import { useActivityPage } from '../api/use-activity';

/** The words of each recorded action; an action without words here is shown by its name. */
const ACTION_TEXTS: Partial<Record<string, AdminText>> = {
  'sign-in': 'activity.action.sign-in',
  'payment.check': 'activity.action.payment.check',
  'payout.approve': 'activity.action.payout.approve',
  'payout.decline': 'activity.action.payout.decline',
  'doctor.suspend': 'activity.action.doctor.suspend',
  'doctor.reinstate': 'activity.action.doctor.reinstate',
  'doctor.licence-renew': 'activity.action.doctor.licence-renew',
  'review.hide': 'activity.action.review.hide',
  'review.restore': 'activity.action.review.restore',
  // Doctors' applications (issue 47, ADR 209).
  'application.approve': 'activity.action.application.approve',
  'application.reject': 'activity.action.application.reject',
};

/** The operators' activity record (ADR 107), newest first, read only; older entries a page at a time. */
export function ActivityList() {
  const t = useT();
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return (
    <>
      <p>{t.t('activity.lead')}</p>
      <ConsoleList as="ol" aria-label={t.t('activity.title')}>
        {cursors.map((cursor, i) => (
          <ActivityPage key={cursor ?? 'newest'} cursor={cursor} first={i === 0} onMore={i === cursors.length - 1 ? (next) => setCursors((all) => [...all, next]) : undefined} />
        ))}
      </ConsoleList>
    </>
  );
}

function ActivityPage({ cursor, first, onMore }: { cursor: string | undefined; first: boolean; onMore: ((next: string) => void) | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const { data, error, isPending, refetch } = useActivityPage(cursor);
  if (isPending) return <Spinner />;
  if (error)
    return (
      <li role="alert">
        {errorText(error, t.t('activity.failed'))} <Button variant="outline" size="sm" onClick={() => void refetch()}>{t.t('common.retry')}</Button>
      </li>
    );
  if (first && data.results.length === 0) return <li>{t.t('activity.empty')}</li>;
  return (
    <>
      {data.results.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
      {onMore !== undefined && data.nextCursor !== null && (
        <li>
          <Button variant="outline" onClick={() => onMore(data.nextCursor ?? '')}>
            {t.t('activity.more')}
          </Button>
        </li>
      )}
    </>
  );
}

function Entry({ entry }: { entry: OperatorAction }) {
  const t = useT();
  const language = useLanguage();
  const known = ACTION_TEXTS[entry.action];
  const what = known === undefined ? entry.action : t.t(known);
  const when = `${formatShortDate(entry.createdAt, language)} ${formatTime(entry.createdAt)}`;
  return (
    <ConsoleItem>
      <dl>
        <dt>{t.t('activity.when')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{when}</time>
        </dd>
        <dt>{t.t('activity.who')}</dt>
        <dd>{entry.operatorName}</dd>
        <dt>{t.t('activity.what')}</dt>
        <dd>{what}</dd>
        {entry.subjectId !== null && (
          <>
            <dt>{t.t('activity.subject')}</dt>
            <dd>{entry.subjectType === null ? entry.subjectId : `${entry.subjectType} ${entry.subjectId}`}</dd>
          </>
        )}
        {entry.reason !== null && (
          <>
            <dt>{t.t('activity.why')}</dt>
            <dd>{entry.reason}</dd>
          </>
        )}
      </dl>
    </ConsoleItem>
  );
}
