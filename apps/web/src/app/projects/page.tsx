import { ProjectsRoutePage, projectsMetadata } from '@/features/projects/projects-route.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = projectsMetadata;

export default ProjectsRoutePage;
