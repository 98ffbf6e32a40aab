import {
  BadgeCheck,
  BarChart3,
  CalendarRange,
  DoorOpen,
  FileCheck2,
  FileText,
  FolderTree,
  Home,
  KeyRound,
  ListOrdered,
  type LucideIcon,
  Menu,
  Palette,
  Pencil,
  RefreshCw,
  Rss,
  Scale,
  ScrollText,
  Settings,
  Shapes,
  Smartphone,
  Tags,
  UserCheck,
  UserPen,
  UserPlus,
  Users,
  UsersRound,
} from 'lucide-react';

/**
 * One icon per administration area and user bar item (part 3 section 2.3), so the items can be told
 * apart at a glance. Group and category items share the icon of their network counterpart.
 */
const ICONS: Record<string, LucideIcon> = {
  home: Home,
  overview: Home,
  settings: Settings,
  members: Users,
  groups: UsersRound,
  navigation: Menu,
  app_navigation: Smartphone,
  group_categories: Shapes,
  group_categories_order: ListOrdered,
  invites: UserPlus,
  join_requests: UserCheck,
  change_requests: UserPen,
  legal_texts: Scale,
  imprint: FileText,
  designs: Palette,
  tags: Tags,
  channel_subscriptions: Rss,
  file_extension_filter: FileCheck2,
  appointment_categories: CalendarRange,
  meeting_rooms: DoorOpen,
  membership_roles: BadgeCheck,
  audit_log: ScrollText,
  single_sign_on: KeyRound,
  statistics: BarChart3,
  version_and_updates: RefreshCw,
  update_zentrale: RefreshCw,
  edit: Pencil,
  category_groups: FolderTree,
};

/** `group_members` and `category_invites` use the icon of `members` and `invites`. */
export const iconOf = (key: string): LucideIcon =>
  ICONS[key] ?? ICONS[key.replace(/^(group|category)_/, '')] ?? Settings;
