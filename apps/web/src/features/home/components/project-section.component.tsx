import { ProjectCard } from '@/components/cards/project-card.component';
import { Section } from '@/components/ui/section.component';
import type { ProjectListItem } from '@/lib/api-types';
import type { Translate } from '@/lib/i18n/translate.util';
import { HOME_CARD_LIMIT } from '../home-sections.util';
import { CardGrid } from './card-grid.component';

export interface ProjectSectionProps {
  id: string;
  title: string;
  viewAllHref: string;
  projects: ProjectListItem[];
  placeholder: string | null;
  t: Translate;
}

export function ProjectSection({ id, title, viewAllHref, projects, placeholder, t }: ProjectSectionProps) {
  return (
    <Section
      id={id}
      title={title}
      viewAll={{
        href: viewAllHref,
        label: t('viewAll'),
        accessibleLabel: t('viewAllOf', { section: title }),
      }}
    >
      <CardGrid>
        {projects.slice(0, HOME_CARD_LIMIT).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} placeholder={placeholder} t={t} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
