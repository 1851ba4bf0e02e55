import type { SeedContext } from '@/mocks/db/seed';
import type { DemoUser } from '@/mocks/db/types';
import { MAILER_LANGUAGES, MAILER_MODULE_KEYS, type MailerLanguage, type MailerModuleKey, type ScenarioKey, type Templates } from '../model';

const SCENARIOS: Record<MailerModuleKey, ScenarioKey[]> = {
  incidents: ['incident_reported'],
  actions: ['action_assigned', 'action_overdue'],
  permits: ['permit_requested', 'permit_approved'],
  audits: ['audit_scheduled'],
};

/** the default subject per scenario and language */
const SUBJECTS: Record<ScenarioKey, Record<MailerLanguage, string>> = {
  incident_reported: {
    en: 'Incident {{record_number}} reported at {{site}}',
    bg: 'Инцидент {{record_number}} е докладван в {{site}}',
    de: 'Vorfall {{record_number}} am Standort {{site}} gemeldet',
    es: 'Incidente {{record_number}} notificado en {{site}}',
    fr: 'Incident {{record_number}} signalé sur le site {{site}}',
    tr: '{{site}} sahasında {{record_number}} numaralı olay bildirildi',
    zh: '{{site}} 报告了事件 {{record_number}}',
  },
  action_assigned: {
    en: 'Action {{record_number}} assigned to you',
    bg: 'Действие {{record_number}} ви е възложено',
    de: 'Maßnahme {{record_number}} wurde Ihnen zugewiesen',
    es: 'Se le ha asignado la acción {{record_number}}',
    fr: 'L’action {{record_number}} vous a été attribuée',
    tr: '{{record_number}} numaralı aksiyon size atandı',
    zh: '行动 {{record_number}} 已分配给您',
  },
  action_overdue: {
    en: 'Action {{record_number}} is overdue (due {{due_date}})',
    bg: 'Действие {{record_number}} е просрочено (срок {{due_date}})',
    de: 'Maßnahme {{record_number}} ist überfällig (fällig am {{due_date}})',
    es: 'La acción {{record_number}} está vencida (vencía el {{due_date}})',
    fr: 'L’action {{record_number}} est en retard (échéance {{due_date}})',
    tr: '{{record_number}} numaralı aksiyonun süresi geçti (son tarih {{due_date}})',
    zh: '行动 {{record_number}} 已逾期（截止 {{due_date}}）',
  },
  permit_requested: {
    en: 'Permit {{record_number}} requested at {{site}}',
    bg: 'Поискано разрешение {{record_number}} в {{site}}',
    de: 'Erlaubnisschein {{record_number}} für {{site}} beantragt',
    es: 'Permiso {{record_number}} solicitado en {{site}}',
    fr: 'Permis {{record_number}} demandé sur le site {{site}}',
    tr: '{{site}} için {{record_number}} numaralı izin talep edildi',
    zh: '{{site}} 申请了许可证 {{record_number}}',
  },
  permit_approved: {
    en: 'Permit {{record_number}} approved',
    bg: 'Разрешение {{record_number}} е одобрено',
    de: 'Erlaubnisschein {{record_number}} genehmigt',
    es: 'Permiso {{record_number}} aprobado',
    fr: 'Permis {{record_number}} approuvé',
    tr: '{{record_number}} numaralı izin onaylandı',
    zh: '许可证 {{record_number}} 已批准',
  },
  audit_scheduled: {
    en: 'Audit {{record_number}} scheduled for {{audit_date}}',
    bg: 'Одит {{record_number}} е насрочен за {{audit_date}}',
    de: 'Audit {{record_number}} für {{audit_date}} geplant',
    es: 'Auditoría {{record_number}} programada para el {{audit_date}}',
    fr: 'Audit {{record_number}} planifié le {{audit_date}}',
    tr: '{{record_number}} numaralı denetim {{audit_date}} tarihine planlandı',
    zh: '审核 {{record_number}} 定于 {{audit_date}}',
  },
};

const GREETING: Record<MailerLanguage, string> = { en: 'Hello {{user_name}},', bg: 'Здравейте, {{user_name}},', de: 'Hallo {{user_name}},', es: 'Hola, {{user_name}}:', fr: 'Bonjour {{user_name}},', tr: 'Merhaba {{user_name}},', zh: '{{user_name}}，您好：' };
const OPEN: Record<MailerLanguage, string> = { en: 'Open the record', bg: 'Отворете записа', de: 'Datensatz öffnen', es: 'Abrir el registro', fr: 'Ouvrir la fiche', tr: 'Kaydı açın', zh: '打开记录' };
const FOOTER: Record<MailerLanguage, string> = {
  en: 'You receive this email from {{organization}}. Change your email subscriptions in the app.',
  bg: 'Получавате този имейл от {{organization}}. Променете абонаментите си за имейли в приложението.',
  de: 'Sie erhalten diese E-Mail von {{organization}}. Ihre E-Mail-Abonnements ändern Sie in der App.',
  es: 'Recibe este correo de {{organization}}. Cambie sus suscripciones de correo en la aplicación.',
  fr: 'Vous recevez cet e-mail de {{organization}}. Modifiez vos abonnements e-mail dans l’application.',
  tr: 'Bu e-postayı {{organization}} gönderdi. E-posta aboneliklerinizi uygulamada değiştirin.',
  zh: '此邮件由 {{organization}} 发送。请在应用中更改您的邮件订阅。',
};

export function defaultTemplates(key: ScenarioKey): Templates {
  return Object.fromEntries(
    MAILER_LANGUAGES.map((l) => {
      const subject = SUBJECTS[key][l];
      return [l, { subject, message: subject, body: `<p>${GREETING[l]}</p><p>${subject}.</p><p><a href="{{link}}">${OPEN[l]}</a></p>`, footer: FOOTER[l] }];
    }),
  ) as Templates;
}

/** SPEC §7 "Organisations": each organisation has its mailer modules and their scenarios (English and translated defaults). */
export function seedMailers({ tenant, now }: SeedContext): void {
  tenant.collections.mailer_modules = [];
  tenant.collections.mailer_scenarios = [];
  tenant.collections.email_subscriptions = [];
  if (!tenant.organization) return;
  const admins = (tenant.collections.users as unknown as DemoUser[]).filter((u) => u.is_admin).map((u) => u.id);
  for (const key of MAILER_MODULE_KEYS) {
    const moduleId = tenant.nextId++;
    tenant.collections.mailer_modules.push({ id: moduleId, key });
    for (const scenario of SCENARIOS[key]) {
      tenant.collections.mailer_scenarios.push({ id: tenant.nextId++, mailer_module_id: moduleId, key: scenario, templates: defaultTemplates(scenario), notify_user_ids: key === 'incidents' ? admins : [], updated_at: now.toISOString() });
    }
  }
}
