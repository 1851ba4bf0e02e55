import * as yup from 'yup';
import { CLONE_MODULES } from '../model';

type T = (key: string) => string;

/**
 * A cloning request (SPEC §7 POST /msa_module_templates_cloning): a source organisation, a module whose templates
 * clone (audits, permits), at least one template of it, and at least one target organisation other than the source.
 * The demo backend runs it with `cloneServerT` and checks what only it knows (the templates and targets exist).
 */
export function cloneSchema(t: T) {
  return yup.object({
    source_organization_id: yup.number().typeError(t('validation.sourceRequired')).required(t('validation.sourceRequired')),
    module: yup.string().required(t('validation.cloneModuleInvalid')).oneOf([...CLONE_MODULES], t('validation.cloneModuleInvalid')),
    template_ids: yup.array(yup.number().required()).required(t('validation.templatesRequired')).min(1, t('validation.templatesRequired')),
    target_organization_ids: yup
      .array(yup.number().required())
      .required(t('validation.targetsRequired'))
      .min(1, t('validation.targetsRequired'))
      .test('not-source', t('validation.targetIsSource'), function (v) {
        return !v || !v.includes(this.parent.source_organization_id);
      }),
  });
}
