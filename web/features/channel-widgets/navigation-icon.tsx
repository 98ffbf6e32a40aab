import {
  BookOpen,
  Calendar,
  File,
  Globe,
  HelpCircle,
  Home,
  Link2,
  MessageSquare,
  Star,
  Users,
} from 'lucide-react';
import type { NavigationItem } from '../../../contract/channel-widgets';

const ICONS = {
  link: Link2,
  file: File,
  calendar: Calendar,
  users: Users,
  message: MessageSquare,
  globe: Globe,
  book: BookOpen,
  star: Star,
  home: Home,
  help: HelpCircle,
} as const;

/** The icon a navigation item chose (contract NAVIGATION_ICONS). */
export const NavigationIcon = ({ icon }: { icon: NavigationItem['icon'] }) => {
  const Icon = ICONS[icon];
  return <Icon aria-hidden className="size-5 shrink-0" />;
};
