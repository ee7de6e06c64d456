/** The framework's version: part of every cache key, so upgrading Lectern invalidates what it shaped. */
export const FRAMEWORK_VERSION = '0.1.0';
/** Bump when the compile or render pipeline changes output for the same inputs. */
export const PIPELINE_VERSION = 31;
export const PIPELINE_KEY = `${FRAMEWORK_VERSION}:${PIPELINE_VERSION}`;
