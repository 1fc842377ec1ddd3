// The project form's pages, and the pages it leads to in other features (linked by path:
// features do not import each other).

export const ADD_PROJECT_PATH = '/user/add-project';
export const MY_PROJECTS_PATH = '/user/my-projects';
export const editProjectPath = (slug: string) => `/user/edit-project/${encodeURIComponent(slug)}`;
/** The owner's page of a project (features/my-projects). */
export const ownProjectPath = (slug: string) => `/my-project/${encodeURIComponent(slug)}`;
