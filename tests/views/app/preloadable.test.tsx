import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/app/preloadable';

const Page = () => <h1>Listings</h1>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a preloadable screen', () => {
  it('renders in the first pass when its chunk arrived before: no loading fallback, not even for a turn', async () => {
    const Screen = preloadable(async () => ({ default: Page }));
    await Screen.preload();
    const { container } = render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen />
      </Suspense>,
    );
    // Checked synchronously after render: a lazy() screen would show its fallback here.
    expect(container.textContent).toBe('Listings');
  });

  it('shows the fallback while its chunk is on its way, then the screen, fetching the chunk once', async () => {
    const chunk = deferred<{ default: typeof Page }>();
    let fetches = 0;
    const Screen = preloadable(() => {
      fetches += 1;
      return chunk.promise;
    });
    void Screen.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Listings' })).toBeInTheDocument();
    expect(fetches).toBe(1);
  });
});
