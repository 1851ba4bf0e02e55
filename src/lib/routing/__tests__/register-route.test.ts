import { ADMIN, can, read, registerRoute } from '../route-def';

const list = () => Promise.resolve({ default: () => null });
const form = () => Promise.resolve({ default: () => null });
const summary = () => Promise.resolve({ default: () => null });

describe('registerRoute (a register frame with its new and edit panels)', () => {
  it('gives the register read, new create and edit update of the subject, extra children between them', () => {
    expect(registerRoute({ path: 'hira', rights: 'HIRA', titleKey: 'hira', screen: list, form, children: [{ path: 'summary/:id', access: read('HIRA'), screen: summary }] })).toEqual({
      path: 'hira',
      titleKey: 'hira',
      screen: list,
      access: read('HIRA'),
      frame: true,
      children: [
        { path: 'new', access: can('create', 'HIRA'), screen: form },
        { path: 'summary/:id', access: read('HIRA'), screen: summary },
        { path: 'edit/:id', access: can('update', 'HIRA'), screen: form },
      ],
    });
  });

  it('gives one access to all three when given one, and takes another edit path', () => {
    const route = registerRoute({ path: 'x', rights: ADMIN, screen: list, form, editPath: 'edit/:docId', redirectTo: 'new' });
    expect(route).toMatchObject({ access: ADMIN, redirectTo: 'new', children: [{ path: 'new', access: ADMIN }, { path: 'edit/:docId', access: ADMIN }] });
  });
});
