import { ProjectsRoutePage, projectsMetadata } from '@/features/projects/projects-route.server';
import { seoMetadata } from '@/lib/seo/seo-settings.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = seoMetadata('projects', projectsMetadata);

export default ProjectsRoutePage;
