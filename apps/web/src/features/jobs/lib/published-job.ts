/** The list's address parameter naming the job just published (`?tab=projetos&published=<id>`). */
export const PUBLISHED_PARAM = 'published';
