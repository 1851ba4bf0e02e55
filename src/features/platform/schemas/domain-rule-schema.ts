import * as yup from 'yup';
import { BLOCK_KINDS, DOMAIN_LISTS, DOMAIN_PATTERN } from '../model';

type T = (key: string) => string;

/**
 * A platform domain rule (domains control): a host name (lower case, `DOMAIN_PATTERN`), the list (allow / block) and,
 * on the block list, whether the domain is a free or a disposable provider. The demo backend runs it with
 * `domainServerT` and adds what only it knows (the domain is not on a list yet).
 */
export function domainRuleSchema(t: T) {
  return yup.object({
    domain: yup.string().trim().lowercase().required(t('validation.domainRequired')).matches(DOMAIN_PATTERN, t('validation.domainInvalid')),
    list: yup.string().required(t('validation.listInvalid')).oneOf([...DOMAIN_LISTS], t('validation.listInvalid')),
    kind: yup
      .string()
      .nullable()
      .test('block-kind', t('validation.kindInvalid'), function (v) {
        return this.parent.list !== 'block' || (BLOCK_KINDS as readonly string[]).includes(v ?? '');
      }),
  });
}
