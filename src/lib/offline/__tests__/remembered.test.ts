import { AxiosError, AxiosHeaders } from 'axios';
import { remembered } from '../remembered';

const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK');
const refused = () => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, { status: 403, statusText: 'Forbidden', data: {}, headers: {}, config });
};

describe('remembered lookups (public forms opened offline)', () => {
  it('keeps the last answer and gives it back when a later request gets no answer', async () => {
    expect(await remembered('form', async () => ({ sites: ['North'] }))).toEqual({ sites: ['North'] });
    expect(await remembered('form', async () => Promise.reject(noAnswer()))).toEqual({ sites: ['North'] });
    // a newer answer replaces it
    await remembered('form', async () => ({ sites: ['South'] }));
    expect(await remembered('form', async () => Promise.reject(noAnswer()))).toEqual({ sites: ['South'] });
  });

  it('passes a refusal on, and a network failure when nothing was kept', async () => {
    await remembered('form', async () => ({ sites: [] }));
    await expect(remembered('form', async () => Promise.reject(refused()))).rejects.toThrow('Request failed');
    await expect(remembered('other', async () => Promise.reject(noAnswer()))).rejects.toThrow('Network Error');
  });
});
