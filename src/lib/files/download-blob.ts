export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves bytes (or a Blob) as a download named `name` (a spreadsheet unless `type` says otherwise). */
export function downloadBlob(data: ArrayBuffer | Uint8Array | Blob, name: string, type = XLSX_TYPE) {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
