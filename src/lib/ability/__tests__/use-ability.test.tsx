import { act, cleanup, render, screen } from '@testing-library/react';
import { ability, updateAbility } from '../ability';
import { useAbilityVersion } from '../use-ability';

function CanReadUsers() {
  useAbilityVersion();
  return <p>{ability.can('read', 'User') ? 'users: yes' : 'users: no'}</p>;
}

describe('useAbilityVersion', () => {
  // unmounted first: this hook runs before Testing Library's own cleanup, and the reset would re-render the mounted
  // components outside act
  afterEach(() => {
    cleanup();
    updateAbility([]);
  });

  it('re-renders on a single in-place update (CASL notifies newest listeners first)', () => {
    updateAbility([]);
    render(
      <>
        <CanReadUsers />
        <CanReadUsers />
      </>,
    );
    expect(screen.getAllByText('users: no')).toHaveLength(2);
    act(() => updateAbility([{ subject: 'User', actions: ['read'] }], 1));
    expect(screen.getAllByText('users: yes')).toHaveLength(2);
    act(() => updateAbility([{ subject: 'Site', actions: ['read'] }], 1));
    expect(screen.getAllByText('users: no')).toHaveLength(2);
  });
});
