import type { ReactNode } from 'react';

/** The frame of the pages shown before signing in (forgot password, choose a password). */
export const PublicFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="flex min-h-dvh flex-col bg-gradient-to-b from-primary-soft via-canvas to-canvas">
    <main className="flex flex-1 items-start justify-center px-4 pt-[10vh] pb-12 sm:items-center sm:pt-12">
      <div className="w-full max-w-[440px]">
        <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-lg shadow-slate-900/5 sm:p-8">
          {children}
        </div>
      </div>
    </main>
  </div>
);
