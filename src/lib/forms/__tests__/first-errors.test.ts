import { array, number, object, string } from 'yup';
import { firstErrors, pathErrors } from '../first-errors';

const schema = object({
  email: string().required('Email is required').email('Not an email'),
  site_id: number().nullable().required('Choose a site'),
  note: string().max(3, 'Too long'),
  attachments: array(object({ name: string().required('Name the file') })),
});

describe('firstErrors: yup as formik reported it, without formik', () => {
  it('gives nothing for valid values', async () => {
    expect(await firstErrors(schema, { email: 'a@b.co', site_id: 1, note: '', attachments: [] })).toEqual({});
  });

  it('counts empty strings as missing and keeps the first message of each field', async () => {
    expect(await firstErrors(schema, { email: '', site_id: null, note: 'long', attachments: [] })).toEqual({ email: 'Email is required', site_id: 'Choose a site', note: 'Too long' });
  });

  it('reports a nested error under its top-level field', async () => {
    expect(await firstErrors(schema, { email: 'x', site_id: 2, note: '', attachments: [{ name: '' }] })).toEqual({ email: 'Not an email', attachments: 'Name the file' });
  });

  it('lets an error that is not a validation error through', async () => {
    const broken = object({ a: string().test('boom', 'x', () => Promise.reject(new Error('network'))) });
    await expect(firstErrors(broken, { a: 'v' })).rejects.toThrow('network');
  });
});

describe('pathErrors: yup’s first message per path, for nested records', () => {
  const nested = object({
    name: string().required('Name it'),
    sections: array(object({ title: string().required('Title the section') })).min(1, 'Add a section'),
  }).test('whole', 'Too few questions', (v) => v.name !== 'empty');

  it('names each nested field by its path and keeps the first message of a path', async () => {
    expect(await pathErrors(nested, { name: '', sections: [{ title: 'A' }, { title: '' }] })).toEqual({ name: 'Name it', 'sections[1].title': 'Title the section' });
    expect(await pathErrors(nested, { name: 'ok', sections: [{ title: 'A' }] })).toEqual({});
  });

  it("puts a rule on the whole record under ''", async () => {
    expect(await pathErrors(nested, { name: 'empty', sections: [{ title: 'A' }] })).toEqual({ '': 'Too few questions' });
  });
});
