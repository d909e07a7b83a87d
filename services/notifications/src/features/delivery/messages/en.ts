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
