import { validateUpload } from '@/lib/files/validate-upload';
import { candidateFromAttachment, type Attachment } from '@/lib/files/attachment';

/** Re-runs the SPEC §5 file checks on uploaded attachments: the first failure, as '<message> (<name>)'. */
export async function attachmentError(files: unknown): Promise<string | null> {
  if (files == null) return null;
  if (!Array.isArray(files)) return 'File validation failed';
  for (const f of files as Partial<Attachment>[]) {
    const result = await validateUpload(candidateFromAttachment(f ?? {}));
    if (!result.ok) return `${result.message} (${String(f?.name ?? '')})`;
  }
  return null;
}
