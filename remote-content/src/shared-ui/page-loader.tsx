import type { ComponentType } from 'react';
import { LazyPart, PageLoading } from '@musawo/shared/react';
import { useT } from '../i18n';

/**
 * A page of this remote, downloaded when first visited so a phone on 3G does not pay for the legal texts when
 * it only wants a health tip. A failed download offers Retry (LazyPart in @musawo/shared/react).
 */
export function LazyPage({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const t = useT();
  return <LazyPart load={load} props={{}} fallback={<PageLoading />} failure={{ title: t.t('app.pageFailed'), inline: false }} />;
}
