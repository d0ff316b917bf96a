import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found mistakes (issue 50), focus moves to the first control marked aria-invalid inside `form`,
 * in the page's order, once the messages are drawn: the field's description then reads its message. `submitCount`
 * is the form's count of submits (react-hook-form's formState.submitCount), `invalid` whether this one failed.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, submitCount: number, invalid: boolean): void {
  useEffect(() => {
    if (submitCount === 0 || !invalid) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a new submit moves focus: mending a field afterwards must not pull the caret away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}
