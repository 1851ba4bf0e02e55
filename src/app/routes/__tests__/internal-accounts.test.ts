import { vi } from 'vitest';
import type { SessionState } from '@/lib/session/types';

describe('internal accounts come from the build configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('maps configured e-mails (any case) to the platform / unchecked kinds', async () => {
    vi.stubEnv('VITE_INTERNAL_PLATFORM_ACCOUNTS', 'Ops@Platform.test');
    vi.stubEnv('VITE_INTERNAL_UNCHECKED_ACCOUNTS', 'qa1@acme.test, qa2@acme.test');
    vi.resetModules();
    const { viewerOf } = await import('../guard');
    const as = (email: string) => viewerOf({ authenticated: true, user: { email } as SessionState['user'] }).internal;
    expect(as('ops@platform.test')).toBe('platform');
    expect(as('qa2@acme.test')).toBe('unchecked');
    expect(as('hod@acme.test')).toBeNull();
  });
});
