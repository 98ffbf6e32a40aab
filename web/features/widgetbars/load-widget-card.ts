import { loadWidgetbarStrings } from './strings';
import { WidgetCard } from './widget-card';

/** One widget's card with the bars' strings, for pages that embed widgets (in the bar's lazy chunk). */
export const loadWidgetCard = () => loadWidgetbarStrings().then(() => ({ default: WidgetCard }));
