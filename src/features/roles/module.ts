import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Role: true;
  }
}

export const manifest = defineModule({
  id: 'roles',
  subjects: [{ subject: 'Role', matrixOrder: 120 }],
  collections: [{ name: 'roles', broadcast: 'Role', log: { type: 'role', readers: 'Role' } }],
});
