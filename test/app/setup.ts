import { afterEach } from 'vitest';
import { clearReadCache } from '../../src/api/read-cache';
import 'fake-indexeddb/auto';

// The app's read cache is one per page load; each test is a page load of its own.
afterEach(() => clearReadCache());
