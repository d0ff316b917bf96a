import { Link } from '@musawo/shared/router';
import { FEATURED_SCROLL_PX_PER_FRAME } from '@musawo/shared/contracts';
import { Alert, Button, Container } from '@musawo/shared/react';
import { DoctorCard } from '../../../shared-ui/doctor-card';
import { useFeaturedDoctors } from '../api/use-featured-doctors';
import { AutoScrollStrip } from './auto-scroll-strip';
import { Section, SectionHeader } from './section-header';
import { useT } from '../i18n';

/** Spec §2.3: 8 doctors by rating, shown twice for looping (the strip adds the hidden second copy). */
export function FeaturedDoctorsStrip() {
  const t = useT();
  const { data, isPending, isError, refetch } = useFeaturedDoctors();
  return (
    <Section aria-labelledby="home-featured">
      <Container>
        <SectionHeader
          id="home-featured"
          title={t.t('featured.title')}
          lead={t.t('featured.lead')}
          action={
            <Button as={Link} to="/find-doctor" variant="outline">
              {t.t('featured.all')}
            </Button>
          }
        />
        {isPending && <p role="status">{t.t('featured.loading')}</p>}
        {isError && (
          <Alert
            tone="danger"
            title={t.t('featured.error')}
            action={
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t.t('common.retry')}
              </Button>
            }
          />
        )}
        {data && data.length === 0 && <p>{t.t('featured.none')}</p>}
        {data && data.length > 0 && (
          <AutoScrollStrip
            label={t.t('featured.list')}
            items={data.map((d) => ({ key: d.id, item: d, copy: false }))}
            pxPerFrame={FEATURED_SCROLL_PX_PER_FRAME}
            itemWidth="min(300px, 82vw)"
            renderItem={(d) => <DoctorCard doctor={d} t={t} />}
          />
        )}
      </Container>
    </Section>
  );
}
