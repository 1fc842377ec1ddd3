import { Badge } from '@/components/ui/badge.component';
import type { Translate } from '@/lib/i18n/translate.util';
import type { OwnedProject } from './my-projects.types';

const REVIEW_KEYS = {
  pending: 'myPropertiesPendingBadge',
  rejected: 'myPropertiesRejectedBadge',
  approved: 'myPropertiesApprovedBadge',
} as const;

/** A project's state as its owner reads it: review, switched off, its stage, and featured. */
export function ProjectStateBadges({
  project,
  t,
  className = '',
}: {
  project: Pick<OwnedProject, 'request_status' | 'status' | 'type' | 'is_promoted'>;
  t: Translate;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-1.5 ${className}`}>
      <Badge tone={project.request_status === 'approved' ? 'sell' : 'neutral'}>
        {t(REVIEW_KEYS[project.request_status] ?? REVIEW_KEYS.approved)}
      </Badge>
      {project.status === 0 ? <Badge tone="neutral">{t('myPropertiesInactiveBadge')}</Badge> : null}
      <Badge tone="featured">{t(project.type === 'upcoming' ? 'upcoming' : 'underConstruction')}</Badge>
      {project.is_promoted ? <Badge tone="premium">{t('sponsored')}</Badge> : null}
    </div>
  );
}
