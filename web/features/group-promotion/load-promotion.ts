import { PromotionBox } from './promotion-box';
import { loadGroupPromotionStrings } from './strings';

/** The promotion box's module with its strings: both travel in the box's own lazy chunk. */
export const loadGroupPromotion = () => loadGroupPromotionStrings().then(() => ({ default: PromotionBox }));
