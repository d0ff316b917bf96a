import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@musawo/shared/react';
import { LOOP_START_ATTR, useAutoScroll } from '../hooks/use-auto-scroll';
import { useT } from '../../../i18n';

export interface StripItem<T> {
  key: string;
  item: T;
  /** A repeat of an item already in the strip: hidden from screen readers and keyboard (inert). */
  copy: boolean;
}

export interface AutoScrollStripProps<T> {
  /** Names the list for screen readers, e.g. 'Medical specialties'. */
  label: string;
  items: StripItem<T>[];
  renderItem: (item: T) => ReactNode;
  pxPerFrame: number;
  /** Width of one card; the strip shows as many as fit. */
  itemWidth: string;
}

/**
 * A horizontally scrolling strip that loops (spec §2.3). Once it has moved to within one view of its end, the items
 * are rendered a second time after themselves so the loop is seamless (not before: a page that is starting
 * renders and lays out each card once, and most visits never need the copy); every repeat is
 * aria-hidden and inert, so a screen reader or a keyboard meets each card once. The strip stays scrollable by hand
 * (swipe) and has a Pause button.
 */
export function AutoScrollStrip<T>({ label, items, renderItem, pxPerFrame, itemWidth }: AutoScrollStripProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const auto = useAutoScroll(scroller, pxPerFrame, items.length > 0);
  const t = useT();
  return (
    <Wrap>
      {auto.canMove && (
        <Toggle type="button" aria-pressed={auto.userPaused} onClick={() => auto.setUserPaused(!auto.userPaused)}>
          {t.t(auto.userPaused ? 'strip.resume' : 'strip.pause')}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Toggle>
      )}
      <Scroller ref={scroller} data-testid="auto-scroll" {...auto.handlers}>
        <Track aria-label={label} $itemWidth={itemWidth}>
          {items.map(({ key, item, copy }) => (
            <li key={key} aria-hidden={copy || undefined} inert={copy || undefined} data-copy={copy || undefined}>
              {renderItem(item)}
            </li>
          ))}
          {auto.looping &&
            items.map(({ key, item }, i) => (
              <li key={`loop-${key}`} aria-hidden="true" inert data-copy {...(i === 0 ? { [LOOP_START_ATTR]: '' } : {})}>
                {renderItem(item)}
              </li>
            ))}
        </Track>
      </Scroller>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Toggle = styled.button`
  align-self: flex-end;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Scroller = styled.div`
  /* Positioned, so visually hidden (absolutely positioned) text inside the cards is clipped with them
     instead of widening the whole page. */
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  /* Script sets scrollLeft every frame: a smooth scroll-behavior would fight it. */
  scroll-behavior: auto;
  scrollbar-width: thin;
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

// Items carry their spacing as a right margin (not a flex gap) so the two copies are exactly one period
// apart and the loop's jump is invisible.
const Track = styled.ul<{ $itemWidth: string }>`
  display: flex;
  width: max-content;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;

  > li {
    display: flex;
    flex: none;
    width: ${({ $itemWidth }) => $itemWidth};
    margin-right: ${({ theme }) => theme.space[4]};
  }

  > li > * {
    flex: 1;
  }
`;
