import { Suspense } from 'react';
import { Outlet } from '@/lib/routing/nav';
import { ScreenLoading } from '@/components/feedback/loading';

/** Full-width pages without the shell chrome (public report forms, thank-you page). */
export function BareLayout() {
  return (
    <main id="main">
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
