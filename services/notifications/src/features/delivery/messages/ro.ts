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
  post_submitted: {
    message: '{{authorName}} îți cere să aprobi o postare: „{{excerpt}}”',
    subject: 'O postare așteaptă aprobarea ta',
  },
  post_approved: {
    message: '{{reviewerName}} a aprobat postarea ta „{{excerpt}}”; pleacă așa cum a fost programată.',
    withComment: '{{reviewerName}} a aprobat postarea ta „{{excerpt}}”; pleacă așa cum a fost programată. Comentariu: {{comment}}',
    unscheduled: '{{reviewerName}} a aprobat postarea ta „{{excerpt}}”; alege când pleacă.',
    unscheduledWithComment: '{{reviewerName}} a aprobat postarea ta „{{excerpt}}”; alege când pleacă. Comentariu: {{comment}}',
    subject: 'Postarea ta a fost aprobată',
  },
  post_rejected: {
    message: '{{reviewerName}} ți-a trimis înapoi postarea „{{excerpt}}”: {{comment}}',
    subject: 'Postarea ta are nevoie de modificări',
  },
  post_published: {
    message: 'Postarea ta „{{excerpt}}” este publicată pe {{networks}}.',
    subject: 'Postarea ta a fost publicată',
  },
  post_failed: {
    message: 'Postarea ta „{{excerpt}}” nu a putut fi publicată pe {{failed}} din cele {{total}} conturi. Deschide-o pentru a vedea răspunsul fiecărei rețele și încearcă din nou.',
    subject: 'Postarea ta nu a putut fi publicată peste tot',
  },
  account_broken: {
    message: '{{network}} nu mai acceptă conexiunea lui {{name}}: {{reason}} Reconectează-l din Gestionează platformele; postările eșuate pot fi apoi încercate din nou.',
    subject: 'Reconectează {{name}} pe {{network}}',
  },
  ticket_created: {
    message: '{{name}} a deschis tichetul „{{title}}”.',
    subject: 'Tichet nou: {{title}}',
  },
  ticket_replied: {
    fromStaff: 'Echipa de suport a răspuns la tichetul tău „{{title}}”.',
    fromClient: '{{name}} a răspuns la tichetul „{{title}}”.',
    subject: 'Răspuns nou la „{{title}}”',
  },
  ticket_status_changed: {
    message: 'Tichetul tău „{{title}}” este acum {{status}}.',
    subject: 'Tichetul tău este {{status}}',
    statuses: { open: 'deschis', in_progress: 'în lucru', assigned: 'atribuit', resolved: 'rezolvat', closed: 'închis' },
  },
  ticket_assigned: {
    message: 'Tichetul „{{title}}” ți-a fost atribuit.',
    subject: 'Ți-a fost atribuit un tichet',
  },
  hire_requested: {
    message: '{{name}} ar vrea să te angajeze între {{startsOn}} și {{endsOn}}. Acceptă sau refuză cererea pe pagina ta de creator.',
    subject: 'Cerere de angajare nouă de la {{name}}',
    action: 'Deschide cererile de angajare',
  },
  hire_accepted: {
    message: '{{name}} a acceptat cererea ta de angajare și intră în spațiul tău de lucru ca și contributor.',
    subject: '{{name}} a acceptat cererea ta de angajare',
  },
  hire_declined: {
    message: '{{name}} a refuzat cererea ta de angajare.',
    subject: '{{name}} a refuzat cererea ta de angajare',
  },
  hire_ended: {
    byCreator: '{{name}} a încheiat colaborarea și nu mai lucrează în spațiul tău de lucru.',
    byClient: '{{name}} a încheiat colaborarea cu tine: nu mai lucrezi în spațiul său de lucru.',
    subject: 'Colaborarea cu {{name}} s-a încheiat',
    toClient: 'Deschide colaborările',
  },
  payment_succeeded: {
    message: 'Am primit plata ta de {{amount}} pentru {{plan}}. Mulțumim!',
    subject: 'Plată primită',
  },
  payment_failed: {
    message: 'Plata ta de {{amount}} pentru {{plan}} nu a reușit: {{reason}}. Actualizează metoda de plată pentru a-ți păstra planul.',
    subject: 'Plata ta nu a reușit',
  },
  payment_refunded: {
    message: 'Plata ta de {{amount}} pentru {{plan}} a fost rambursată.',
    subject: 'Plată rambursată',
  },
  subscription_changed: {
    upgraded: 'Ești acum pe {{plan}}; limitele sale se aplică imediat.',
    downgrade_scheduled: 'Planul tău devine {{plan}} pe {{date}}; până atunci păstrezi planul actual.',
    downgraded: 'Planul tău este acum {{plan}}.',
    cancel_scheduled: 'Abonamentul tău {{plan}} se încheie pe {{date}}; nu se mai încasează nimic.',
    cancelled: 'Abonamentul tău {{plan}} a fost anulat.',
    resumed: 'Abonamentul tău {{plan}} continuă ca înainte.',
    expired: 'Planul tău {{plan}} s-a încheiat. Alege un plan ca să continui să publici.',
    granted: 'Spațiul tău de lucru a primit planul {{plan}}.',
    nonprofit: 'Reducerea pentru organizații non-profit a fost acordată; se aplică de la următoarea plată.',
    subject: 'Abonamentul tău s-a schimbat',
  },
  networks: {
    tiktok: 'TikTok',
    facebook: 'Facebook',
    facebook_page: 'Pagină Facebook',
    instagram: 'Instagram',
    twitter: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    'linkedin-page': 'Pagină LinkedIn',
    bluesky: 'Bluesky',
    wordpress: 'WordPress.com',
    'wordpress-org': 'WordPress (găzduit propriu)',
    pinterest: 'Pinterest',
    threads: 'Threads',
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
