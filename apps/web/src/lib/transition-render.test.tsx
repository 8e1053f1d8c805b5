import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealed, useStoreInTransition } from './transition-render.ts';

describe('useRevealed', () => {
  function Page({ ready }: { ready: boolean }) {
    const revealed = useRevealed(ready);
    return <p>{revealed ? 'content' : 'loading'}</p>;
  }

  it('shows the content at once when the data is there as the page mounts', () => {
    render(<Page ready />);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows the content once the data has come, and keeps it when a refetch starts', async () => {
    const { rerender } = render(<Page ready={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    rerender(<Page ready />);
    expect(await screen.findByText('content')).toBeInTheDocument();
    rerender(<Page ready={false} />);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('shows what it can once the rest has kept it waiting too long', async () => {
    function Partly({ rest }: { rest: boolean }) {
      const revealed = useRevealed(rest, true, 50);
      return <p>{revealed ? 'content' : 'loading'}</p>;
    }
    render(<Partly rest={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('content')).toBeInTheDocument();
  });
});

describe('useStoreInTransition', () => {
  it("follows the store's changes, including one between the render and the subscription", async () => {
    let value = 'first';
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const getSnapshot = () => value;
    function Reader() {
      return <p>{useStoreInTransition(subscribe, getSnapshot)}</p>;
    }
    value = 'second';
    render(<Reader />);
    expect(await screen.findByText('second')).toBeInTheDocument();
    await act(async () => {
      value = 'third';
      for (const listener of listeners) listener();
    });
    expect(await screen.findByText('third')).toBeInTheDocument();
  });
});
