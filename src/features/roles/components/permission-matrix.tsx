import { useEffect, useRef, type KeyboardEvent } from 'react';
import { BASIC_RIGHTS, PERMIT_RIGHTS, columnState, moduleState, rightsOf, setColumn, setModule, setRight, type RoleAction } from '../model';
import { useRoleLabels } from './labels';

type State = 'all' | 'some' | 'none';

/** A checkbox that also shows "some" (indeterminate) for the row / column helpers. */
function TriCheckbox({ state, label, disabled, onToggle, cell }: { state: State; label: string; disabled?: boolean; onToggle(on: boolean): void; cell: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-cell={cell}
      onKeyDown={moveFocus}
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={() => onToggle(state !== 'all')}
    />
  );
}

interface Props {
  idp: string;
  actions: RoleAction[];
  /** absent: read only (the granted rights are shown as text, no controls) */
  onChange?(next: RoleAction[]): void;
  /** the controls are shown but locked (admin access grants everything) */
  disabled?: boolean;
}

/** Arrow keys move between the matrix's checkboxes (row r, column c), as in a grid; Tab still walks them in order. */
function moveFocus(e: KeyboardEvent<HTMLInputElement>) {
  const cell = e.currentTarget.dataset.cell;
  const table = e.currentTarget.closest('table');
  if (!cell || !table || !['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(e.key)) return;
  const [r, c] = cell.split(':').map(Number);
  const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key as 'ArrowUp'];
  const next = table.querySelector<HTMLInputElement>(`[data-cell="${r + dr}:${c + dc}"]`);
  if (next) {
    e.preventDefault();
    next.focus();
  }
}

/**
 * The role × module × right matrix (SPEC §6): a table with a row header per module and a column header per right
 * (view, add, edit, delete), a "every module" row of column helpers and an "all rights" column of row helpers; the
 * permit rules (revoke, extend, close, reject, approve) are a group of their own below it. Scrolls sideways inside
 * a labelled, focusable region on narrow screens.
 */
export function PermissionMatrix({ idp, actions, onChange, disabled }: Props) {
  const { t, module, right } = useRoleLabels();
  const captionId = `${idp}-matrix-caption`;
  const permit = actions.find((a) => a.name === 'Permit');
  const readOnly = !onChange;
  const mark = (on: boolean) => (on ? <span className="granted"><span aria-hidden="true">✓</span><span className="sr-only">{t('matrix.granted')}</span></span> : <span className="not-granted"><span aria-hidden="true">—</span><span className="sr-only">{t('matrix.notGranted')}</span></span>);

  return (
    <>
      {/* focusable so a keyboard can scroll it on a narrow screen (read only, it holds no control) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="role-matrix-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table role-matrix">
          <caption id={captionId}>{t('matrix.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('matrix.module')}</th>
              {BASIC_RIGHTS.map((r) => (
                <th key={r} scope="col">
                  {right(r)}
                </th>
              ))}
              {!readOnly && <th scope="col">{t('matrix.allRights')}</th>}
            </tr>
            {!readOnly && (
              <tr className="matrix-every">
                <th scope="row">{t('matrix.everyModule')}</th>
                {BASIC_RIGHTS.map((r, c) => (
                  <td key={r}>
                    <TriCheckbox cell={`0:${c}`} state={columnState(actions, r)} disabled={disabled} label={t('matrix.column', { right: right(r) })} onToggle={(on) => onChange(setColumn(actions, r, on))} />
                  </td>
                ))}
                <td>{'\u00a0'}</td>
              </tr>
            )}
          </thead>
          <tbody>
            {actions.map((a, i) => (
              <tr key={a.name}>
                <th scope="row">{module(a.name)}</th>
                {BASIC_RIGHTS.map((r, c) => (
                  <td key={r}>
                    {readOnly ? (
                      mark(a[r])
                    ) : (
                      <input
                        type="checkbox"
                        data-cell={`${i + 1}:${c}`}
                        onKeyDown={moveFocus}
                        aria-label={t('matrix.cell', { right: right(r), module: module(a.name) })}
                        checked={a[r]}
                        disabled={disabled}
                        onChange={(e) => onChange(setRight(actions, a.name, r, e.target.checked))}
                      />
                    )}
                  </td>
                ))}
                {!readOnly && (
                  <td>
                    <TriCheckbox
                      cell={`${i + 1}:${BASIC_RIGHTS.length}`}
                      state={moduleState(a)}
                      disabled={disabled}
                      label={t(rightsOf(a.name).length > BASIC_RIGHTS.length ? 'matrix.rowWithPermitRules' : 'matrix.row', { module: module(a.name) })}
                      onToggle={(on) => onChange(setModule(actions, a.name, on))}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {permit && (
        <fieldset className="group">
          <legend>{t('matrix.permitRules')}</legend>
          {readOnly ? (
            <ul className="role-checks" aria-label={t('matrix.permitRules')}>
              {PERMIT_RIGHTS.map((r) => (
                <li key={r}>
                  {right(r)}: {mark(permit[r] === true)}
                </li>
              ))}
            </ul>
          ) : (
            <div className="role-checks">
              {PERMIT_RIGHTS.map((r) => (
                <label key={r} htmlFor={`${idp}-permit-${r}`}>
                  <input id={`${idp}-permit-${r}`} type="checkbox" checked={permit[r] === true} disabled={disabled} onChange={(e) => onChange(setRight(actions, 'Permit', r, e.target.checked))} />
                  {t('matrix.permitRule', { right: right(r) })}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}
    </>
  );
}
