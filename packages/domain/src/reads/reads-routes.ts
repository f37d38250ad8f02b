/*
 * The reads pages, apart from reads.ts: the shell's route table (PAGE_PATHS, the web's routes and
 * links) carries this on every first view, so it holds nothing else.
 */

/** The pages, under /{country}. */
export const READS_ROUTES = {
  list: 'reads/list',
  create: 'reads/create',
  edit: 'reads/edit/:slug',
  public: 'reads/public',
  blogs: 'reads/blogs',
  blog: 'reads/blogs/:blogId/:title',
  details: 'reads/details/:slug',
  success: 'reads/success',
  ops: 'ops/reads',
} as const;
