import { CalendarIcon, GiftIcon, HeartIcon, LightbulbIcon, MegaphoneIcon, MessageCircleIcon, NewspaperIcon, SparklesIcon, TagIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { PromptCategoryIcon } from '@cadence/contracts';

/** The picture of each icon name a prompt category may have. */
export const CATEGORY_ICONS: Record<PromptCategoryIcon, LucideIcon> = {
  sparkles: SparklesIcon,
  megaphone: MegaphoneIcon,
  calendar: CalendarIcon,
  tag: TagIcon,
  heart: HeartIcon,
  lightbulb: LightbulbIcon,
  newspaper: NewspaperIcon,
  gift: GiftIcon,
  users: UsersIcon,
  chat: MessageCircleIcon,
};

export function CategoryIcon({ icon, className }: { icon: PromptCategoryIcon; className?: string }) {
  const Icon = CATEGORY_ICONS[icon];
  return <Icon className={className} aria-hidden="true" />;
}
