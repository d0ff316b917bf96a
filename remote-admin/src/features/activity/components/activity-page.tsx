import { OperatorGate } from '../../../shared-ui/operator-gate';
import { useT } from '../../../i18n';
import { ActivityList } from './activity-list';

/** /admin/activity: the operators' activity record (ADR 107), read only. */
export function ActivityPage() {
  const t = useT();
  return (
    <OperatorGate title={t.t('activity.title')}>
      <ActivityList />
    </OperatorGate>
  );
}
