import { downloadHref, isImageAttachment, safeDownloadName } from '../attachment';

describe('stored attachments are saved, never rendered (issue 12, 1)', () => {
  it('gives a safe name that agrees with the type', () => {
    expect(safeDownloadName('site photo.png', 'image/png')).toBe('site photo.png');
    expect(safeDownloadName('../../etc/passwd', 'text/plain')).toBe('_.._etc_passwd.txt');
    expect(safeDownloadName('invoice\u202Egpj.exe', 'image/jpeg')).toBe('invoice_gpj.exe.jpg');
    expect(safeDownloadName('update.hta', 'text/plain')).toBe('update.hta.txt');
    expect(safeDownloadName('<img onerror=x>.png', 'image/png')).toBe('_img onerror=x_.png');
    expect(safeDownloadName('...', 'application/pdf')).toBe('attachment.pdf');
    const long = safeDownloadName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('downloads as octet-stream whatever type the data URL claims', () => {
    expect(downloadHref({ data_url: 'data:text/html;base64,PHNjcmlwdD4=' })).toBe('data:application/octet-stream;base64,PHNjcmlwdD4=');
    expect(downloadHref({ data_url: 'data:text/plain,hello' })).toBe('data:application/octet-stream,hello');
    expect(downloadHref({ data_url: 'javascript:alert(1)' })).toBe('#');
  });

  it('shows images, SVG included, only when the data really is an image', () => {
    expect(isImageAttachment({ type: 'image/svg+xml', data_url: 'data:image/svg+xml;base64,PHN2Zz4=' })).toBe(true);
    expect(isImageAttachment({ type: 'image/png', data_url: 'data:text/html;base64,PHN2Zz4=' })).toBe(false);
    expect(isImageAttachment({ type: 'text/html', data_url: 'data:image/png;base64,AA==' })).toBe(false);
  });
});
