import type { Messages } from './en';

export const ro: Messages = {
  welcome: {
    message: 'Bun venit în Cadence, {{name}}! Conectează primul tău cont social pentru a începe programarea.',
    subject: 'Bun venit în Cadence',
  },
  invitation: {
    message: '{{inviterName}} te-a invitat să te alături spațiului de lucru {{workspaceName}} ca {{role}}. Deschide e-mailul de invitație pentru a o accepta.',
    subject: '{{inviterName}} te-a invitat în {{workspaceName}}',
  },
  invitation_accepted: {
    message: '{{memberName}} a acceptat invitația ta și s-a alăturat spațiului tău de lucru.',
    subject: '{{memberName}} s-a alăturat spațiului tău de lucru',
  },
  member_removed: {
    message: 'Ai fost eliminat dintr-un spațiu de lucru și nu mai ai acces la conținutul lui.',
    subject: 'Accesul tău la un spațiu de lucru s-a încheiat',
  },
  staff: {
    announcement: 'Anunț de la Cadence',
    product_update: 'Noutăți în Cadence',
    maintenance: 'Mentenanță programată a Cadence',
    promotion: 'O ofertă de la Cadence',
  },
  roles: {
    admin: 'administrator',
    editor: 'editor',
    contributor: 'colaborator',
    viewer: 'cititor',
  },
  mail: {
    greeting: 'Bună, {{name}},',
    open: 'Deschide notificările',
    footer: 'Primești acest e-mail datorită setărilor tale de notificare. Le poți schimba pe pagina de notificări: {{url}}',
  },
};
