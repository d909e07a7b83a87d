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
  post_submitted: {
    message: '{{authorName}} vous demande d’approuver une publication : « {{excerpt}} »',
    subject: 'Une publication attend votre approbation',
  },
  post_approved: {
    message: '{{reviewerName}} a approuvé votre publication « {{excerpt}} » ; elle partira comme prévu.',
    withComment: '{{reviewerName}} a approuvé votre publication « {{excerpt}} » ; elle partira comme prévu. Commentaire : {{comment}}',
    unscheduled: '{{reviewerName}} a approuvé votre publication « {{excerpt}} » ; choisissez quand elle partira.',
    unscheduledWithComment: '{{reviewerName}} a approuvé votre publication « {{excerpt}} » ; choisissez quand elle partira. Commentaire : {{comment}}',
    subject: 'Votre publication a été approuvée',
  },
  post_rejected: {
    message: '{{reviewerName}} a renvoyé votre publication « {{excerpt}} » : {{comment}}',
    subject: 'Votre publication doit être modifiée',
  },
  post_published: {
    message: 'Votre publication « {{excerpt}} » est en ligne sur {{networks}}.',
    subject: 'Votre publication a été publiée',
  },
  post_failed: {
    message: 'Votre publication « {{excerpt}} » n’a pas pu être publiée sur {{failed}} de ses {{total}} comptes. Ouvrez-la pour voir la réponse de chaque réseau et réessayer.',
    subject: 'Votre publication n’a pas pu être publiée partout',
  },
  account_broken: {
    message: '{{network}} n’accepte plus la connexion de {{name}} : {{reason}} Reconnectez-le dans Gérer les plateformes ; ses publications échouées pourront ensuite être réessayées.',
    subject: 'Reconnectez {{name}} sur {{network}}',
  },
  ticket_created: {
    message: '{{name}} a ouvert le ticket « {{title}} ».',
    subject: 'Nouveau ticket : {{title}}',
  },
  ticket_replied: {
    fromStaff: 'Le support a répondu à votre ticket « {{title}} ».',
    fromClient: '{{name}} a répondu au ticket « {{title}} ».',
    subject: 'Nouvelle réponse sur « {{title}} »',
  },
  ticket_status_changed: {
    message: 'Votre ticket « {{title}} » est maintenant {{status}}.',
    subject: 'Votre ticket est {{status}}',
    statuses: { open: 'ouvert', in_progress: 'en cours', assigned: 'attribué', resolved: 'résolu', closed: 'fermé' },
  },
  ticket_assigned: {
    message: 'Le ticket « {{title}} » vous a été attribué.',
    subject: 'Un ticket vous a été attribué',
  },
  hire_requested: {
    message: '{{name}} souhaite vous engager du {{startsOn}} au {{endsOn}}. Acceptez ou refusez la demande sur votre page de créateur.',
    subject: 'Nouvelle demande d’engagement de {{name}}',
    action: 'Ouvrir vos demandes d’engagement',
  },
  hire_accepted: {
    message: '{{name}} a accepté votre demande d’engagement et rejoint votre espace de travail comme contributeur.',
    subject: '{{name}} a accepté votre demande d’engagement',
  },
  hire_declined: {
    message: '{{name}} a refusé votre demande d’engagement.',
    subject: '{{name}} a refusé votre demande d’engagement',
  },
  hire_ended: {
    byCreator: '{{name}} a mis fin à l’engagement et ne travaille plus dans votre espace de travail.',
    byClient: '{{name}} a mis fin à votre engagement : vous ne travaillez plus dans son espace de travail.',
    subject: 'L’engagement avec {{name}} est terminé',
    toClient: 'Ouvrir vos engagements',
  },
  payment_succeeded: {
    message: 'Nous avons reçu votre paiement de {{amount}} pour {{plan}}. Merci !',
    subject: 'Paiement reçu',
  },
  payment_failed: {
    message: 'Votre paiement de {{amount}} pour {{plan}} n’a pas abouti : {{reason}}. Mettez à jour votre moyen de paiement pour garder votre formule.',
    subject: 'Votre paiement n’a pas abouti',
  },
  payment_refunded: {
    message: 'Votre paiement de {{amount}} pour {{plan}} a été remboursé.',
    subject: 'Paiement remboursé',
  },
  subscription_changed: {
    upgraded: 'Vous êtes maintenant sur {{plan}} ; ses limites s’appliquent tout de suite.',
    downgrade_scheduled: 'Votre formule passe à {{plan}} le {{date}} ; d’ici là vous gardez votre formule actuelle.',
    downgraded: 'Votre formule est maintenant {{plan}}.',
    cancel_scheduled: 'Votre abonnement {{plan}} prend fin le {{date}} ; plus rien ne sera prélevé.',
    cancelled: 'Votre abonnement {{plan}} a été annulé.',
    resumed: 'Votre abonnement {{plan}} continue comme avant.',
    expired: 'Votre formule {{plan}} a pris fin. Choisissez une formule pour continuer à publier.',
    granted: 'Votre espace de travail a reçu la formule {{plan}}.',
    nonprofit: 'Votre remise associative a été accordée ; elle s’applique dès votre prochain paiement.',
    subject: 'Votre abonnement a changé',
  },
  networks: {
    tiktok: 'TikTok',
    facebook: 'Facebook',
    facebook_page: 'Page Facebook',
    instagram: 'Instagram',
    twitter: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    'linkedin-page': 'Page LinkedIn',
    bluesky: 'Bluesky',
    wordpress: 'WordPress.com',
    'wordpress-org': 'WordPress (auto-hébergé)',
    pinterest: 'Pinterest',
    threads: 'Threads',
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
