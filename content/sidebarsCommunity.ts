/** The community pages: one sidebar, support first. */
export default {
  community: ['support', 'team', 'resources', 'contributing', 'release-process', 'canary'],
};
