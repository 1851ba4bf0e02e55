import { ruleErrors } from '@/lib/forms/rule-errors';
import { emptyTemplates, fillPlaceholders, insertAt, placeholdersOf, templateFor, unknownPlaceholders } from '../model';
import { scenarioSchema } from '../schemas/scenario-schema';
import { mailerServerT } from '../schemas/rule-messages';

describe('mailers model', () => {
  it('offers the common placeholders and the module’s own', () => {
    expect(placeholdersOf('actions')).toEqual(['record_number', 'site', 'link', 'user_name', 'organization', 'due_date', 'assignee']);
    expect(placeholdersOf('incidents')).not.toContain('due_date');
  });

  it('finds placeholders the module does not offer, once each', () => {
    expect(unknownPlaceholders('{{site}} {{ siet }} {{siet}} {{link}}', placeholdersOf('incidents'))).toEqual(['siet']);
    expect(unknownPlaceholders('no placeholders', [])).toEqual([]);
  });

  it('inserts a token at the caret or over the selection', () => {
    expect(insertAt('Hello world', 6, 6, '{{site}}')).toEqual({ text: 'Hello {{site}}world', caret: 14 });
    expect(insertAt('Hello world', 6, 11, '{{site}}')).toEqual({ text: 'Hello {{site}}', caret: 14 });
    expect(insertAt('ab', 99, 99, 'X')).toEqual({ text: 'abX', caret: 3 });
  });

  it('fills known placeholders and leaves the others', () => {
    expect(fillPlaceholders('{{record_number}} at {{ site }} {{other}}', { record_number: 'INC-7', site: 'Plant' })).toBe('INC-7 at Plant {{other}}');
  });

  it('falls back to English part by part', () => {
    const templates = emptyTemplates();
    templates.en = { subject: 'S', message: 'M', body: 'B', footer: 'F' };
    templates.de = { subject: 'Betreff', message: ' ', body: '', footer: 'Fuß' };
    expect(templateFor(templates, 'de')).toEqual({ subject: 'Betreff', message: 'M', body: 'B', footer: 'Fuß' });
  });
});

const valid = () => {
  const templates = emptyTemplates();
  templates.en = { subject: 'Incident {{record_number}}', message: 'm', body: '<p>{{link}}</p>', footer: '' };
  return { templates, notify_user_ids: [1] };
};

describe('scenario schema', () => {
  const schema = scenarioSchema(mailerServerT, placeholdersOf('incidents'));

  it('accepts English subject and body with known placeholders; other languages may be empty', async () => {
    expect(await ruleErrors(schema, valid())).toEqual([]);
  });

  it('needs the English subject and body, lengths and known placeholders', async () => {
    const v = valid();
    v.templates.en.subject = ' ';
    v.templates.en.body = '';
    v.templates.fr.subject = 'x'.repeat(201);
    v.templates.de.body = 'Fällig {{due_date}}';
    expect(await ruleErrors(schema, v)).toEqual([
      'Subject is required in English',
      'Body is required in English',
      'uses a placeholder this module does not offer',
      'Subject is too long (maximum is 200 characters)',
    ]);
  });
});
