import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { DivisionNode } from '../../model/division-tree';
import type { SitesT } from './refusal';

/** "Delete …?" with the node's full name; a refusal (records use the node) replaces the question, with a Close button */
export function DeleteDialog({ t, node, refusal, busy, onConfirm, onClose }: { t: SitesT; node: DivisionNode | null; refusal: string | null; busy: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog
      header={node ? t('divisions.deleteTitle', { name: node.full_name }) : ''}
      visible={!!node}
      // closing returns the focus where it was (the Delete button, or the node when Delete was pressed on it)
      onHide={onClose}
      style={{ width: 'min(480px, 96vw)' }}
      footer={
        <div>
          {!refusal && <Button type="button" severity="danger" label={t('divisions.confirmDelete')} loading={busy} onClick={onConfirm} />}
          <Button type="button" outlined label={refusal ? t('divisions.close') : t('form.cancel')} onClick={onClose} />
        </div>
      }
    >
      {refusal ? <p role="alert">{refusal}</p> : <p>{node && t(node.children.length ? 'divisions.deleteWithChildren' : 'divisions.deleteQuestion', { name: node.full_name })}</p>}
    </Dialog>
  );
}
