import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/feedback/toast-service';
import { Toasts } from '../toasts';

const saved = (ref: string) => () => showToast({ severity: 'success', detail: `Risk ${ref} was saved.` });

describe('Toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the same words once: a repeat replaces the toast still showing them', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Toasts />);
    act(saved('R-1'));
    expect(screen.getByText('Risk R-1 was saved.')).toBeInTheDocument();
    act(saved('R-1'));
    act(saved('R-2'));
    // one second on: the replaced toast has left (its exit transition is shorter), the others live 10 s
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getAllByText('Risk R-1 was saved.')).toHaveLength(1);
    expect(screen.getByText('Risk R-2 was saved.')).toBeInTheDocument();
    unmount();
  });
});
