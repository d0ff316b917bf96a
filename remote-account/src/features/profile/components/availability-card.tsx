import { useState } from 'react';
import styled from 'styled-components';
import { WEEK_DAYS, dateNames, type AvailabilityEntry, type WeekDay } from '@musawo/shared/contracts';
import { Alert, Button, Card, CloseIcon, InputBase, notify, SelectBase, useErrorText } from '@musawo/shared/react';
// Not a singleton: the rules are small and only this card (and the server) runs them.
import { slotsProblem } from '@musawo/shared/availability-rules';
import { errorCode, errorField } from '../../../shared-ui/account-query';
import { STALE_CODES, useAvailabilityCalls, useRefreshSessionUser, type DayPayload } from '../api/use-profile';
import { errorsFor, isChanged, isNew, useAvailabilityEditor, type DraftDay } from '../hooks/use-availability-editor';
import { useT, type AccountT } from '../../../i18n';
import { Muted, PlainList } from '../../../shared-ui/section';

/** A day's name in the page's language (contracts' names, Monday first as WEEK_DAYS). */
const dayName = (t: AccountT, day: WeekDay) => dateNames(t.lang).weekdaysLong[WEEK_DAYS.indexOf(day)] ?? day;

/**
 * The shared availability rules (the server runs the same): each day's first problem is said at its field, focus goes
 * to the first, and nothing is sent. Returns whether every day passed.
 */
function passRules(days: DraftDay[], dispatch: (a: { type: 'errors'; key: string; errors: ReturnType<typeof errorsFor> }) => void): boolean {
  let first: string | undefined;
  for (const d of days) {
    const problem = slotsProblem(d.day, d.slots);
    if (!problem) continue;
    dispatch({ type: 'errors', key: d.key, errors: errorsFor(problem.field, problem.message) });
    first ??= problemTarget(d, problem.field);
  }
  if (first === undefined) return true;
  // After React has shown the messages.
  requestAnimationFrame(() => document.getElementById(first)?.focus());
  return false;
}

/** The control a problem's field names: a slot's start or end, else the day's first slot. */
function problemTarget(d: DraftDay, field: string): string {
  const m = /^slots\.(\d+)\.(start|end)$/.exec(field);
  const slot = d.slots[m ? Number(m[1]) : 0];
  return slot ? `${d.key}-${slot.key}-${m?.[2] ?? 'start'}` : `${d.key}-day`;
}

const payload = (d: DraftDay): DayPayload => ({ day: d.day, slots: d.slots.map((s) => ({ ...(s.id ? { id: s.id } : {}), start: s.start, end: s.end })) });
const showEnd = (end: string) => (end === '00:00' ? '24:00' : end);

