// The generic loading indicator: CSS only, announced once by its label.

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-gray-200 border-t-(--brand)"
      />
      <span className="text-sm text-gray-700">{label}</span>
    </div>
  );
}
