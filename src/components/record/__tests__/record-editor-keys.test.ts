import i18next from 'i18next';
import { missingEditorKeys, RECORD_EDITOR_KEYS } from '../record-editor';

describe('RecordEditor names the keys it needs', () => {
  it('finds the keys a namespace lacks, and none in a namespace that has them all', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { full: { form: { newTitle: 'New', editTitle: 'Edit {{number}}', noPermission: 'No', created: 'Made', updated: 'Saved' }, summary: { notFound: 'Gone' } }, part: { form: { newTitle: 'New' } } } } });
    expect(missingEditorKeys(i18n.getFixedT('en', 'full'))).toEqual([]);
    expect(missingEditorKeys(i18n.getFixedT('en', 'part'))).toEqual(RECORD_EDITOR_KEYS.filter((k) => k !== 'form.newTitle'));
  });
});
