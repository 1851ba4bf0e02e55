import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    User: true;
  }
}

export const manifest = defineModule({
  id: 'users',
  subjects: [{ subject: 'User', matrixOrder: 140 }],
  collections: [{ name: 'users', broadcast: 'User', log: { type: 'user', readers: 'User' } }],
});
