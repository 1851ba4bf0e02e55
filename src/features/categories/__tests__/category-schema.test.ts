import { categorySchema, environmentCategorySchema } from '../schemas/category-schema';
import { categoryServerT } from '../schemas/rule-messages';
import { categoryChoices, nameKey, takenCategoryNames, type CategoryRecord } from '../model';
import { ruleErrors } from '@/lib/forms/rule-errors';

const t = (key: string) => key;
const ok = { name: 'Lifting gear', category_type: 'observation', parent_id: null, description: '', status: 'active' };
const env = { name: 'Steam use', env_type: 'energy', unit: 't', description: '', status: 'active' };

const row = (over: Partial<CategoryRecord>): CategoryRecord => ({ id: 1, name: 'A', category_type: 'observation', parent_id: null, description: '', status: 'active', code: 'a', created_at: '', updated_at: '', ...over });

describe('category schema', () => {
  it('accepts a filled category', async () => {
    expect(await ruleErrors(categorySchema(t), ok)).toEqual([]);
  });

  it('needs a name (spaces are not a name) and a type', async () => {
    expect(await ruleErrors(categorySchema(t), { ...ok, name: '   ', category_type: '' })).toEqual(['validation.nameRequired', 'validation.typeRequired']);
  });

  it('refuses a name over 80 characters, a description over 500, an unknown type and status', async () => {
    expect(await ruleErrors(categorySchema(t), { ...ok, name: 'x'.repeat(81), description: 'y'.repeat(501), category_type: 'hira', status: 'gone' })).toEqual([
      'validation.nameTooLong',
      'validation.typeRequired',
      'validation.descriptionTooLong',
      'validation.statusInvalid',
    ]);
    expect(await ruleErrors(categorySchema(t), { ...ok, name: 'x'.repeat(80) })).toEqual([]);
  });

  it('refuses a name already used beside it, ignoring case and extra spaces', async () => {
    const schema = categorySchema(t, { takenNames: ['Housekeeping', 'Chemicals'] });
    expect(await ruleErrors(schema, { ...ok, name: '  housekeeping ' })).toEqual(['validation.nameTaken']);
    expect(await ruleErrors(schema, { ...ok, name: 'House keeping' })).toEqual([]);
  });

  it('gives the English server messages with the server t', async () => {
    expect(await ruleErrors(categorySchema(categoryServerT, { takenNames: ['Chemicals'] }), { ...ok, name: 'CHEMICALS' })).toEqual(['Name has already been taken']);
  });
});

describe('environment category schema', () => {
  it('needs a name, a type and a unit, within their lengths', async () => {
    expect(await ruleErrors(environmentCategorySchema(t), env)).toEqual([]);
    expect(await ruleErrors(environmentCategorySchema(t), { ...env, name: '', env_type: 'sky', unit: ' ' })).toEqual(['validation.nameRequired', 'validation.envTypeRequired', 'validation.unitRequired']);
    expect(await ruleErrors(environmentCategorySchema(t), { ...env, unit: 'u'.repeat(21) })).toEqual(['validation.unitTooLong']);
    expect(await ruleErrors(environmentCategorySchema(t, { takenNames: ['Steam Use'] }), env)).toEqual(['validation.nameTaken']);
  });
});

describe('category rules', () => {
  it('compares names trimmed, with spaces collapsed and case-insensitively', () => {
    expect(nameKey('  Fire   Safety ')).toBe('fire safety');
  });

  it('takes the names of the same type and parent, not the edited one', () => {
    const all = [row({ id: 1, name: 'A' }), row({ id: 2, name: 'B' }), row({ id: 3, name: 'C', parent_id: 1 }), row({ id: 4, name: 'D', category_type: 'incident' })];
    expect(takenCategoryNames(all, { category_type: 'observation', parent_id: null, id: 2 })).toEqual(['A']);
    expect(takenCategoryNames(all, { category_type: 'observation', parent_id: 1 })).toEqual(['C']);
  });

  it('offers active categories of a type, each followed by its active sub-categories', () => {
    const all = [
      row({ id: 1, name: 'Housekeeping', code: 'housekeeping' }),
      row({ id: 2, name: 'Spills', code: 'Housekeeping › Spills', parent_id: 1 }),
      row({ id: 3, name: 'Old', code: 'Housekeeping › Old', parent_id: 1, status: 'inactive' }),
      row({ id: 4, name: 'Retired', code: 'Retired', status: 'inactive' }),
      row({ id: 5, name: 'Falls', code: 'falls', category_type: 'incident' }),
      row({ id: 6, name: 'Ladders', code: 'Ladders' }),
    ];
    expect(categoryChoices(all, 'observation')).toEqual([
      { value: 'housekeeping', name: 'Housekeeping', parent: null },
      { value: 'Housekeeping › Spills', name: 'Spills', parent: { value: 'housekeeping', name: 'Housekeeping' } },
      { value: 'Ladders', name: 'Ladders', parent: null },
    ]);
  });
});
