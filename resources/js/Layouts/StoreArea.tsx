import type { ReactNode } from 'react';

/** my-store screens render inside the seller area's own frame rather than the marketplace's page flow. */
export default function StoreArea({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-[70vh] bg-slate-100" data-testid="store-area">
      <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>
    </div>
  );
}
