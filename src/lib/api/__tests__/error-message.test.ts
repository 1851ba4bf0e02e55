import { AxiosError, AxiosHeaders } from 'axios';
import { extractErrorMessage } from '../error-message';
import { apiErrorMessage } from '../notify-error';
import { SessionTransitionError } from '../interceptors';

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
