// A doctor's agenda on /appointments (issue 32, item 4): the day or the week ahead, today first, in Kampala dates,
// each appointment with its status. An addition beside the spec's list, which stays the default view.
import { useState } from 'react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatLongDate, kampalaDate, kampalaInstant, type Appointment } from '@musawo/shared/contracts';
import { Button, Card, Skeleton, VisuallyHidden } from '@musawo/shared/react';
import { StatusBadge } from '@musawo/shared/react-extras';
import { LoadError } from '../../../shared-ui/load-error';
import { useAgendaAppointments } from '../api/use-appointments';
import { english, useT, type AccountT, type AccountText } from '../../../i18n';
import { Muted, PlainList } from '../../../shared-ui/section';

export type AppointmentsView = 'list' | 'day' | 'week';
const VIEWS: readonly { view: AppointmentsView; label: AccountText }[] = [
  { view: 'list', label: 'agenda.list' },
  { view: 'day', label: 'agenda.day' },
  { view: 'week', label: 'agenda.week' },
];
const COUNTED = new Set(['PENDING', 'ACCEPTED', 'COMPLETED', 'REJECTED', 'CANCELLED']);

export const parseView = (value: string | null): AppointmentsView => (value === 'day' || value === 'week' ? value : 'list');

/** `yyyy-MM-dd` plus `days` whole days, on Kampala's calendar (no daylight saving, so noon + n days is exact). */
export function addDays(date: string, days: number): string {
  return kampalaDate(kampalaInstant(date, '12:00').getTime() + days * 86_400_000);
}

/** Order in a day: by time; at the same time the ones still to act on (pending, accepted) first. */
const STATUS_ORDER = ['PENDING', 'ACCEPTED', 'COMPLETED', 'REJECTED', 'CANCELLED'];
const rank = (status: string) => {
  const i = STATUS_ORDER.indexOf(status.toUpperCase());
  return i === -1 ? STATUS_ORDER.length : i;
};

export function agendaDays(appointments: readonly Appointment[], from: string, count: number): { date: string; items: Appointment[] }[] {
  const days = Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), items: [] as Appointment[] }));
  const byDate = new Map(days.map((d) => [d.date, d.items]));
  for (const a of appointments) byDate.get(kampalaDate(a.appointment_date))?.push(a);
  for (const d of days) d.items.sort((x, y) => x.appointment_time.localeCompare(y.appointment_time) || rank(x.status) - rank(y.status));
  return days;
}

/** '2 pending, 1 accepted' for a set of appointments, in the order a doctor acts on them. */
export function statusSummary(items: readonly Appointment[], t: AccountT = english): string {
  const counts = new Map<string, number>();
  for (const a of items) counts.set(a.status.toUpperCase(), (counts.get(a.status.toUpperCase()) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([status, n]) => (COUNTED.has(status) ? t.t(`agenda.${status}` as AccountText, { count: n }) : `${n} ${status.toLowerCase()}`))
    .join(', ');
}

/** Keyboard: a group of ordinary buttons (Tab to reach, Enter or Space to choose); the chosen one is pressed. */
export function ViewSwitch({ view, onChange }: { view: AppointmentsView; onChange: (view: AppointmentsView) => void }) {
  const t = useT();
  return (
    <Switch role="group" aria-label={t.t('agenda.showAs')}>
      {VIEWS.map((v) => (
        <Button key={v.view} type="button" size="sm" variant={v.view === view ? 'primary' : 'outline'} aria-pressed={v.view === view} onClick={() => onChange(v.view)}>
          {t.t(v.label)}
        </Button>
      ))}
    </Switch>
  );
}

function dayLabel(date: string, today: string, t: AccountT): string {
  const day = kampalaInstant(date, '12:00');
  if (date === today) return t.t('agenda.todayLabel', { day });
  if (date === addDays(today, 1)) return t.t('agenda.tomorrowLabel', { day });
  return formatLongDate(day, t.lang);
}

export function AppointmentsAgenda({ view, today = kampalaDate() }: { view: 'day' | 'week'; today?: string }) {
  const t = useT();
  const [start, setStart] = useState(today);
  const agenda = useAgendaAppointments();
  const step = view === 'day' ? 1 : 7;
  const unit = view === 'day' ? 'day' : 'week';

  if (agenda.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t.t('agenda.loading')}</VisuallyHidden>
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    );
  }
  if (agenda.isError) return <LoadError title={t.t('appts.loadError')} error={agenda.error} onRetry={() => void agenda.refetch()} />;

  const days = agendaDays(agenda.data.results, start, step);
  const all = days.flatMap((d) => d.items);
  return (
    <Agenda aria-label={view === 'day' ? t.t('agenda.dayAgenda') : t.t('agenda.weekAgenda')}>
      <Toolbar>
        <Button type="button" size="sm" variant="outline" onClick={() => setStart(addDays(start, -step))}>
          {t.t('agenda.previous', { unit })}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setStart(today)} disabled={start === today}>
          {t.t('agenda.today')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setStart(addDays(start, step))}>
          {t.t('agenda.next', { unit })}
        </Button>
      </Toolbar>
      <Summary role="status">{all.length === 0 ? t.t('agenda.noneIn', { unit }) : t.t('agenda.summary', { count: all.length, summary: statusSummary(all, t) })}</Summary>
      {days.map((d) => (
        <Day key={d.date} aria-labelledby={`agenda-${d.date}`}>
          <DayTitle id={`agenda-${d.date}`}>{dayLabel(d.date, today, t)}</DayTitle>
          {d.items.length === 0 ? (
            <Muted>{t.t('agenda.noneDay')}</Muted>
          ) : (
            <PlainList>
              {d.items.map((a) => (
                <li key={a.id}>
                  <ItemLink to={`/appointments/${a.id}`}>
                    <Item $interactive>
                      <Time>{a.appointment_time}</Time>
                      <Who>
                        {a.patientId.name}
                        <Mode>{t.t(a.visitMode === 'online' ? 'agenda.online' : 'agenda.inPerson')}</Mode>
                      </Who>
                      <StatusBadge status={a.status} />
                    </Item>
                  </ItemLink>
                </li>
              ))}
            </PlainList>
          )}
        </Day>
      ))}
    </Agenda>
  );
}

const Switch = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Agenda = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const DayTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const ItemLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
`;
const Item = styled(Card)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const Mode = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Who = styled.span`
  flex: 1;
  min-width: 8rem;
  overflow-wrap: anywhere;
`;
