import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const northfield = () => db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Northfield Plant')!;
const tree = () => screen.getByRole('tree', { name: 'Divisions, departments and units' });
const item = (name: string) => within(tree()).getByRole('treeitem', { name });
const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
/** the tree items right below a node (its children), or the divisions */
const childItems = (parent?: string) => [...(parent ? item(parent).parentElement!.querySelectorAll(':scope > ul > li > [role="treeitem"]') : tree().querySelectorAll(':scope > li > [role="treeitem"]'))] as HTMLElement[];
const names = (parent?: string) => childItems(parent).map((el) => el.querySelector('.division-name')?.textContent);
const childItem = (parent: string, name: string) => childItems(parent).find((el) => el.querySelector('.division-name')?.textContent === name)!;

async function open(as = 'admin@acme.test') {
  const site = northfield();
  const result = await renderApp(`/sites/${site.id}/divisions`, { as });
  await screen.findByRole('heading', { level: 1, name: 'Divisions of Northfield Plant' });
  await screen.findByRole('tree', { name: 'Divisions, departments and units' });
  return { site, ...result };
}

describe('site divisions tree', () => {
  it('adds a department below, a unit as a child and a division above, in place', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(item('Line A'));
    const panel = screen.getByRole('region', { name: 'Production › Line A' });
    await user.click(within(panel).getByRole('button', { name: 'Add below' }));
    const input = screen.getByRole('textbox', { name: 'Name of the new department' });
    expect(input).toHaveFocus();
    // the shared schema refuses an empty name and a name taken at this level
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await user.type(input, 'line b{Enter}');
    expect(await screen.findByText('Another node at this level already has this name.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Packing{Enter}');
    await waitFor(() => expect(item('Packing')).toHaveFocus());
    expect(names('Production')).toEqual(['Line A', 'Packing', 'Line B']);
    expect(status()).toHaveTextContent('Production › Packing was added.');

    await user.click(within(screen.getByRole('region', { name: 'Production › Packing' })).getByRole('button', { name: 'Add child' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new unit' }), 'Line 2{Enter}');
    await waitFor(() => expect(item('Line 2')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Production › Packing › Line 2' })).toBeInTheDocument();
    // a unit takes no child
    expect(screen.getByRole('button', { name: 'Add child' })).toBeDisabled();

    await user.click(item('Production'));
    await user.click(screen.getByRole('button', { name: 'Add above' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new division' }), 'Assembly{Enter}');
    await waitFor(() => expect(item('Assembly')).toHaveFocus());
    expect(names()[0]).toBe('Assembly');
    const saved = northfield().divisions;
    expect(saved[0].name).toBe('Assembly');
    expect(saved[1].departments.map((d) => d.name)).toEqual(['Line A', 'Packing', 'Line B']);
    expect(saved[1].departments[1].units.map((u) => u.name)).toEqual(['Line 2']);
  });

  it('renames with the keyboard: F2, Enter saves, Escape cancels', async () => {
    const user = userEvent.setup();
    await open();
    act(() => item('Line A').focus());
    await user.keyboard('{F2}');
    const input = screen.getByRole('textbox', { name: 'New name for Line A' });
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(item('Line A')).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'New name for Line A' })).not.toBeInTheDocument();

    await user.keyboard('{F2}');
    await user.clear(screen.getByRole('textbox', { name: 'New name for Line A' }));
    await user.keyboard('Filling{Enter}');
    await waitFor(() => expect(item('Filling')).toHaveFocus());
    expect(status()).toHaveTextContent('Renamed to Production › Filling.');
    expect(northfield().divisions[0].departments[0].name).toBe('Filling');
  });

  it('moves focus with the arrow keys and nodes with Alt+Shift+arrows, announcing each move', async () => {
    const user = userEvent.setup();
    await open();
    act(() => item('Production').focus());
    await user.keyboard('{ArrowDown}');
    expect(item('Line A')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Production')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Line A')).toHaveFocus();

    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    await waitFor(() => expect(status()).toHaveTextContent('Line A moved down: position 2 of 2 in Production (Department).'));
    // the tree shown is the one the server sends back: it may follow the announcement by a render
    await waitFor(() => expect(names('Production')).toEqual(['Line B', 'Line A']));
    await waitFor(() => expect(item('Line A')).toHaveFocus());
    expect(northfield().divisions[0].departments.map((d) => d.name)).toEqual(['Line B', 'Line A']);

    // Line A (with units) cannot go in under Line B: its units would be below a unit
    await user.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    expect(status()).toHaveTextContent('It cannot move in here');
    // a unit moves out: it becomes a department right after its old parent
    const unit = northfield().divisions[0].departments[1].units[0].name;
    await user.keyboard('{ArrowRight}');
    expect(childItem('Line A', unit)).toHaveFocus();
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await waitFor(() => expect(status()).toHaveTextContent(`${unit} moved out: position 3 of 3 in Production (Department).`));
    expect(northfield().divisions[0].departments.map((d) => d.name)).toEqual(['Line B', 'Line A', unit]);
    await waitFor(() => expect(names('Production')).toEqual(['Line B', 'Line A', unit]));
    // issue 26: the moved node keeps the focus after a move out (its element is new under its new parent) …
    await waitFor(() => expect(childItem('Production', unit)).toHaveFocus());
    // … and after the next moves, which act on it
    await user.keyboard('{Alt>}{Shift>}{ArrowUp}{/Shift}{/Alt}');
    await waitFor(() => expect(names('Production')).toEqual(['Line B', unit, 'Line A']));
    await waitFor(() => expect(childItem('Production', unit)).toHaveFocus());
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    await waitFor(() => expect(names('Production')).toEqual(['Line B', 'Line A', unit]));
    await waitFor(() => expect(childItem('Production', unit)).toHaveFocus());
    // the buttons do the same
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(names('Production')).toEqual(['Line B', unit, 'Line A']));
  });

  it('moves a node by keyboard drag through @dnd-kit (Space, arrows, Space), announced, the focus staying on it', async () => {
    // jsdom lays nothing out: every tree row gets the 40 px box a browser would give it, top to bottom
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const i = this.classList.contains('division-row') ? [...document.querySelectorAll('.division-row')].indexOf(this) : -1;
      const top = Math.max(i, 0) * 40;
      const height = i < 0 ? 0 : 40;
      return { x: 0, y: top, top, left: 0, width: 400, height, right: 400, bottom: top + height, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const user = userEvent.setup();
      await open();
      act(() => item('Line B').focus());
      await user.keyboard(' ');
      expect(await screen.findByText(/^Picked up Line B\./)).toBeInTheDocument();
      // up from Line B (which has units): not among Line A's units (a fourth level), so first below Line A, then above it
      await user.keyboard('{ArrowUp}');
      expect(await screen.findByText('Line B would go below Line A.')).toBeInTheDocument();
      expect(item('Line A')).toHaveClass('drop-after');
      await user.keyboard('{ArrowUp}');
      expect(await screen.findByText('Line B would go above Line A.')).toBeInTheDocument();
      expect(item('Line A')).toHaveClass('drop-before');
      await user.keyboard(' ');
      await waitFor(() => expect(status()).toHaveTextContent('Line B moved by dragging: position 1 of 2 in Production (Department).'));
      await waitFor(() => expect(names('Production')).toEqual(['Line B', 'Line A']));
      expect(northfield().divisions[0].departments.map((d) => d.name)).toEqual(['Line B', 'Line A']);
      await waitFor(() => expect(item('Line B')).toHaveFocus());

      // Escape puts it back where it was
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}{Escape}');
      expect(await screen.findByText('Moving Line B was cancelled; it stays where it was.')).toBeInTheDocument();
      expect(names('Production')).toEqual(['Line B', 'Line A']);
    } finally {
      box.mockRestore();
    }
  });

  it('deletes after a confirmation, and refuses with the counts when records use the node', async () => {
    const user = userEvent.setup();
    const { site } = await open();
    const usedIds = new Set(['observations', 'incidents', 'actions'].flatMap((c) => db.list<{ id: number; area_id?: number | null }>(acme(), c).map((r) => r.area_id)));
    const used = site.divisions.find((d) => usedIds.has(d.id))!;
    await user.click(item(used.name));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${used.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${used.name} cannot be deleted: \\d+ observations, \\d+ incidents and \\d+ actions use it\\.`));
    await user.click(within(dialog).getByRole('button', { name: 'Back to the tree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    expect(item(used.name)).toBeInTheDocument();

    // a unit nothing uses goes
    const unit = site.divisions[0].departments[0].units[0];
    await user.click(childItem('Line A', unit.name));
    await user.keyboard('{Delete}');
    const confirm = await screen.findByRole('dialog', { name: `Delete Production › Line A › ${unit.name}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(northfield().divisions[0].departments[0].units.some((u) => u.id === unit.id)).toBe(false));
    expect(await screen.findByText(`${unit.name} was deleted.`, { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('sets the head and the in-charge of a node from the active users', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(item('Line B'));
    const form = screen.getByRole('form', { name: 'Head and in-charge of Line B' });
    await user.selectOptions(within(form).getByLabelText('Head'), 'Hugo Dalton');
    await user.selectOptions(within(form).getByLabelText('In-charge'), 'None');
    await user.click(within(form).getByRole('button', { name: 'Save head and in-charge' }));
    await waitFor(() => expect(northfield().divisions[0].departments[1]).toMatchObject({ name: 'Line B', head_id: db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'hod@acme.test')!.id, in_charge_id: null }));
    await waitFor(() => expect(item('Line B')).toHaveAccessibleDescription('Department Head: Hugo Dalton'));
  });

  it('a role with Site read only sees the tree, heads and in-charges, without edit controls', async () => {
    const user = userEvent.setup();
    const reader = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'permits@acme.test')!;
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    await open('permits@acme.test');
    expect(item('Production')).not.toHaveAttribute('draggable', 'true');
    await user.click(item('Production'));
    const panel = screen.getByRole('region', { name: 'Production' });
    expect(within(panel).getByText('Head')).toBeInTheDocument();
    for (const name of ['Add above', 'Add below', 'Add child', 'Rename', 'Delete', 'Move up', 'Add division']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.keyboard('{F2}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(northfield().divisions[0].name).toBe('Production');
  });

  it('opens from the register row and from the site editor', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/sites', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: 'Sites: 4 found' });
    await user.click(await screen.findByRole('link', { name: 'Divisions of Northfield Plant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sites/${northfield().id}/divisions`));
    await screen.findByRole('tree', { name: 'Divisions, departments and units' });
    await user.click(screen.getByRole('link', { name: /Back to sites/ }));
    await user.click(await screen.findByRole('link', { name: 'Edit Riverside Warehouse' }));
    await user.click(await screen.findByRole('link', { name: /Divisions, departments and units/ }));
    await screen.findByRole('heading', { level: 1, name: 'Divisions of Riverside Warehouse' });
  });
});
