import { validateUpload, type UploadOptions } from '@/lib/files/validate-upload';
import { candidateFromAttachment, type Attachment } from '@/lib/files/attachment';

/** The MIME type inside a data URL ('data:image/png;base64,…' → 'image/png'). */
const dataUrlType = (dataUrl: string) => /^data:([^;,]*)/.exec(dataUrl)?.[1]?.trim().toLowerCase() ?? '';

/**
 * The server side of SPEC §5: every uploaded attachment goes through the client's own validator
 * again, on the decoded bytes (the declared size and type are not trusted), and the data URL may
 * not carry a different type than the one declared. The first failure, as '<message> (<name>)'.
 */
export async function attachmentError(files: unknown, options: UploadOptions = {}): Promise<string | null> {
  if (files == null) return null;
  if (!Array.isArray(files)) return 'File validation failed';
  for (const f of files as Partial<Attachment>[]) {
    const name = String(f?.name ?? '');
    const result = await validateUpload(candidateFromAttachment(f ?? {}), options);
    if (!result.ok) return `${result.message} (${name})`;
    const inner = dataUrlType(String(f?.data_url ?? ''));
    const declared = String(f?.type ?? '').trim().toLowerCase();
    if (inner && inner !== 'application/octet-stream' && declared && inner !== declared) return `File content does not match ${declared} format (${name})`;
  }
  return null;
}
