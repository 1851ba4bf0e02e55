import { object, string } from 'yup';

type T = (key: string) => string;

/** one schema for the form (translated messages) and the demo handler (the server's English ones) */
export const probeSchema = (t: T) => object({ name: string().trim().required(t('validation.nameRequired')) });

export const PROBE_SERVER_MESSAGES: Record<string, string> = { 'validation.nameRequired': "Name can't be blank" };
