import type { ReactNode } from 'react';

/** The frame of the pages a signed-out visitor sees: one card in the middle. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main className="public-layout">
      <div className="public-card">{children}</div>
    </main>
  );
}
