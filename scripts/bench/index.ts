import {benchBuildTimes} from './buildTime';

// `npm run bench`: figures, printed; budgets are read by people, not asserted.
benchBuildTimes();
