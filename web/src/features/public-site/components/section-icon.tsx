import type { ComponentType, SVGProps } from 'react';
import {
  BadgeCheckIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  ChartLineIcon,
  CircleCheckBigIcon,
  ClockIcon,
  CreditCardIcon,
  GlobeIcon,
  HashIcon,
  HeartHandshakeIcon,
  ImagesIcon,
  InboxIcon,
  LayersIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  Link2Icon,
  ListChecksIcon,
  MegaphoneIcon,
  MessageCircleHeartIcon,
  PenLineIcon,
  RadioIcon,
  ShieldCheckIcon,
  ShieldIcon,
  SmileIcon,
  SparklesIcon,
  TagsIcon,
  UsersIcon,
  UsersRoundIcon,
  WorkflowIcon,
} from 'lucide-react';
import type { SectionIcon as SectionIconName, SiteNetwork } from '@cadence/contracts';
import { cn } from '../../../lib/utils';
import { NetworkLogo } from './network-logo';

type Drawing = ComponentType<SVGProps<SVGSVGElement>>;

const DRAWINGS: Record<Exclude<SectionIconName, BrandIcon>, Drawing> = {
  userFriendly: SmileIcon,
  dashboard: LayoutDashboardIcon,
  quality: BadgeCheckIcon,
  secure: ShieldCheckIcon,
  payments: CreditCardIcon,
  tracking: ListChecksIcon,
  aiComposer: SparklesIcon,
  composer: PenLineIcon,
  pricing: TagsIcon,
  groups: UsersRoundIcon,
  calendar: CalendarDaysIcon,
  analytics: ChartColumnIcon,
  engagement: MessageCircleHeartIcon,
  team: UsersIcon,
  automation: WorkflowIcon,
  campaign: MegaphoneIcon,
  media: ImagesIcon,
  approval: CircleCheckBigIcon,
  clock: ClockIcon,
  globe: GlobeIcon,
  link: Link2Icon,
  live: RadioIcon,
  hashtag: HashIcon,
  support: LifeBuoyIcon,
  heart: HeartHandshakeIcon,
  chart: ChartLineIcon,
  inbox: InboxIcon,
  shield: ShieldIcon,
  layers: LayersIcon,
};

const BRANDS = { instagram: 'instagram', facebook: 'facebook', tiktok: 'tiktok', linkedin: 'linkedin', wordpress: 'wordpress', twitter: 'x', youtube: 'youtube' } as const;
type BrandIcon = keyof typeof BRANDS;

function isBrand(name: SectionIconName): name is BrandIcon {
  return name in BRANDS;
}

/** The drawing an editor named for a section or an item; decorative. */
export function SectionIcon({ name, className }: { name: SectionIconName; className?: string }) {
  if (isBrand(name)) return <NetworkLogo network={BRANDS[name] satisfies SiteNetwork} className={className} />;
  const Drawing = DRAWINGS[name];
  return <Drawing aria-hidden="true" className={cn('size-5', className)} />;
}
