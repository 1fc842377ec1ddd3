/** The article's HTML, as the operator wrote it in the admin console. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="space-y-4 text-lg leading-relaxed text-gray-800 [&_a]:font-medium [&_a]:text-(--brand-ink) [&_a]:underline [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: operator-authored content from the API.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
