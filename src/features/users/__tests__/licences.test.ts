import { BUSINESS_BASE_LICENCES, FREE_TRIAL_MAX_USERS } from '@/config/constants';
import { licenceTotal } from '../model';

describe('licences an organisation holds (one source for users, billing and the platform)', () => {
  it('business: the 15-licence base (SPEC §9) until a pack is bought, then the licences bought, for users and every module', () => {
    expect(BUSINESS_BASE_LICENCES).toBe(15);
    expect(licenceTotal('business', 'users')).toBe(15);
    expect(licenceTotal('business', 'users', null)).toBe(15);
    // the large pack: 15 + 50
    expect(licenceTotal('business', 'users', 65)).toBe(65);
    expect(licenceTotal('business', 'permits', 65)).toBe(65);
    expect(licenceTotal('business', 'power_user', 20)).toBe(20);
  });

  it('other plans ignore a subscription: trial 50 users (SPEC §9), free 5, enterprise unlimited', () => {
    expect(FREE_TRIAL_MAX_USERS).toBe(50);
    expect(licenceTotal('free_trial', 'users', 65)).toBe(50);
    expect(licenceTotal('free', 'users', 65)).toBe(5);
    expect(licenceTotal('enterprise', 'users', 65)).toBeNull();
    expect(licenceTotal(null, 'users')).toBe(5);
  });
});
