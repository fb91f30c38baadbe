// Where `npm start` notes what its build of dist/ was made from (scripts/start.ts skips the
// build when it matches); the start bench removes it to time a first start as a fresh clone does.
import { join } from 'node:path';

export const START_STAMP_FILE = join('dist', '.start-stamp');
