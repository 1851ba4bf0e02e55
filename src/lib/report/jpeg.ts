import type { PdfImage } from './pdf';

/**
 * A picture (a data URL of any format the browser shows) as a baseline JPEG for the PDF writer, at most `maxSide`
 * pixels on its longer side, on white (transparency flattened). Browser only (canvas); null when it cannot be read.
 */
export async function jpegForPdf(dataUrl: string, maxSide = 1000): Promise<PdfImage | null> {
  try {
    const img = new Image();
    img.src = dataUrl;
    await img.decode();
    const k = Math.min(1, maxSide / Math.max(img.naturalWidth, img.naturalHeight));
    const width = Math.max(1, Math.round(img.naturalWidth * k));
    const height = Math.max(1, Math.round(img.naturalHeight * k));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return null;
    return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
  } catch {
    return null;
  }
}
