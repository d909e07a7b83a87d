import type { Messages } from './en';

export const fr: Messages = {
  welcome: {
    message: 'Bienvenue sur Cadence, {{name}} ! Connectez votre premier compte social pour commencer à planifier.',
    subject: 'Bienvenue sur Cadence',
  },
  invitation: {
    message: "{{inviterName}} vous a invité à rejoindre {{workspaceName}} avec le rôle {{role}}. Ouvrez l'e-mail d'invitation pour l'accepter.",
    subject: '{{inviterName}} vous invite à rejoindre {{workspaceName}}',
  },
  invitation_accepted: {
    message: '{{memberName}} a accepté votre invitation et a rejoint votre espace de travail.',
    subject: '{{memberName}} a rejoint votre espace de travail',
  },
  member_removed: {
    message: "Vous avez été retiré d'un espace de travail et n'avez plus accès à son contenu.",
    subject: 'Votre accès à un espace de travail a pris fin',
  },
  staff: {
    announcement: 'Annonce de Cadence',
    product_update: 'Les nouveautés de Cadence',
    maintenance: 'Maintenance programmée de Cadence',
    promotion: 'Une offre de Cadence',
  },
  roles: {
    admin: 'administrateur',
    editor: 'éditeur',
    contributor: 'contributeur',
    viewer: 'lecteur',
  },
  mail: {
    greeting: 'Bonjour {{name}},',
    open: 'Ouvrir vos notifications',
    footer: 'Vous recevez cet e-mail en raison de vos préférences de notification. Vous pouvez les modifier sur votre page de notifications : {{url}}',
  },
};
