import type { AppStore } from '@/lib/store/store';

/** The RTK Query requests of the app still waiting for their answer (every API slice of the store), by endpoint. */
export function pendingQueries(store: AppStore): string[] {
  const state = store.getState() as unknown as Record<string, { queries?: Record<string, { status?: string; endpointName?: string } | undefined> } | undefined>;
  return Object.values(state).flatMap((slice) =>
    Object.values(slice?.queries ?? {})
      .filter((query) => query?.status === 'pending')
      .map((query) => query?.endpointName ?? '?'),
  );
}
