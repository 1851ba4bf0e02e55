import { AxiosError, AxiosHeaders } from 'axios';
import { extractErrorMessage } from '../error-message';
import { apiErrorMessage } from '../notify-error';
import { SessionTransitionError } from '../session-transition';

function axiosError(status: number, data: unknown, statusText = '') {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText, data, headers: {}, config });
}

describe('API error messages (SPEC §8)', () => {
  it('takes the first entry of errors', () => {
    expect(extractErrorMessage(axiosError(422, { errors: ['Name is required', 'Other'] }))).toBe('Name is required');
  });
  it('reads Rails errors hashes', () => {
    expect(extractErrorMessage(axiosError(422, { errors: { email: ['is invalid'] } }))).toBe('email is invalid');
  });
  it('falls back to the error field, then the status text', () => {
    expect(extractErrorMessage(axiosError(500, { error: 'Database down' }))).toBe('Database down');
    expect(extractErrorMessage(axiosError(502, '<html>', 'Bad Gateway'))).toBe('Bad Gateway');
  });
  it("says 'Something went wrong.' without a usable message", () => {
    expect(apiErrorMessage(axiosError(500, null))).toBe('Something went wrong.');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', data: 'Network Error' })).toBe('Something went wrong.');
    expect(apiErrorMessage({ status: 422, data: { errors: ['Due date is required'] } })).toBe('Due date is required');
  });
  it('stays silent while the session is refreshing or ending', () => {
    expect(apiErrorMessage(new SessionTransitionError('refreshing'))).toBeNull();
  });
});

describe('server messages in the user language (issue 12, 11)', () => {
  it('known API messages are translated, unknown ones are shown as sent', async () => {
    const { apiErrorMessage } = await import('../notify-error');
    const { i18n } = await import('@/lib/i18n/i18n');
    const exhausted = { status: 422, data: { errors: ['Memory has exhausted'] } };
    expect(apiErrorMessage(exhausted)).toBe('The storage of your organisation is full. Nothing was saved: free up space or upgrade the plan.');
    expect(apiErrorMessage({ status: 422, data: { errors: ['Site code is taken'] } })).toBe('Site code is taken');
    await i18n.changeLanguage('zh');
    try {
      await i18n.loadNamespaces('common');
      expect(apiErrorMessage(exhausted)).toBe('您组织的存储空间已满，未保存任何内容：请释放空间或升级套餐。');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
