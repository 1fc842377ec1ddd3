import { CatalogueImageField } from '@/components/admin/catalogue-image-field.client';
import { catalogueImageWords } from '@/components/admin/catalogue-image-words';
import type { Translate } from '@/lib/i18n/translate.util';
import type { AdminArticle } from './admin-content.types';

// An article's two pictures, each replaced by its own upload (admin/articles/{id}/image and
// …/meta-image) through the catalogue pictures' field. The uploads name a stored article, so a
// new one is saved first; the form then opens on /admin/articles/{id} with these fields.

export function ArticleImages({ article, t }: { article: AdminArticle | null; t: Translate }) {
  const heading = (
    <h2 id="article-images" className="mb-3 text-lg font-semibold text-gray-900">
      {t('adminArticleImages')}
    </h2>
  );
  if (!article)
    return (
      <section aria-labelledby="article-images" className="mb-6" data-testid="article-images">
        {heading}
        <p className="text-gray-700">{t('adminArticleImagesAfterCreate')}</p>
      </section>
    );
  const fields = [
    {
      call: `admin/articles/${article.id}/image`,
      column: 'image' as const,
      current: article.image,
      label: t('adminArticleImage'),
      hint: t('adminArticleImageHint'),
      testId: 'article-image',
    },
    {
      call: `admin/articles/${article.id}/meta-image`,
      column: 'meta_image' as const,
      current: article.meta_image,
      label: t('adminArticleMetaImage'),
      hint: t('adminArticleMetaImageHint'),
      testId: 'article-meta-image',
    },
  ];
  return (
    <section aria-labelledby="article-images" className="mb-6" data-testid="article-images">
      {heading}
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.column} className="grid content-start gap-2">
            <p className="text-sm text-gray-700">{field.hint}</p>
            <CatalogueImageField
              call={field.call}
              column={field.column}
              current={field.current}
              words={catalogueImageWords(t, field.label)}
              testId={field.testId}
              photo
            />
          </div>
        ))}
      </div>
    </section>
  );
}
