import type { AppStore } from '@/app/store';

/**
 * The realtime connection's lifecycle, called by the session code:
 * after sign-in (`initialData: true`), on a reload once GET /v2/api_connection_checks answered 200,
 * and `disconnectRealtime` on logout. Implemented by the realtime module.
 */
export function connectRealtime(_store: AppStore, _options: { initialData: boolean }): void {}

export function disconnectRealtime(): void {}
