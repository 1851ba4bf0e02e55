import { workerIneligibility } from '../public';

const today = '2026-06-15';
const doc = (status: 'pending_review' | 'approved' | 'rejected' | 'expired', valid_until = '2026-12-31') => ({ status, valid_until });

describe('permit prequalification of a contractor worker (ISO 45001 8.1.4.2, HSG159; issue 27)', () => {
  it('an approved worker whose contractor documents are in date is eligible', () => {
    expect(workerIneligibility({ status: 'approved' }, [doc('approved'), doc('pending_review')], today)).toBeNull();
    expect(workerIneligibility({ status: 'approved' }, [], today)).toBeNull();
  });

  it('a worker who is not approved is not eligible, whatever the documents', () => {
    for (const status of ['pending_review', 'rejected', 'expired'] as const) {
      expect(workerIneligibility({ status }, [doc('approved')], today)).toBe('workerNotApproved');
    }
  });

  it('a document valid until yesterday has expired; one valid until today still counts', () => {
    expect(workerIneligibility({ status: 'approved' }, [doc('approved', '2026-06-14')], today)).toBe('documentExpired');
    expect(workerIneligibility({ status: 'approved' }, [doc('approved', '2026-06-15')], today)).toBeNull();
    expect(workerIneligibility({ status: 'approved' }, [doc('expired')], today)).toBe('documentExpired');
  });

  it('a rejected document makes the worker not eligible, an expired one is reported first', () => {
    expect(workerIneligibility({ status: 'approved' }, [doc('rejected')], today)).toBe('documentRejected');
    expect(workerIneligibility({ status: 'approved' }, [doc('rejected'), doc('approved', '2026-01-01')], today)).toBe('documentExpired');
  });
});
