'use client';

// The receipt's Print button: the browser's own print dialog; the page's print styles hide the
// site's frame.

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center justify-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) print:hidden"
    >
      {label}
    </button>
  );
}
