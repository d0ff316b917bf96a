import { Link } from '@musawo/shared/router';
import { FEATURED_SCROLL_PX_PER_FRAME } from '@musawo/shared/contracts';
import { Alert, Button, Container, DoctorCard } from '@musawo/shared/react';
import { useFeaturedDoctors } from '../api/use-featured-doctors';
import { AutoScrollStrip } from './auto-scroll-strip';
import { Section, SectionHeader } from './section-header';

/** Spec §2.3: 8 doctors by rating, shown twice for looping (the strip adds the hidden second copy). */
export function FeaturedDoctorsStrip() {
  const { data, isPending, isError, refetch } = useFeaturedDoctors();
  return (
    <Section aria-labelledby="home-featured">
      <Container>
        <SectionHeader
          id="home-featured"
          title="Featured Specialists"
          lead="Top-rated doctors patients trust."
          action={
            <Button as={Link} to="/find-doctor" variant="outline">
              View All
            </Button>
          }
        />
        {isPending && <p role="status">Loading featured doctors...</p>}
        {isError && (
          <Alert
            tone="danger"
            title="Error loading featured doctors"
            action={
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {data && data.length === 0 && <p>No featured doctors yet.</p>}
        {data && data.length > 0 && (
          <AutoScrollStrip
            label="Featured specialists"
            items={data.map((d) => ({ key: d.id, item: d, copy: false }))}
            pxPerFrame={FEATURED_SCROLL_PX_PER_FRAME}
            itemWidth="min(300px, 82vw)"
            renderItem={(d) => <DoctorCard doctor={d} />}
          />
        )}
      </Container>
    </Section>
  );
}
