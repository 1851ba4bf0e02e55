import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'manpower',
  // manpower is organisation admins' only (SPEC §2 "/manpower: Admin")
  // what the rates divide by: a change is broadcast so every open figure follows (issue 26, live figures)
  collections: [
    { name: 'manpower', broadcast: 'Site', log: { type: 'manpower', readers: null } },
    { name: 'working_days', broadcast: 'Site' },
  ],
});
