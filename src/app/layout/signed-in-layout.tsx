import { Suspense, lazy } from 'react';
import { BareLoading } from '@/components/feedback/loading';

// The signed-in shell (menu, overlays, user menu) is its own chunk: signed-out pages never load it.
const AppShell = lazy(() => import('./app-shell'));

export function SignedInLayout() {
  return (
    <Suspense fallback={<BareLoading />}>
      <AppShell />
    </Suspense>
  );
}
