/**
 * Email templates and subscriptions (SPEC §3 "Email template": per module and scenario, a subject, an in-app
 * message, a body, a footer and the users to notify, in each of the seven languages; §2 /mailers admin only,
 * /emailsubscription any signed-in user; §7 "Organisations": the mailer modules belong to the organisation).
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** The seven languages of the app (SPEC §8); English is the fallback a missing translation falls back to. */
export const MAILER_LANGUAGES = ['en', 'bg', 'de', 'es', 'fr', 'tr', 'zh'] as const;
export type MailerLanguage = (typeof MAILER_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: MailerLanguage = 'en';

export const MAILER_MODULE_KEYS = ['incidents', 'actions', 'permits', 'audits'] as const;
export type MailerModuleKey = (typeof MAILER_MODULE_KEYS)[number];

export const SCENARIO_KEYS = ['incident_reported', 'action_assigned', 'action_overdue', 'permit_requested', 'permit_approved', 'audit_scheduled'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];

/** one language's template (`MailerTemplateText` of api/openapi.yaml): subject, in-app message, body, footer */
export type TemplateText = Schemas['MailerTemplateText'];

export type Templates = Schemas['MailerTemplates'];

export type MailerModule = Schemas['MailerModule'];

export type MailerScenario = Schemas['MailerScenario'];

export type MailerScenarioInput = Schemas['MailerScenarioInput'];

export type EmailSubscription = Schemas['MailerSubscription'];

/** The placeholders every template may use, and the ones each module adds. */
const COMMON_PLACEHOLDERS = ['record_number', 'site', 'link', 'user_name', 'organization'] as const;
const MODULE_PLACEHOLDERS: Record<MailerModuleKey, readonly string[]> = {
  incidents: ['incident_date', 'severity'],
  actions: ['due_date', 'assignee'],
  permits: ['permit_type', 'valid_from', 'valid_to'],
  audits: ['audit_date', 'auditor'],
};

export const placeholdersOf = (module: MailerModuleKey): string[] => [...COMMON_PLACEHOLDERS, ...MODULE_PLACEHOLDERS[module]];

export const placeholderToken = (name: string) => `{{${name}}}`;

/** The placeholder names a text uses (`{{ name }}`, spaces allowed inside the braces). */
export function placeholdersUsed(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g)].map((m) => m[1]);
}

/** The placeholders a text uses that the module does not offer. */
export const unknownPlaceholders = (text: string, allowed: readonly string[]) => [...new Set(placeholdersUsed(text).filter((name) => !allowed.includes(name)))];

/** Inserts the token at the caret (or replacing the selection): the new text and the caret after the token. */
export function insertAt(text: string, start: number, end: number, token: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

/** Replaces each known placeholder with its value (unknown ones stay as typed). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}

/** A template in the reader's language, each empty part falling back to English. */
export function templateFor(templates: Templates, language: MailerLanguage): TemplateText {
  const own = templates[language];
  const en = templates[FALLBACK_LANGUAGE];
  return {
    subject: own.subject.trim() || en.subject,
    message: own.message.trim() || en.message,
    body: own.body.trim() || en.body,
    footer: own.footer.trim() || en.footer,
  };
}

export const EMPTY_TEXT: TemplateText = { subject: '', message: '', body: '', footer: '' };
export const emptyTemplates = (): Templates => Object.fromEntries(MAILER_LANGUAGES.map((l) => [l, { ...EMPTY_TEXT }])) as Templates;

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 500;
export const BODY_MAX = 20_000;
export const FOOTER_MAX = 2_000;
