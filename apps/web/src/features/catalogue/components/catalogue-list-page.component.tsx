import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs.component';
import type { ApiResult } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/translate.util';
import { CatalogueNotice, CataloguePage } from './catalogue-page.component';

// The scaffolding shared by the catalogue list pages (/categories, /cities): breadcrumbs to the
// page, heading and intro, then the API's error, the empty notice or the list itself (server
// component; `children` renders the items, so each page keeps its own grid and pager).

export function CatalogueListPage<T>({
  t,
  path,
  title,
  intro,
  result,
  emptyMessage,
  children,
}: {
  t: Translate;
  path: string;
  title: string;
  intro: string;
  result: ApiResult<T[]>;
  emptyMessage: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <CataloguePage
      breadcrumbs={
        <Breadcrumbs
          jsonLd
          label={t('breadcrumb')}
          items={[
            { name: t('home'), path: '/' },
            { name: title, path },
          ]}
        />
      }
      heading={title}
      intro={intro}
    >
      {result.kind !== 'success' ? (
        <CatalogueNotice
          title={t('errorTitle')}
          message={result.kind === 'error' && result.body.message ? result.body.message : t('errorMessage')}
        />
      ) : result.body.data.length === 0 ? (
        <CatalogueNotice message={emptyMessage} />
      ) : (
        children(result.body.data)
      )}
    </CataloguePage>
  );
}
