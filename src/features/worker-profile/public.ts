/** What the permit module reads of the worker profile form setting (which worker fields to ask, the photo rule). */
export { WORKER_FIELDS, WORKER_GENDERS, WORKER_PHOTO_RULE, askedFields, defaultWorkerProfile, normalizeFields, type WorkerField, type WorkerFieldSetting, type WorkerProfileSetting } from './model';
export { useGetWorkerProfileSettingQuery } from './api/worker-profile-api';
