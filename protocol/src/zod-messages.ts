import { z } from 'zod';

/**
 * Spec §5 names two generic form messages: 'Required' and 'Expected X, received Y'.
 * Zod's own defaults are wordier, so the server and the forms share this map.
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'Required';
    const received = issue.input === null ? 'null' : typeof issue.input;
    return `Expected ${issue.expected}, received ${received}`;
  },
});

export { z };
