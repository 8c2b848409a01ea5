/*
 * Everything the page hands to the worker after load, in one chunk: the registration
 * (workbox-window), the files and the API answers a first visit loaded before the worker
 * controlled it, and the pictures of the lists it shows. They are needed after the same idle
 * moment of a first visit, so one request instead of several keeps them off a slow phone
 * network's queue.
 */
export { Workbox } from 'workbox-window';
export { keepFilesLoadedBeforeControl } from './keep-page-resources';
export { keepApiRead } from './keep-api-answers';
export { keepListImages } from './keep-list-images';
