import Link from 'next/link';

// "No results" and "could not load" boxes for server-rendered lists: what happened, and a way out.

export interface StateNoticeProps {
  tone: 'empty' | 'error';
  title: string;
  message?: string;
  action?: { href: string; label: string };
  testId?: string;
}

export function StateNotice({ tone, title, message, action, testId }: StateNoticeProps) {
  const box = tone === 'error' ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-white';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border p-6 text-start ${box}`}
      data-testid={testId ?? (tone === 'error' ? 'state-error' : 'state-empty')}
    >
      <p className="font-semibold text-gray-900">{title}</p>
      {message ? <p className="mt-1 text-gray-800">{message}</p> : null}
      {action ? (
        // A plain link: the server fetches again on arrival.
        <Link
          href={action.href}
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-(--brand) px-4 font-semibold text-(--on-brand)"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
