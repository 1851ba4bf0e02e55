import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Incident: true;
    'RC Master': true;
  }
}

export const manifest = defineModule({
  id: 'incidents',
  subjects: [
    { subject: 'Incident', matrixOrder: 10, orgModule: 'Incident' },
    { subject: 'RC Master', matrixOrder: 110 },
  ],
  collections: [
    { name: 'incidents', broadcast: 'Incident', log: { type: 'incident', readers: 'Incident' } },
    { name: 'lessons', log: { type: 'lesson', readers: 'Incident' } },
    { name: 'root_cause_settings', log: { type: 'root_cause_setting', readers: 'RC Master' } },
  ],
});
