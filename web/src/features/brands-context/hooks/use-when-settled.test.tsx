import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWhenSettled } from './use-when-settled';

describe('useWhenSettled', () => {
  it('waits for the queries under way, then runs its work once, not again as later ones settle', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const work = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useWhenSettled(work), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(work).not.toHaveBeenCalled();

    act(() => answer('drawn'));
    await waitFor(() => expect(work).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await act(() => queryClient.fetchQuery({ queryKey: ['later'], queryFn: () => 'again' }));
    // Longer than the quiet it waits for.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
