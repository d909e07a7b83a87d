/** English texts of notifications and their e-mails. The other languages have the same keys. */
export const en = {
  welcome: {
    message: 'Welcome to Cadence, {{name}}! Connect your first social account to start scheduling.',
    subject: 'Welcome to Cadence',
  },
  invitation: {
    message: '{{inviterName}} invited you to join {{workspaceName}} as {{role}}. Open the invitation e-mail to accept it.',
    subject: '{{inviterName}} invited you to join {{workspaceName}}',
  },
  invitation_accepted: {
    message: '{{memberName}} accepted your invitation and joined your workspace.',
    subject: '{{memberName}} joined your workspace',
  },
  member_removed: {
    message: 'You were removed from a workspace and no longer have access to its content.',
    subject: 'Your access to a workspace has ended',
  },
  post_submitted: {
    message: '{{authorName}} asks you to approve a post: “{{excerpt}}”',
    subject: 'A post waits for your approval',
  },
  post_approved: {
    message: '{{reviewerName}} approved your post “{{excerpt}}”; it goes out as scheduled.',
    withComment: '{{reviewerName}} approved your post “{{excerpt}}”; it goes out as scheduled. Comment: {{comment}}',
    unscheduled: '{{reviewerName}} approved your post “{{excerpt}}”; choose when it goes out.',
    unscheduledWithComment: '{{reviewerName}} approved your post “{{excerpt}}”; choose when it goes out. Comment: {{comment}}',
    subject: 'Your post was approved',
  },
  post_rejected: {
    message: '{{reviewerName}} sent back your post “{{excerpt}}”: {{comment}}',
    subject: 'Your post needs changes',
  },
  post_published: {
    message: 'Your post “{{excerpt}}” is live on {{networks}}.',
    subject: 'Your post was published',
  },
  post_failed: {
    message: 'Your post “{{excerpt}}” could not be published on {{failed}} of its {{total}} accounts. Open it to see each network’s answer and try again.',
    subject: 'Your post could not be published everywhere',
  },
  account_broken: {
    message: '{{network}} no longer accepts the connection of {{name}}: {{reason}} Reconnect it under Manage platforms; its failed posts can then be tried again.',
    subject: 'Reconnect {{name}} on {{network}}',
  },
  ticket_created: {
    message: '{{name}} opened the ticket “{{title}}”.',
    subject: 'New ticket: {{title}}',
  },
  ticket_replied: {
    fromStaff: 'Support answered your ticket “{{title}}”.',
    fromClient: '{{name}} replied on the ticket “{{title}}”.',
    subject: 'New reply on “{{title}}”',
  },
  ticket_status_changed: {
    message: 'Your ticket “{{title}}” is now {{status}}.',
    subject: 'Your ticket is {{status}}',
    statuses: { open: 'open', in_progress: 'in progress', assigned: 'assigned', resolved: 'resolved', closed: 'closed' },
  },
  ticket_assigned: {
    message: 'The ticket “{{title}}” was assigned to you.',
    subject: 'A ticket was assigned to you',
  },
  hire_requested: {
    message: '{{name}} would like to hire you from {{startsOn}} to {{endsOn}}. Accept or decline the request on your creator page.',
    subject: 'New hire request from {{name}}',
    action: 'Open your hire requests',
  },
  hire_accepted: {
    message: '{{name}} accepted your hire request and joins your workspace as a contributor.',
    subject: '{{name}} accepted your hire request',
  },
  hire_declined: {
    message: '{{name}} declined your hire request.',
    subject: '{{name}} declined your hire request',
  },
  hire_ended: {
    byCreator: '{{name}} ended the hire and no longer works in your workspace.',
    byClient: '{{name}} ended your hire: you no longer work in their workspace.',
    subject: 'A hire with {{name}} ended',
    toClient: 'Open your hires',
  },
  payment_succeeded: {
    message: 'We received your payment of {{amount}} for {{plan}}. Thank you!',
    subject: 'Payment received',
  },
  payment_failed: {
    message: 'Your payment of {{amount}} for {{plan}} did not go through: {{reason}}. Update your payment method to keep your plan.',
    subject: 'Your payment did not go through',
  },
  payment_refunded: {
    message: 'Your payment of {{amount}} for {{plan}} was refunded.',
    subject: 'Payment refunded',
  },
  subscription_changed: {
    upgraded: 'You are now on {{plan}}; its limits apply at once.',
    downgrade_scheduled: 'Your plan changes to {{plan}} on {{date}}; until then you keep your current plan.',
    downgraded: 'Your plan is now {{plan}}.',
    cancel_scheduled: 'Your {{plan}} subscription ends on {{date}}; nothing more will be charged.',
    cancelled: 'Your {{plan}} subscription was cancelled.',
    resumed: 'Your {{plan}} subscription continues as before.',
    expired: 'Your {{plan}} plan has ended. Choose a plan to keep publishing.',
    granted: 'Your workspace was given the {{plan}} plan.',
    nonprofit: 'Your nonprofit discount was granted; it applies from your next payment.',
    subject: 'Your subscription changed',
  },
  networks: {
    tiktok: 'TikTok',
    facebook: 'Facebook',
    facebook_page: 'Facebook Page',
    instagram: 'Instagram',
    twitter: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    'linkedin-page': 'LinkedIn Page',
    bluesky: 'Bluesky',
    wordpress: 'WordPress.com',
    'wordpress-org': 'WordPress (self-hosted)',
    pinterest: 'Pinterest',
    threads: 'Threads',
  },
  staff: {
    announcement: 'Announcement from Cadence',
    product_update: 'What is new in Cadence',
    maintenance: 'Scheduled maintenance of Cadence',
    promotion: 'An offer from Cadence',
  },
  roles: {
    admin: 'an administrator',
    editor: 'an editor',
    contributor: 'a contributor',
    viewer: 'a viewer',
  },
  mail: {
    greeting: 'Hello {{name}},',
    open: 'Open your notifications',
    footer: 'You receive this e-mail because of your notification settings. You can change them on your notifications page: {{url}}',
  },
};

export type Messages = typeof en;
