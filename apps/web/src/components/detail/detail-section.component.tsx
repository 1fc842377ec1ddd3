import type { ReactNode } from 'react';

// A titled block of the detail page: a region named by its heading.

export function DetailSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-xl border border-gray-200 bg-white p-5 ${className}`}
    >
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Container for the API's sanitised description HTML (the server's tag allow-list). */
export function Prose({ html }: { html: string }) {
  return (
    <div
      className="max-w-none space-y-3 leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-(--brand-ink) [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises descriptions on save against a small allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
