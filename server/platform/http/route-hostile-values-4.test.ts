import { describeHostileValues } from '../../test/route-hostile-values.js';

describeHostileValues(4);
