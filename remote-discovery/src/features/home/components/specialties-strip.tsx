import { Link } from '@musawo/shared/router';
import { SPECIALTIES_SCROLL_PX_PER_FRAME, SPECIALTIES_STRIP_CARDS, type Specialty } from '@musawo/shared/contracts';
import { Alert, Button, Container } from '@musawo/shared/react';
import { useSpecialties } from '../../../shared-ui/use-specialties';
import { SpecialtyCard } from '../../../shared-ui/specialty-card';
import { AutoScrollStrip, type StripItem } from './auto-scroll-strip';
import { Section, SectionHeader } from './section-header';
import { useT } from '../../../i18n';

/**
 * Spec §2.3: the list is duplicated for looping and cut to 12 cards. When there are fewer than 12
 * specialties, the repeats that fill the 12 are marked as copies (hidden from assistive technology).
 */
export function stripSpecialties(list: readonly Specialty[]): StripItem<Specialty>[] {
  return [...list, ...list].slice(0, SPECIALTIES_STRIP_CARDS).map((s, i) => ({ key: `${s.id}-${i}`, item: s, copy: i >= list.length }));
}

export function SpecialtiesStrip() {
  const t = useT();
  const { data, isPending, isError, refetch } = useSpecialties();
  return (
    <Section aria-labelledby="home-specialties">
      <Container>
        <SectionHeader
          id="home-specialties"
          title={t.t('specialties.title')}
          lead={t.t('specialties.lead')}
          action={
            <Button as={Link} to="/specialties" variant="outline">
              {t.t('specialties.all')}
            </Button>
          }
        />
        {isPending && <p role="status">{t.t('specialties.loading')}</p>}
        {isError && (
          <Alert
            tone="danger"
            title={t.t('specialties.error')}
            action={
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t.t('common.retry')}
              </Button>
            }
          />
        )}
        {data && (
          <AutoScrollStrip
            label={t.t('specialties.list')}
            items={stripSpecialties(data)}
            pxPerFrame={SPECIALTIES_SCROLL_PX_PER_FRAME}
            itemWidth="min(260px, 75vw)"
            renderItem={(s) => <SpecialtyCard specialty={s} />}
          />
        )}
      </Container>
    </Section>
  );
}
