import { beforeEach } from 'vitest';

// The test files of a worker share its process (vitest.config.ts): work a previous file left running, such as the
// last write of a login that was still answering, can land in this file's window. Each test starts from empty
// storage, as a page opened for the first time does.
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