/** Spec §2.11: the doctor's week, edited day by day; new days save on their own with 'Save Day'. */
export function AvailabilityCard({ doctorId, initial }: { doctorId: string; initial: AvailabilityEntry[] | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const [state, dispatch] = useAvailabilityEditor(initial);
  const calls = useAvailabilityCalls();
  const [saving, setSaving] = useState(false);
  const [busyDay, setBusyDay] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const refreshUser = useRefreshSessionUser();

  // Not editing, the card shows the week as the server has it now (the page fetches it on opening).
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    if (!state.editing && !state.days.some(isNew)) dispatch({ type: 'reset', entries: initial ?? [], editing: false });
  }

  const saveDay = async (d: DraftDay) => {
    if (!passRules([d], dispatch)) {
      notify.error(t.t('availability.saveFailed'), slotsProblem(d.day, d.slots)?.message);
      return;
    }
    setBusyDay(d.key);
    try {
      const answer = await calls.add(doctorId, payload(d));
      dispatch({ type: 'saved', key: d.key, entry: answer.data });
      notify.success(t.t('availability.saved'));
      void calls.refreshProfile();
    } catch (error) {
      dispatch({ type: 'errors', key: d.key, errors: errorsFor(errorField(error), errorText(error, t.t('availability.saveFailed'))) });
      notify.error(t.t('availability.saveFailed'), errorText(error, t.t('common.pleaseTryAgain')));
    } finally {
      setBusyDay(null);
    }
  };

  // Deleting is part of the edit: nothing reaches the server before Save Changes, and Cancel brings the day back.
  const deleteDay = (d: DraftDay) => dispatch({ type: 'remove-day', key: d.key });
  const removeSlot = (d: DraftDay, slotKey: string) => dispatch({ type: 'remove-slot', key: d.key, slotKey });

  /**
   * Save Changes saves everything the editor shows (spec §7's calls): the deleted days first (their weekdays may be
   * taken again by a new day), then one updateAvailability per changed saved day and one addAvailability per new
   * day. A call that fails keeps its day as it is, with the server's message.
   */
  const saveChanges = async () => {
    const deletions = state.days.filter((d) => d.deleted && d.id);
    const changed = state.days.filter((d) => !d.deleted && !isNew(d) && isChanged(d));
    const added = state.days.filter((d) => !d.deleted && isNew(d));
    const total = deletions.length + changed.length + added.length;
    if (total === 0) return dispatch({ type: 'leave-edit' });
    const broken = [...changed, ...added].filter((d) => slotsProblem(d.day, d.slots));
    if (!passRules(broken, dispatch)) {
      const [one] = broken;
      const title = added.some((d) => broken.includes(d)) && !changed.some((d) => broken.includes(d)) ? t.t('availability.saveFailed') : t.t('availability.updateFailed');
      notify.error(title, broken.length === 1 && one ? slotsProblem(one.day, one.slots)?.message : t.t('availability.notSaved', { days: broken.map((d) => dayName(t, d.day)).join(', ') }));
      return undefined;
    }
    setSaving(true);
    const failed: { day: WeekDay; message: string; kind: 'delete' | 'update' | 'add'; stale: boolean }[] = [];
    setStale(null);
    const removed = await Promise.allSettled(deletions.map((d) => calls.remove(d.id as string, d.version)));
    removed.forEach((r, i) => {
      const d = deletions[i] as DraftDay;
      if (r.status === 'fulfilled') dispatch({ type: 'deleted', key: d.key });
      else failed.push({ day: d.day, kind: 'delete', message: errorText(r.reason, t.t('availability.deleteFailed')), stale: STALE_CODES.has(errorCode(r.reason) ?? '') });
    });
    const saves = [...changed.map((d) => ({ d, kind: 'update' as const })), ...added.map((d) => ({ d, kind: 'add' as const }))];
    const results = await Promise.allSettled(
      saves.map(({ d, kind }) => (kind === 'update' ? calls.update(d.id as string, payload(d), d.version) : calls.add(doctorId, payload(d)))),
    );
    setSaving(false);
    results.forEach((r, i) => {
      const { d, kind } = saves[i] as (typeof saves)[number];
      if (r.status === 'fulfilled') dispatch({ type: 'saved', key: d.key, entry: r.value.data });
      else {
        const message = errorText(r.reason, kind === 'add' ? t.t('availability.saveFailed') : t.t('availability.updateFailed'));
        failed.push({ day: d.day, kind, message, stale: STALE_CODES.has(errorCode(r.reason) ?? '') });
        dispatch({ type: 'errors', key: d.key, errors: errorsFor(errorField(r.reason), message) });
      }
    });
    const staleDays = failed.filter((f) => f.stale);
    if (staleDays.length > 0) {
      // Changed or deleted on another device or tab: nothing is written over it. Say so, and show the week as the
      // server has it now, to make the change again from there.
      setStale(staleDays.map((f) => f.message).join(' '));
      try {
        dispatch({ type: 'reset', entries: (await refreshUser()).availability ?? [], editing: true });
      } catch {
        // Offline: the message stays, and the week is fetched again when the page is next opened.
      }
      return undefined;
    }
    if (failed.length < total) void calls.refreshProfile();
    const days = failed.map((f) => dayName(t, f.day)).join(', ');
    if (failed.length === 0) {
      notify.success(t.t('availability.updated'));
      dispatch({ type: 'leave-edit' });
    } else if (failed.length === total) {
      const kinds = new Set(failed.map((f) => f.kind));
      const title = t.t(
        kinds.size > 1 ? 'availability.updateFailed' : kinds.has('delete') ? 'availability.deleteFailed' : kinds.has('add') ? 'availability.saveFailed' : 'availability.updateFailed',
      );
      notify.error(title, failed.length === 1 ? failed[0]?.message : t.t('availability.notSaved', { days }));
    } else {
      notify.error(t.t('availability.someFailed'), t.t('availability.someFailedText', { days }));
    }
    return undefined;
  };

  const shown = state.days.filter((d) => !d.deleted);
  const toDelete = state.days.filter((d) => d.deleted).map((d) => dayName(t, d.day));
  const allDaysUsed = WEEK_DAYS.every((day) => shown.some((d) => d.day === day));

  return (
    <Card as="section" aria-labelledby="availability-title" $padding={5}>
      <Head>
        <div>
          <h2 id="availability-title">{t.t('availability.title')}</h2>
          <Muted>{t.t('availability.lead')}</Muted>
        </div>
        {!state.editing && (
          <Button
            variant="outline"
            onClick={() => {
              setStale(null);
              dispatch({ type: 'edit' });
            }}
          >
            {t.t('availability.edit')}
          </Button>
        )}
      </Head>

      {stale && state.editing && (
        <StaleAlert tone="warning" role="alert" title={t.t('availability.changed')}>
          {stale}
        </StaleAlert>
      )}

      {shown.length === 0 ? (
        <Muted>{t.t('availability.none', { editing: state.editing ? 'yes' : 'no' })}</Muted>
      ) : (
        <PlainList $gap={3}>
          {shown.map((d) => {
            const editable = state.editing || isNew(d);
            return (
              <li key={d.key}>
                {editable ? (
                  <DayEditor
                    draft={d}
                    days={shown}
                    busy={busyDay === d.key}
                    onDay={(day) => dispatch({ type: 'set-day', key: d.key, day })}
                    onSlot={(slotKey, field, value) => dispatch({ type: 'set-slot', key: d.key, slotKey, field, value })}
                    onAddSlot={() => dispatch({ type: 'add-slot', key: d.key })}
                    onRemoveSlot={(slotKey) => removeSlot(d, slotKey)}
                    onDelete={() => deleteDay(d)}
                    onSave={() => void saveDay(d)}
                  />
                ) : (
                  <DayView>
                    <strong>{dayName(t, d.day)}</strong>
                    <span>{d.slots.map((s) => `${s.start} - ${showEnd(s.end)}`).join(', ')}</span>
                  </DayView>
                )}
              </li>
            );
          })}
        </PlainList>
      )}

      {state.editing && (
        <Pending role="status">
          {toDelete.length > 0 && t.t('availability.willDelete', { days: listOf(toDelete, t) })}
        </Pending>
      )}

      {state.editing && (
        <Footer>
          <Button variant="secondary" onClick={() => dispatch({ type: 'add-day' })} disabled={allDaysUsed}>
            {t.t('availability.addDay')}
          </Button>
          <Spacer />
          <Button
            variant="outline"
            onClick={() => {
              setStale(null);
              dispatch({ type: 'cancel' });
            }}
            disabled={saving}
          >
            {t.t('common.cancel')}
          </Button>
          <Button onClick={() => void saveChanges()} loading={saving} loadingLabel={t.t('profile.saving')}>
            {t.t('profile.save')}
          </Button>
        </Footer>
      )}
    </Card>
  );
}

