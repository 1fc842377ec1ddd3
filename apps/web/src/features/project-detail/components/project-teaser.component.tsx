import { DetailTeaser } from '@/components/detail/detail-teaser.component';
import { Badge } from '@/components/ui/badge.component';
import type { ProjectPreview } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import type { BreadcrumbItem } from '@/lib/seo/structured-data.util';

// A project refused by `project_access`: the preview's card fields, the API's
// message ("You have not logged in. Please log in first" for a guest), a sign-in hint,
// and the plans page for members without the feature.

export function ProjectTeaser({
  preview,
  message,
  code,
  path,
  breadcrumbs,
  t,
}: {
  preview: ProjectPreview;
  message: string;
  code: string;
  path: string;
  breadcrumbs: BreadcrumbItem[];
  t: Translate;
}) {
  return (
    <DetailTeaser
      testId="project-teaser"
      badge={<Badge tone="brand">{t(preview.type === 'upcoming' ? 'upcoming' : 'underConstruction')}</Badge>}
      category={preview.category?.category}
      title={preview.title}
      place={[preview.city, preview.state, preview.country]}
      image={preview.image}
      imageClassName="object-cover"
      message={message}
      hint={code === 'NOT_LOGGED_IN' ? t('projectTeaserText') : null}
      code={code}
      path={path}
      breadcrumbs={breadcrumbs}
      t={t}
    />
  );
}
