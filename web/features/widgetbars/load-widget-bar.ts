import { loadWidgetbarStrings } from './strings';
import { WidgetBar } from './widget-bar';

/** The widget bar's module with its strings: both travel in the bar's own lazy chunk. */
export const loadWidgetBar = () => loadWidgetbarStrings().then(() => ({ default: WidgetBar }));
