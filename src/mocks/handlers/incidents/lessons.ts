import { HttpResponse } from 'msw';
import { lessonSchema, ruleErrors } from '@/features/incidents/schemas/incident-schemas';
import { serverT } from '@/features/incidents/schemas/rule-messages';
import type { Lesson } from '@/features/incidents/model';
import type { Attachment } from '@/lib/files/attachment';
import { db, type TenantData } from '../../db/db';
import type { DemoIncident, DemoLesson } from '../../db/seed/incidents';
import { errors, jsonBody, secured } from '../../http';
import { queryOf, whereId, whereSearch } from '../../list-query';
import { attachmentError } from '../../services/attachments';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import { userNames } from '../../services/lookups';

/** lessons learned (LFI) from closed incidents */
function serialize(tenant: TenantData, l: DemoLesson, names = userNames(tenant)): Lesson {
  const inc = db.find<DemoIncident>(tenant, 'incidents', l.incident_id);
  const { created_by_id, ...rest } = l;
  return { ...rest, incident_number: inc?.number, created_by_name: created_by_id ? names.get(created_by_id) : undefined };
}

interface LessonBody {
  incident_id?: number;
  title?: string;
  lesson?: string;
  incident_images?: Attachment[];
  inc_act_images?: Attachment[];
  published?: boolean;
}

async function lessonErrors(tenant: TenantData, body: LessonBody, incidentId: number): Promise<string[]> {
  const out = await ruleErrors(lessonSchema(serverT), { title: body.title ?? '', lesson: body.lesson ?? '', published: !!body.published });
  const inc = db.find<DemoIncident>(tenant, 'incidents', incidentId);
  if (!inc || inc.status !== 'closed') out.push(serverT('validation.lessonClosedOnly'));
  for (const files of [body.incident_images, body.inc_act_images]) {
    const bad = await attachmentError(files, { allowedTypes: IMAGE_TYPES });
    if (bad) out.push(bad);
  }
  return out;
}

/** the stored fields of a valid body (create and update) */
const lessonFields = (body: LessonBody) => ({
  title: String(body.title).trim(),
  lesson: String(body.lesson).trim(),
  incident_images: body.incident_images ?? [],
  inc_act_images: body.inc_act_images ?? [],
  published: !!body.published,
});

export const lessonHandlers = [
  secured('get', '/lfi_lesson', ['read', 'Incident'], ({ tenant, request }) => {
    const q = queryOf(request);
    const names = userNames(tenant);
    let rows = db.list<DemoLesson>(tenant, 'lessons').map((l) => serialize(tenant, l, names));
    rows = whereId(rows, q, 'incident_id', (l) => l.incident_id);
    rows = whereSearch(rows, q, (l) => `${l.title} ${l.lesson} ${l.incident_number ?? ''}`);
    return HttpResponse.json({ lessons: rows });
  }),
  secured('post', '/lfi_lesson', ['update', 'Incident'], async ({ tenant, user, request }) => {
    const body = await jsonBody<LessonBody>(request);
    const incidentId = Number(body.incident_id);
    const problems = await lessonErrors(tenant, body, incidentId);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit<DemoLesson>(tenant, 'lessons', 'create', {
      id: db.newId(tenant),
      incident_id: incidentId,
      ...lessonFields(body),
      created_by_id: user.id,
      created_at: new Date().toISOString(),
    });
    return HttpResponse.json(serialize(tenant, row), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/lfi_lesson/:id', ['update', 'Incident'], async ({ tenant, request, params }) => {
    const existing = db.find<DemoLesson>(tenant, 'lessons', Number(params.id));
    if (!existing) return errors(404, 'Record not found');
    const body = { ...existing, ...(await jsonBody<LessonBody>(request)), incident_id: existing.incident_id };
    const problems = await lessonErrors(tenant, body, existing.incident_id);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit<DemoLesson>(tenant, 'lessons', 'update', { ...existing, ...lessonFields(body) });
    return HttpResponse.json(serialize(tenant, row));
  }),
];
