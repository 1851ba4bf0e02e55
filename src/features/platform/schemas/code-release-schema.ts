import * as yup from 'yup';
import { isIsoDate, RELEASE_NOTES_MAX, SEMVER } from '../model';

type T = (key: string) => string;

/**
 * A code release (/code_releases): a Semantic Versioning 2.0.0 version (MAJOR.MINOR.PATCH, optional pre-release),
 * its date (a real calendar date) and its notes (plain text, ≤ 2000). The demo backend runs it with
 * `releaseServerT` and adds what only it knows: the version is not taken.
 */
export function codeReleaseSchema(t: T) {
  return yup.object({
    version: yup.string().trim().required(t('validation.versionRequired')).matches(SEMVER, t('validation.versionInvalid')),
    released_on: yup
      .string()
      .required(t('validation.releaseDateInvalid'))
      .test('date', t('validation.releaseDateInvalid'), (v) => !v || isIsoDate(v)),
    notes: yup.string().trim().required(t('validation.notesRequired')).max(RELEASE_NOTES_MAX, t('validation.notesTooLong')),
  });
}
