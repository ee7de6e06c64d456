/** Whether dist/ (the bundled engine) was built after every change to its sources. */
export function engineIsFresh(root: string): boolean;