/** 'Tuesday', 'Tuesday and Friday', 'Monday, Tuesday and Friday'. */
function listOf(words: string[], t: AccountT): string {
  return words.length < 2 ? words.join('') : t.t('list.and', { items: words.slice(0, -1).join(', '), last: words[words.length - 1] ?? '' });
}

interface DayEditorProps {
  draft: DraftDay;
  days: DraftDay[];
  busy: boolean;
  onDay: (day: WeekDay) => void;
  onSlot: (slotKey: string, field: 'start' | 'end', value: string) => void;
  onAddSlot: () => void;
  onRemoveSlot: (slotKey: string) => void;
  onDelete: () => void;
  onSave: () => void;
}

function DayEditor({ draft: d, days, busy, onDay, onSlot, onAddSlot, onRemoveSlot, onDelete, onSave }: DayEditorProps) {
  const t = useT();
  const id = d.key;
  const taken = new Set(days.filter((o) => o.key !== d.key).map((o) => o.day));
  return (
    <Fieldset aria-describedby={d.errors?.slots ? `${id}-slots-error` : undefined}>
      <legend>
        {dayName(t, d.day)}
        {isNew(d) && <NewTag>{t.t('availability.notSavedYet')}</NewTag>}
      </legend>
      <Row>
        <label htmlFor={`${id}-day`}>{t.t('availability.day')}</label>
        <SelectBase
          id={`${id}-day`}
          value={d.day}
          onChange={(e) => onDay(e.target.value as WeekDay)}
          aria-invalid={d.errors?.day ? true : undefined}
          aria-describedby={d.errors?.day ? `${id}-day-error` : undefined}
        >
          {WEEK_DAYS.map((day) => (
            <option key={day} value={day} disabled={taken.has(day)}>
              {dayName(t, day)}
            </option>
          ))}
        </SelectBase>
      </Row>
      {d.errors?.day && <ErrorText id={`${id}-day-error`}>{d.errors.day}</ErrorText>}
      <PlainList>
        {d.slots.map((s, i) => {
          const err = d.errors?.slot?.[i];
          const errId = `${id}-slot-${i}-error`;
          return (
            <li key={s.key}>
              <SlotRow>
                <TimeField>
                  <label htmlFor={`${id}-${s.key}-start`}>{t.t('availability.start')}</label>
                  <InputBase
                    id={`${id}-${s.key}-start`}
                    type="time"
                    value={s.start}
                    onChange={(e) => onSlot(s.key, 'start', e.target.value)}
                    aria-invalid={err?.start ? true : undefined}
                    aria-describedby={err ? errId : undefined}
                  />
                </TimeField>
                <TimeField>
                  <label htmlFor={`${id}-${s.key}-end`}>{t.t('availability.end')}</label>
                  <InputBase
                    id={`${id}-${s.key}-end`}
                    type="time"
                    value={s.end}
                    onChange={(e) => onSlot(s.key, 'end', e.target.value)}
                    aria-invalid={err?.end ? true : undefined}
                    aria-describedby={err ? errId : undefined}
                  />
                </TimeField>
                <IconButton type="button" aria-label={t.t('availability.removeSlot', { start: s.start, end: showEnd(s.end) })} onClick={() => onRemoveSlot(s.key)} disabled={busy}>
                  <CloseIcon size={18} />
                </IconButton>
              </SlotRow>
              {err && <ErrorText id={errId}>{err.start ?? err.end}</ErrorText>}
            </li>
          );
        })}
      </PlainList>
      {d.errors?.slots && <ErrorText id={`${id}-slots-error`}>{d.errors.slots}</ErrorText>}
      <DayActions>
        <Button size="sm" variant="ghost" onClick={onAddSlot}>
          {t.t('availability.addSlot')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy} aria-label={t.t('availability.deleteDayOf', { day: dayName(t, d.day) })}>
          {t.t('availability.deleteDay')}
        </Button>
        {isNew(d) && (
          <Button size="sm" onClick={onSave} loading={busy} loadingLabel={t.t('profile.saving')}>
            {t.t('availability.saveDay')}
          </Button>
        )}
      </DayActions>
    </Fieldset>
  );
}

const StaleAlert = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
// Stays in the page while editing (a live region that appears with its text is not always read out).
const Pending = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
const DayView = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
const NewTag = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.warningText};
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
// A phone's time input ('05:00 PM' and its clock) needs ~130 px: below 480 px Start and End stack.
const SlotRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ theme }) => theme.sizes.touch};
  grid-template-areas: 'start remove' 'end remove';
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};

  > :nth-child(1) {
    grid-area: start;
  }
  > :nth-child(2) {
    grid-area: end;
  }
  > :nth-child(3) {
    grid-area: remove;
    align-self: center;
  }

  @media (min-width: 480px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) ${({ theme }) => theme.sizes.touch};
    grid-template-areas: 'start end remove';
    > :nth-child(3) {
      align-self: end;
    }
  }
`;
const TimeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.dangerText};
`;
const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;
const DayActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  > button {
    min-height: ${({ theme }) => theme.sizes.touch};
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Spacer = styled.span`
  flex: 1;
`;
