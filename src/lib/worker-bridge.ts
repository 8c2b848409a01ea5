/*
 * Everything the page hands to the worker after load, in one chunk: the registration
 * (workbox-window), the files and the API answers a first visit loaded before the worker
 * controlled it. All three are needed after the same idle moment of a first visit, so one
 * request instead of three keeps them off a slow phone network's queue.
 */
export { Workbox } from 'workbox-window';
export { keepFilesLoadedBeforeControl } from './keep-page-resources';
export { keepApiRead } from './keep-api-answers';
