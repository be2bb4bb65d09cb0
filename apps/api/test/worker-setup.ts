import { prepareTestDatabase } from './helper.ts';

// Before each test file (a worker keeps its modules, so the work is done once per worker).
await prepareTestDatabase();
