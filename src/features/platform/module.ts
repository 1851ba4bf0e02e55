import { defineModule } from '@/lib/modules/define-module';

// The platform console (issue 29): the master super admin's screens. Its one subject, Organization, is the
// platform's own (lib/modules/registry.ts adds it to SUBJECTS; SPEC §6 "master super admin"), not a tenant's.
export const manifest = defineModule({ id: 'platform' });
