import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/feedback/toast-service';
import { exportForm, type FormSections } from './export';

/**
 * The export buttons of one form (the 300A: Excel and PDF; a 301: PDF): the sections shown on screen, written by
 * `export.ts` (exceljs / the PDF writer loaded on click).
 */
export function FormExport({ kinds, title, sheet, sections, intro, fileName, labels }: { kinds: readonly ('excel' | 'pdf')[]; title: string; sheet: string; sections: FormSections; intro: string[]; fileName: string; labels: Record<'excel' | 'pdf', string> }) {
  const { t, i18n } = useTranslation('oshaLogs');
  const [busy, setBusy] = useState<'excel' | 'pdf' | null>(null);
  const run = async (kind: 'excel' | 'pdf') => {
    setBusy(kind);
    try {
      await exportForm(kind, { title, sheet, sections, intro, fileName, lang: i18n.language });
    } catch {
      showToast({ severity: 'error', summary: t('export.failed'), detail: '' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="osha-actions">
      {kinds.map((k) => (
        <Button key={k} type="button" icon={k === 'excel' ? 'pi pi-file-excel' : 'pi pi-file-pdf'} label={labels[k]} outlined size="small" loading={busy === k} disabled={!!busy} onClick={() => void run(k)} />
      ))}
    </div>
  );
}
