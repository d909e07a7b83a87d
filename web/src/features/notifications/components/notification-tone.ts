import {
  BellIcon,
  BriefcaseIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  ClipboardCheckIcon,
  CreditCardIcon,
  LifeBuoyIcon,
  MegaphoneIcon,
  MessageSquareWarningIcon,
  ReceiptIcon,
  SendIcon,
  SparklesIcon,
  TagIcon,
  Undo2Icon,
  UnplugIcon,
  UserCheckIcon,
  UserMinusIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';

export interface Tone {
  icon: LucideIcon;
  className: string;
}

const TONES: Record<string, Tone> = {
  welcome: { icon: SparklesIcon, className: 'bg-primary/10 text-primary' },
  invitation: { icon: UserCheckIcon, className: 'bg-accent text-accent-foreground' },
  invitation_accepted: { icon: UserCheckIcon, className: 'bg-success/10 text-success' },
  member_removed: { icon: UserMinusIcon, className: 'bg-destructive/10 text-destructive' },
  post_submitted: { icon: ClipboardCheckIcon, className: 'bg-amber-500/15 text-amber-700 dark:text-amber-400' },
  post_approved: { icon: CircleCheckIcon, className: 'bg-success/10 text-success' },
  post_rejected: { icon: MessageSquareWarningIcon, className: 'bg-destructive/10 text-destructive' },
  post_published: { icon: SendIcon, className: 'bg-success/10 text-success' },
  post_failed: { icon: CircleAlertIcon, className: 'bg-destructive/10 text-destructive' },
  account_broken: { icon: UnplugIcon, className: 'bg-destructive/10 text-destructive' },
  ticket_created: { icon: LifeBuoyIcon, className: 'bg-sky-500/15 text-sky-700 dark:text-sky-400' },
  ticket_replied: { icon: LifeBuoyIcon, className: 'bg-primary/10 text-primary' },
  ticket_status_changed: { icon: LifeBuoyIcon, className: 'bg-accent text-accent-foreground' },
  ticket_assigned: { icon: LifeBuoyIcon, className: 'bg-amber-500/15 text-amber-700 dark:text-amber-400' },
  creator_decided: { icon: LifeBuoyIcon, className: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400' },
  hire_requested: { icon: BriefcaseIcon, className: 'bg-sky-500/15 text-sky-700 dark:text-sky-400' },
  hire_accepted: { icon: UserCheckIcon, className: 'bg-success/10 text-success' },
  hire_declined: { icon: UserMinusIcon, className: 'bg-amber-500/15 text-amber-700 dark:text-amber-400' },
  hire_ended: { icon: BriefcaseIcon, className: 'bg-muted text-muted-foreground' },
  monitoring_threshold_crossed: { icon: CircleAlertIcon, className: 'bg-destructive/10 text-destructive' },
  payment_succeeded: { icon: ReceiptIcon, className: 'bg-success/10 text-success' },
  payment_failed: { icon: CreditCardIcon, className: 'bg-destructive/10 text-destructive' },
  payment_refunded: { icon: Undo2Icon, className: 'bg-muted text-muted-foreground' },
  subscription_changed: { icon: TagIcon, className: 'bg-primary/10 text-primary' },
  announcement: { icon: MegaphoneIcon, className: 'bg-primary/10 text-primary' },
  product_update: { icon: SparklesIcon, className: 'bg-accent text-accent-foreground' },
  maintenance: { icon: WrenchIcon, className: 'bg-amber-500/15 text-amber-700 dark:text-amber-400' },
  promotion: { icon: TagIcon, className: 'bg-success/10 text-success' },
};

/** The look of a notification by its kind; kinds other services add later fall back by name. */
export function toneOf(type: string): Tone {
  const known = TONES[type];
  if (known) return known;
  if (/fail|error|reject|declin/.test(type)) return { icon: CircleAlertIcon, className: 'bg-destructive/10 text-destructive' };
  if (/publish|success|paid|posted/.test(type)) return { icon: CircleCheckIcon, className: 'bg-success/10 text-success' };
  return { icon: BellIcon, className: 'bg-muted text-muted-foreground' };
}
