import type { SiteCopy } from './site-copy';

export const fr: SiteCopy = {
  locale: 'fr',
  links: {
    startFree: 'Commencer gratuitement',
    seePricing: 'Voir les tarifs',
    exploreFeatures: 'Voir toutes les fonctionnalités',
    allPlatforms: 'Voir toutes les plateformes',
    howItWorks: 'Fonctionnement des connexions',
    contactSupport: 'Contacter le support',
    learnMore: 'En savoir plus',
  },
  home: {
    title: 'Accueil',
    metaTitle: 'Cadence · Planification, rédaction IA et statistiques pour les réseaux sociaux',
    metaDescription:
      'Planifiez, rédigez, validez et publiez sur Instagram, Facebook, TikTok, X, LinkedIn, YouTube et plus encore depuis un seul espace. Formules à partir de 25 $/mois.',
    hero: {
      eyebrow: 'La gestion des réseaux sociaux pour les équipes qui avancent',
      title: 'Chaque publication, sur chaque réseau, au bon moment.',
      subtitle:
        'Cadence réunit la planification, un rédacteur IA, les validations et les statistiques dans un seul espace, pour que marketeurs, agences et marques publient sereinement au lieu de jongler entre les onglets.',
      note: 'À partir de 25 $/mois · Sans carte bancaire · Sans engagement',
    },
    highlights: {
      eyebrow: 'Pourquoi les équipes choisissent Cadence',
      title: 'Pensé pour la façon dont les équipes social media travaillent vraiment',
      subtitle: 'Tout ce qu’il faut pour planifier, publier et prouver vos résultats, sans superflu.',
      items: {
        userFriendly: { title: 'Simple à prendre en main', body: 'Une interface claire que toute l’équipe comprend dès le premier jour. Ni formation, ni manuel.' },
        dashboard: { title: 'Un seul tableau de bord', body: 'Tous les comptes, publications et résultats sur un seul écran : vous savez toujours ce qui part ensuite.' },
        quality: { title: 'Qualité garantie', body: 'Les aperçus par réseau et les étapes de validation repèrent les erreurs avant votre audience.' },
        secure: { title: 'Sécurisé par conception', body: 'Jetons des réseaux chiffrés, permissions par rôle et historique complet de qui a modifié quoi.' },
        payments: { title: 'Plusieurs moyens de paiement', body: 'Payez par les principales cartes bancaires ou PayPal, au mois ou à l’année, selon votre service financier.' },
        tracking: { title: 'Suivi des projets', body: 'Suivez vos campagnes du brouillon à la publication, avec statuts, responsables et échéances.' },
        aiComposer: { title: 'Rédacteur IA', body: 'Rédigez légendes, accroches et hashtags dans le ton de votre marque, puis peaufinez-les en quelques secondes.' },
        pricing: { title: 'Tarifs flexibles', body: 'Commencez petit et grandissez. Changez de formule ou résiliez à tout moment, sans engagement.' },
        groups: { title: 'Gestion des groupes', body: 'Regroupez vos comptes et publiez pour toute une marque ou une région en une seule fois.' },
      },
    },
    networks: {
      title: 'Publiez là où se trouve votre audience',
      subtitle: 'Connectez vos comptes une fois et touchez tous les réseaux depuis le même éditeur.',
    },
    testimonials: {
      title: 'Apprécié des marketeurs et des agences',
      subtitle: 'Des équipes de toutes tailles gèrent leur calendrier social avec Cadence.',
    },
    faq: {
      title: 'Questions fréquentes',
      subtitle: 'Tout ce qu’il faut savoir avant de commencer. Une autre question ? Notre équipe support est à un message de vous.',
    },
    cta: {
      title: 'Le mois prochain de publications, planifié cet après-midi',
      body: 'Créez votre espace en deux minutes. Sans carte bancaire, sans engagement.',
    },
  },
  pricing: {
    title: 'Tarifs',
    metaTitle: 'Tarifs · Cadence',
    metaDescription: 'Des formules simples pour créateurs, équipes, agences et entreprises. Payez au mois ou économisez 16 % à l’année. Sans engagement.',
    hero: {
      eyebrow: 'Tarifs',
      title: 'Des formules qui grandissent avec votre audience',
      subtitle: 'Choisissez la formule qui vous convient aujourd’hui et changez-en quand vous voulez. Toutes incluent la planification, le rédacteur IA et la médiathèque.',
    },
    plans: {
      title: 'Choisissez votre formule',
      subtitle: 'Prix hors TVA lorsqu’elle s’applique. Passez à la facturation annuelle pour économiser 16 %.',
    },
    nonprofit: {
      title: 'Association ? Nous vous accompagnons.',
      body: 'Les associations enregistrées bénéficient de 20 % de remise sur les formules mensuelles ou de 25 % sur les formules annuelles. Une remise par compte ; notre équipe support vérifie votre statut et l’applique pour vous.',
    },
    faq: { title: 'Questions sur les formules et la facturation', subtitle: 'Des réponses claires sur les paiements, les changements et les remises.' },
    cta: { title: 'Encore hésitant ?', body: 'Commencez avec n’importe quelle formule et changez plus tard. Votre formule reste active jusqu’à la fin de chaque période de facturation.' },
  },
  features: {
    title: 'Fonctionnalités',
    metaTitle: 'Fonctionnalités · Cadence',
    metaDescription: 'Planification, statistiques, engagement, travail en équipe, automatisation et gestion de campagnes dans un seul espace social media.',
    hero: {
      eyebrow: 'Fonctionnalités',
      title: 'Un seul espace pour toute votre activité social media',
      subtitle: 'De la première idée au rapport final, Cadence couvre chaque étape de la publication sur les réseaux sociaux.',
    },
    grid: { title: 'Découvrez ce que Cadence sait faire', subtitle: 'Chaque fonctionnalité fonctionne seule, et encore mieux ensemble.' },
    cta: { title: 'Essayez avec vos propres comptes', body: 'Connectez un réseau et planifiez votre première publication en quelques minutes.' },
  },
  feature: {
    analytics: {
      name: 'Statistiques',
      summary: 'Voyez quelles publications fonctionnent, sur quel réseau et pourquoi, dans des rapports lisibles par tous.',
      metaDescription: 'Statistiques et rapports social media sur tous les réseaux : portée, engagement et croissance au même endroit.',
      hero: {
        eyebrow: 'Statistiques',
        title: 'Sachez ce qui marche et faites-en davantage',
        subtitle: 'Cadence rassemble les chiffres de chaque réseau dans des tableaux de bord et des rapports clairs, partageables en un clic.',
      },
      points: [
        {
          title: 'Tous les réseaux dans une seule vue',
          body: 'Fini les exports depuis cinq applications différentes. Portée, impressions, engagement et croissance des abonnés arrivent dans un seul tableau de bord, mis à jour automatiquement.',
          bullets: ['Comparez les réseaux côte à côte', 'Suivez la croissance semaine après semaine', 'Repérez vos meilleurs horaires'],
        },
        {
          title: 'Des rapports que vos clients liront',
          body: 'Créez un rapport une fois et envoyez-le chaque mois. Points clés, graphiques et meilleures publications sont présentés pour ceux qui ont trente secondes, pas trente minutes.',
          bullets: ['Historique des rapports planifiés', 'Meilleures et moins bonnes publications', 'Export à partager'],
        },
      ],
      steps: {
        title: 'Des données aux décisions en trois étapes',
        items: [
          { title: 'Connecter', body: 'Liez vos comptes ; Cadence commence aussitôt à collecter les statistiques.' },
          { title: 'Comparer', body: 'Filtrez par réseau, campagne ou période pour voir ce qui a fait la différence.' },
          { title: 'Agir', body: 'Réutilisez vos meilleurs formats et planifiez davantage de ce qui fonctionne.' },
        ],
      },
    },
    scheduling: {
      name: 'Planification',
      summary: 'Planifiez des semaines à l’avance sur un seul calendrier et laissez Cadence publier à l’heure, à chaque fois.',
      metaDescription: 'Planifiez vos publications sur tous les réseaux depuis un seul calendrier, avec planification en masse et aperçus par réseau.',
      hero: {
        eyebrow: 'Planification',
        title: 'Planifiez une fois, publiez partout',
        subtitle: 'Un calendrier unique pour tous vos comptes, avec un aperçu par réseau et une publication qui ne manque jamais son créneau.',
      },
      points: [
        {
          title: 'Un calendrier partagé par toute l’équipe',
          body: 'Glissez les publications d’un jour à l’autre, repérez les trous d’un coup d’œil et équilibrez vos campagnes entre les réseaux.',
          bullets: ['Vues semaine et mois', 'Brouillons, planifiées et publiées au même endroit', 'Fuseaux horaires gérés pour vous'],
        },
        {
          title: 'La planification en masse pour les semaines chargées',
          body: 'Importez un mois de publications d’un coup, vérifiez-les dans une seule liste et laissez Cadence les mettre en file.',
          bullets: ['Import en masse depuis un fichier', 'Vérifications par réseau avant publication', 'Nouvelles tentatives automatiques si un réseau ralentit'],
        },
      ],
      steps: {
        title: 'Comment fonctionne la planification',
        items: [
          { title: 'Rédiger', body: 'Écrivez une fois et adaptez le texte et les médias à chaque réseau.' },
          { title: 'Choisir l’heure', body: 'Choisissez un créneau ou laissez Cadence suggérer vos meilleurs horaires.' },
          { title: 'Souffler', body: 'Cadence publie à l’heure prévue et vous prévient dès que c’est en ligne.' },
        ],
      },
    },
    engagement: {
      name: 'Engagement',
      summary: 'Faites vivre les conversations avec le bon contenu au bon moment.',
      metaDescription: 'Développez l’engagement sur les réseaux sociaux avec des publications au bon moment, des hashtags tendance et des directs sur plusieurs réseaux.',
      hero: {
        eyebrow: 'Engagement',
        title: 'Transformez vos abonnés en communauté',
        subtitle: 'Publiez quand votre audience est à l’écoute, suivez les tendances qui comptent et passez en direct sur plusieurs réseaux à la fois.',
      },
      points: [
        {
          title: 'Du contenu qui lance la conversation',
          body: 'Le rédacteur IA propose accroches, questions et appels à l’action adaptés à chaque réseau, pour que chaque publication invite à répondre.',
          bullets: ['Hashtags tendance par thème', 'Bibliothèque de légendes', 'Conseils propres à chaque réseau'],
        },
        {
          title: 'En direct partout à la fois',
          body: 'Diffusez sur Facebook, Instagram, YouTube et TikTok en même temps et retrouvez votre audience là où elle regarde.',
          bullets: ['Un flux, plusieurs destinations', 'Directs planifiés à l’avance', 'Filigrane de marque sur chaque image'],
        },
      ],
      steps: {
        title: 'Développer l’engagement en trois étapes',
        items: [
          { title: 'Écouter', body: 'Suivez les hashtags et sujets tendance de votre secteur.' },
          { title: 'Créer', body: 'Préparez publications et directs qui répondent aux attentes de votre audience.' },
          { title: 'Mesurer', body: 'Voyez quels formats lancent les conversations et reproduisez-les.' },
        ],
      },
    },
    teamCollaboration: {
      name: 'Travail en équipe',
      summary: 'Rôles, relectures et validations : rien n’est publié sans le bon accord.',
      metaDescription: 'Collaborez sur vos réseaux sociaux avec des équipes, des rôles et des circuits de validation. Disponible dès la formule Traction.',
      hero: {
        eyebrow: 'Travail en équipe',
        title: 'Travaillez ensemble sans vous marcher dessus',
        subtitle: 'Invitez votre équipe et vos clients, donnez à chacun le bon accès et validez les publications avant leur mise en ligne.',
      },
      points: [
        {
          title: 'Des validations intégrées au processus',
          body: 'Les rédacteurs soumettent, les relecteurs valident ou renvoient avec un commentaire. Chaque publication indique qui a fait quoi et quand.',
          bullets: ['Statuts validée et non validée', 'Commentaires sur chaque brouillon', 'Historique complet des modifications'],
        },
        {
          title: 'Des équipes et des rôles adaptés à votre organisation',
          body: 'Créez des équipes par marque, client ou région et décidez précisément qui peut rédiger, valider ou publier.',
          bullets: ['Équipes avec nombre maximal de membres', 'Invitations par e-mail', 'Permissions par rôle'],
        },
      ],
      steps: {
        title: 'Votre équipe prête en quelques minutes',
        items: [
          { title: 'Inviter', body: 'Envoyez des invitations à vos collègues et clients.' },
          { title: 'Attribuer', body: 'Donnez à chacun un rôle et les comptes qu’il gère.' },
          { title: 'Valider', body: 'Relisez les brouillons ensemble et publiez en confiance.' },
        ],
      },
    },
    automation: {
      name: 'Automatisation',
      summary: 'Laissez Cadence gérer les tâches répétitives : files d’attente, filigranes, légendes et nouvelles tentatives.',
      metaDescription: 'Automatisez la publication sur les réseaux sociaux avec files d’attente, filigrane de marque, légendes enregistrées, groupes et extension de navigateur.',
      hero: {
        eyebrow: 'Automatisation',
        title: 'Consacrez votre temps aux idées, pas au copier-coller',
        subtitle: 'Cadence prend en charge les étapes répétitives de la publication pour que votre équipe se concentre sur la création.',
      },
      points: [
        {
          title: 'La publication en pilote automatique',
          body: 'Files d’attente, nouvelles tentatives et mise en forme par réseau tournent en arrière-plan. Si un réseau est indisponible, Cadence réessaie et vous tient informé.',
          bullets: ['Nouvelles tentatives automatiques', 'Notifications à la publication ou en cas d’échec', 'Publication groupée sur de nombreux comptes'],
        },
        {
          title: 'Votre marque sur chaque publication',
          body: 'Appliquez automatiquement votre filigrane aux images et vidéos et réutilisez légendes et hashtags enregistrés en un clic.',
          bullets: ['Filigrane de marque', 'Légendes et hashtags enregistrés', 'Extension de navigateur pour partager n’importe quelle page'],
        },
      ],
      steps: {
        title: 'Automatiser en trois étapes',
        items: [
          { title: 'Définir vos réglages', body: 'Importez votre filigrane et enregistrez vos légendes favorites.' },
          { title: 'Grouper vos comptes', body: 'Regroupez les comptes par marque, client ou région.' },
          { title: 'Publier', body: 'Envoyez une publication à tout un groupe, mise en forme pour chaque réseau.' },
        ],
      },
    },
    campaignManagement: {
      name: 'Gestion de campagnes',
      summary: 'Menez lancements et promotions sur tous les réseaux avec un plan clair et des résultats clairs.',
      metaDescription: 'Planifiez et menez vos campagnes social media sur tous les réseaux avec calendriers partagés, validations et rapports de campagne.',
      hero: {
        eyebrow: 'Gestion de campagnes',
        title: 'Des campagnes qui arrivent partout en même temps',
        subtitle: 'Planifiez chaque publication d’une campagne, coordonnez l’équipe et mesurez le résultat, au même endroit.',
      },
      points: [
        {
          title: 'Un seul plan pour tous les canaux',
          body: 'Voyez toutes les publications d’une campagne sur une même frise et gardez un message cohérent, du teaser au bilan.',
          bullets: ['Frise de campagne', 'Médiathèque partagée', 'Planification en masse pour les lancements'],
        },
        {
          title: 'Des résultats à montrer',
          body: 'Suivez chaque campagne du brouillon à la publication et rendez compte de ce qu’elle a produit, réseau par réseau.',
          bullets: ['Statut de chaque publication', 'Rapports de campagne', 'Enseignements pour le prochain lancement'],
        },
      ],
      steps: {
        title: 'Mener une campagne en trois étapes',
        items: [
          { title: 'Planifier', body: 'Définissez les publications, les réseaux et les dates de votre campagne.' },
          { title: 'Produire', body: 'Rédigez avec l’IA et obtenez les validations de votre équipe.' },
          { title: 'Lancer', body: 'Planifiez tout et suivez les résultats au fil de l’eau.' },
        ],
      },
    },
  },
  platforms: {
    title: 'Plateformes',
    metaTitle: 'Plateformes prises en charge · Cadence',
    metaDescription: 'Publiez sur Instagram, Facebook, TikTok, LinkedIn, WordPress, X et YouTube, ainsi que Threads, Bluesky et Pinterest, depuis un seul espace.',
    hero: {
      eyebrow: 'Plateformes',
      title: 'Tous les réseaux de votre audience',
      subtitle: 'Connectez vos comptes une fois et publiez partout depuis le même éditeur et le même calendrier.',
    },
    grid: { title: 'Choisissez une plateforme', subtitle: 'Découvrez ce que Cadence peut publier sur chaque réseau.' },
    networks: { title: 'Et bien d’autres', subtitle: 'Threads, Bluesky et Pinterest sont également pris en charge.' },
    cta: { title: 'Connectez votre premier compte', body: 'Cela prend moins d’une minute et vous pouvez le déconnecter à tout moment.' },
  },
  platform: {
    instagram: {
      name: 'Instagram',
      summary: 'Photos, vidéos, Stories et carrousels sur les comptes professionnels.',
      metaDescription: 'Planifiez photos, vidéos, Stories et carrousels Instagram sur vos comptes professionnels avec Cadence.',
      hero: {
        eyebrow: 'Instagram',
        title: 'Planifiez publications, Stories et carrousels Instagram',
        subtitle: 'Organisez votre grille, préparez vos Stories et publiez automatiquement sur votre compte professionnel.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Cadence publie sur les comptes Instagram professionnels (entreprise et créateur). Les messages privés ne sont pas gérés dans Cadence.',
        bullets: ['Photos et carrousels', 'Vidéos et Reels', 'Stories', 'Premier commentaire avec hashtags'],
      },
      capabilities: {
        title: 'Pensé pour Instagram',
        items: [
          { title: 'Planification visuelle', body: 'Voyez le rendu de vos publications avant leur mise en ligne.' },
          { title: 'Des légendes bien calibrées', body: 'Le rédacteur IA écrit légendes et hashtags adaptés à Instagram.' },
          { title: 'Statistiques', body: 'Suivez la portée et l’engagement de chaque publication.' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: 'Publications, liens, photos et vidéos sur vos pages Facebook.',
      metaDescription: 'Planifiez publications, liens, photos et vidéos sur vos pages Facebook et diffusez en direct avec Cadence.',
      hero: {
        eyebrow: 'Facebook',
        title: 'Des pages Facebook actives sans effort',
        subtitle: 'Planifiez vos publications sur chaque page que vous gérez et passez en direct avec votre communauté.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Connectez les pages Facebook que vous gérez et publiez sur chacune d’elles, ou sur un groupe de pages à la fois.',
        bullets: ['Textes et liens', 'Photos et albums', 'Vidéos', 'Directs'],
      },
      capabilities: {
        title: 'Pensé pour Facebook',
        items: [
          { title: 'Plusieurs pages, un calendrier', body: 'Gérez toutes les pages de toutes vos marques au même endroit.' },
          { title: 'Des textes prêts à publier', body: 'Rédigez des publications plus longues avec le rédacteur IA.' },
          { title: 'Statistiques des pages', body: 'Consultez la portée et l’engagement de chaque page.' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: 'Vidéos courtes planifiées et publiées sur TikTok.',
      metaDescription: 'Planifiez vos vidéos TikTok, organisez votre calendrier de contenu et suivez vos résultats avec Cadence.',
      hero: {
        eyebrow: 'TikTok',
        title: 'Publiez sur TikTok au bon rythme',
        subtitle: 'Importez vos vidéos, rédigez les légendes et laissez Cadence publier au meilleur moment.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Publiez des vidéos avec légendes et hashtags sur votre compte TikTok, vérifiées selon les règles de TikTok avant l’envoi.',
        bullets: ['Vidéos avec légendes', 'Hashtags et mentions', 'Réglages de confidentialité et de commentaires', 'Directs'],
      },
      capabilities: {
        title: 'Pensé pour TikTok',
        items: [
          { title: 'Planifiez vos sorties', body: 'Gardez un rythme régulier de vidéos dans le calendrier.' },
          { title: 'Hashtags tendance', body: 'Trouvez les tags adaptés à chaque vidéo.' },
          { title: 'Résultats des vidéos', body: 'Suivez vues et engagement par vidéo.' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: 'Publications sur les profils personnels et les pages entreprise.',
      metaDescription: 'Planifiez vos publications LinkedIn sur les profils et pages entreprise, avec validations d’équipe et statistiques dans Cadence.',
      hero: {
        eyebrow: 'LinkedIn',
        title: 'Soyez présent sur LinkedIn avec régularité',
        subtitle: 'Planifiez au même endroit les prises de parole de vos collaborateurs et les actualités de votre page entreprise.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Connectez profils personnels et pages entreprise et publiez textes, images, vidéos et documents.',
        bullets: ['Publications texte', 'Images et vidéos', 'Publications sur les pages entreprise', 'Validation avant publication'],
      },
      capabilities: {
        title: 'Pensé pour LinkedIn',
        items: [
          { title: 'Un calendrier professionnel', body: 'Planifiez votre rythme de publication hebdomadaire.' },
          { title: 'Une écriture soignée', body: 'Le rédacteur IA vous aide à garder un ton professionnel.' },
          { title: 'Statistiques', body: 'Suivez impressions et engagement de vos publications.' },
        ],
      },
    },
    wordpress: {
      name: 'WordPress',
      summary: 'Articles de blog sur WordPress.com et les sites WordPress auto-hébergés.',
      metaDescription: 'Publiez et planifiez vos articles sur WordPress.com et vos sites WordPress auto-hébergés avec Cadence.',
      hero: {
        eyebrow: 'WordPress',
        title: 'Votre blog dans le même calendrier que vos réseaux',
        subtitle: 'Planifiez vos articles sur WordPress.com ou votre propre site WordPress, aux côtés de vos publications sociales.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Connectez un site WordPress.com ou un site WordPress auto-hébergé avec un mot de passe d’application et publiez vos articles avec leur image mise en avant.',
        bullets: ['Articles avec image mise en avant', 'Publication planifiée', 'Sites WordPress.com et auto-hébergés', 'Brouillons à relire'],
      },
      capabilities: {
        title: 'Pensé pour WordPress',
        items: [
          { title: 'Un calendrier éditorial unique', body: 'Voyez articles et publications sociales ensemble.' },
          { title: 'Écrivez plus vite', body: 'Préparez plans et introductions avec le rédacteur IA.' },
          { title: 'Partage automatique', body: 'Annoncez chaque article sur vos réseaux sociaux.' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: 'Publications et fils sur X, à l’heure.',
      metaDescription: 'Planifiez vos publications et fils sur X (Twitter) et suivez leurs résultats avec Cadence.',
      hero: {
        eyebrow: 'X (Twitter)',
        title: 'Restez dans la conversation sur X',
        subtitle: 'Planifiez publications et fils, réagissez aux tendances et gardez votre compte actif jour et nuit.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Publiez textes, images et vidéos sur X, avec un contrôle du nombre de caractères avant tout envoi.',
        bullets: ['Publications et fils', 'Images et vidéos', 'Contrôle du nombre de caractères', 'Hashtags tendance'],
      },
      capabilities: {
        title: 'Pensé pour X',
        items: [
          { title: 'Toujours présent', body: 'Gardez un flux régulier de publications planifiées.' },
          { title: 'Court et percutant', body: 'Le rédacteur IA écrit des publications qui tiennent dans la limite.' },
          { title: 'Résultats', body: 'Consultez impressions et engagement de chaque publication.' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: 'Vidéos importées et planifiées, et directs.',
      metaDescription: 'Importez et planifiez vos vidéos YouTube et diffusez en direct sur YouTube avec Cadence.',
      hero: {
        eyebrow: 'YouTube',
        title: 'Planifiez vos vidéos YouTube et passez en direct',
        subtitle: 'Importez vos vidéos avec titres et descriptions prêts, et diffusez en direct sur votre chaîne.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Importez des vidéos sur votre chaîne avec titre, description et visibilité, planifiez-les ou diffusez en direct.',
        bullets: ['Import de vidéos', 'Titres, descriptions et tags', 'Premières planifiées', 'Directs'],
      },
      capabilities: {
        title: 'Pensé pour YouTube',
        items: [
          { title: 'Plan de sorties', body: 'Voyez vos prochaines vidéos dans le calendrier.' },
          { title: 'De meilleures descriptions', body: 'Rédigez descriptions et tags avec le rédacteur IA.' },
          { title: 'Résultats de la chaîne', body: 'Suivez vues et temps de visionnage par vidéo.' },
        ],
      },
    },
  },
  platformDetail: {
    title: 'Fonctionnement des connexions',
    metaTitle: 'Fonctionnement des connexions aux plateformes · Cadence',
    metaDescription: 'Connectez vos comptes sociaux à Cadence en toute sécurité en trois étapes. Jetons chiffrés, déconnexion à tout moment.',
    hero: {
      eyebrow: 'Connexions aux plateformes',
      title: 'Connectez vos comptes en toute sécurité en une minute',
      subtitle: 'Cadence utilise la connexion officielle de chaque réseau : nous ne voyons jamais vos mots de passe.',
    },
    steps: {
      title: 'Trois étapes jusqu’à votre première publication',
      subtitle: 'Aucune configuration technique.',
      items: [
        { title: 'Choisir un réseau', body: 'Ouvrez Gérer les plateformes dans votre tableau de bord et choisissez le réseau à connecter.' },
        { title: 'Se connecter au réseau', body: 'Autorisez l’accès sur la page du réseau ; Cadence reçoit un jeton sécurisé, jamais votre mot de passe.' },
        { title: 'Commencer à publier', body: 'Votre compte apparaît dans l’éditeur et le calendrier, prêt pour votre première publication.' },
      ],
    },
    security: {
      title: 'Vos comptes restent les vôtres',
      body: 'Les jetons d’accès sont chiffrés au repos et servent uniquement à publier ce que vous planifiez et à lire les statistiques que vous demandez.',
      bullets: ['Jetons chiffrés', 'Déconnexion à tout moment', 'Permissions par membre de l’équipe', 'Aucun mot de passe enregistré'],
    },
    networks: { title: 'Réseaux que vous pouvez connecter', subtitle: 'De nouveaux réseaux sont ajoutés régulièrement.' },
    cta: { title: 'Prêt à vous connecter ?', body: 'Créez votre espace et liez votre premier compte en quelques minutes.' },
  },
  closing: {
    title: 'Essayez avec vos propres comptes',
    body: 'Commencez gratuitement en deux minutes. Sans carte bancaire, sans engagement, résiliable à tout moment.',
  },
  legal: {
    updated: '2026-01-15',
    terms: {
      title: 'Conditions d’utilisation',
      metaDescription: 'Les conditions qui encadrent votre utilisation de Cadence, le service de gestion des réseaux sociaux.',
      intro: 'Ces conditions constituent l’accord entre vous et Cadence lorsque vous créez un compte ou utilisez le service. Merci de les lire attentivement.',
      sections: [
        {
          heading: '1. Le service',
          paragraphs: [
            'Cadence est un service en ligne qui permet de planifier, rédiger, valider, programmer et publier du contenu sur les réseaux sociaux, et d’en consulter les résultats. Les fonctionnalités disponibles dépendent de votre formule.',
          ],
        },
        {
          heading: '2. Votre compte',
          paragraphs: [
            'Vous devez fournir des informations exactes lors de l’inscription et garder votre mot de passe confidentiel. Vous êtes responsable de tout ce qui est fait depuis votre compte, y compris par les membres de l’équipe que vous invitez.',
          ],
          list: ['Vous devez avoir au moins 16 ans, ou l’âge du consentement numérique dans votre pays.', 'Un compte par personne ou organisation ; les comptes ne peuvent être ni partagés ni revendus.'],
        },
        {
          heading: '3. Formules, facturation et résiliation',
          paragraphs: [
            'Les formules payantes sont facturées d’avance, au mois ou à l’année, par carte bancaire ou PayPal. Vous pouvez changer de formule ou résilier à tout moment depuis votre tableau de bord ; le changement prend effet à la fin de la période de facturation en cours et votre formule reste active jusque-là.',
            'Les prix peuvent évoluer ; nous vous prévenons au moins 30 jours avant qu’un nouveau prix s’applique à votre abonnement. Les remboursements sont régis par notre politique de remboursement.',
          ],
        },
        {
          heading: '4. Réseaux connectés',
          paragraphs: [
            'En connectant un réseau social, vous autorisez Cadence à agir sur ce compte selon vos instructions. Vous restez soumis aux conditions propres à chaque réseau, qui peut modifier ou limiter ses fonctionnalités sans préavis, ce qui peut affecter ce que Cadence peut faire.',
          ],
        },
        {
          heading: '5. Votre contenu',
          paragraphs: [
            'Vous conservez tous les droits sur le contenu que vous créez ou importez. Vous accordez à Cadence une licence limitée pour le stocker, le traiter et le transmettre uniquement afin de fournir le service. Vous êtes responsable de disposer des droits sur ce que vous publiez.',
          ],
        },
        {
          heading: '6. Usage acceptable',
          paragraphs: ['Vous vous engagez à ne pas utiliser Cadence pour :'],
          list: [
            'publier du contenu illégal, trompeur, haineux ou contrefaisant ;',
            'envoyer du spam ou manipuler l’engagement sur un réseau ;',
            'tenter de casser, surcharger ou désassembler le service ;',
            'accéder à des comptes ou des données sans autorisation.',
          ],
        },
        {
          heading: '7. Disponibilité et évolutions',
          paragraphs: [
            'Nous faisons en sorte que Cadence soit disponible en permanence, sans garantir un service ininterrompu. Nous pouvons améliorer ou modifier les fonctionnalités ; si nous retirons une fonctionnalité majeure d’une formule payante, nous vous prévenons et vous pouvez résilier.',
          ],
        },
        {
          heading: '8. Responsabilité',
          paragraphs: [
            'Dans la mesure permise par la loi, Cadence n’est pas responsable des pertes indirectes ou consécutives, ni des actions des réseaux sociaux. Notre responsabilité totale pour toute réclamation est limitée aux sommes que vous nous avez versées au cours des douze mois précédents. Rien dans ces conditions ne limite les droits que la loi vous garantit en tant que consommateur.',
          ],
        },
        {
          heading: '9. Suspension et clôture',
          paragraphs: [
            'Nous pouvons suspendre ou clôturer un compte qui enfreint gravement ou de façon répétée ces conditions, après préavis lorsque c’est possible. Vous pouvez clôturer votre compte à tout moment. Après la clôture, vous pouvez exporter vos données pendant 30 jours ; elles sont ensuite supprimées.',
          ],
        },
        {
          heading: '10. Contact',
          paragraphs: ['Une question sur ces conditions ? Contactez-nous via le centre d’aide et de support de votre tableau de bord.'],
        },
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      metaDescription: 'Comment Cadence collecte, utilise et protège vos données personnelles.',
      intro: 'Cette politique explique quelles données personnelles Cadence traite, pourquoi, et quels choix s’offrent à vous. Nous ne collectons que ce qui est nécessaire au service.',
      sections: [
        {
          heading: '1. Données collectées',
          paragraphs: ['Nous traitons les données suivantes :'],
          list: [
            'Données de compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte sécurisée) et langue.',
            'Contenu de l’espace : publications, médias, légendes, commentaires et rapports que vous créez.',
            'Données des comptes connectés : jetons d’accès et informations de profil de base des réseaux que vous connectez.',
            'Données de facturation : formule, factures et statut des paiements. Les données de carte sont traitées par notre prestataire de paiement et jamais conservées par Cadence.',
            'Données d’utilisation : heures de connexion, informations sur l’appareil et le navigateur, et journaux nécessaires à la sécurité.',
          ],
        },
        {
          heading: '2. Finalités',
          paragraphs: [
            'Nous utilisons vos données pour fournir et sécuriser le service, publier ce que vous planifiez, vous facturer, répondre aux demandes de support et, si vous vous abonnez, vous envoyer notre lettre d’information. Les bases légales sont l’exécution du contrat qui nous lie, notre intérêt légitime à sécuriser Cadence et votre consentement pour la lettre d’information.',
          ],
        },
        {
          heading: '3. Partage',
          paragraphs: [
            'Nous ne vendons pas vos données. Nous les partageons uniquement avec les réseaux sociaux sur lesquels vous nous demandez de publier, avec les prestataires qui hébergent et exploitent Cadence sous contrat, et avec les autorités lorsque la loi l’exige.',
          ],
        },
        {
          heading: '4. Conservation',
          paragraphs: [
            'Nous conservons vos données tant que votre compte est ouvert. À sa clôture, nous supprimons le contenu de votre espace après 30 jours et ne gardons les données de facturation que le temps exigé par la loi fiscale.',
          ],
        },
        {
          heading: '5. Sécurité',
          paragraphs: [
            'Les mots de passe sont hachés, les jetons des réseaux chiffrés au repos et tout le trafic chiffré en transit. L’accès au sein de Cadence est limité par rôles et permissions.',
          ],
        },
        {
          heading: '6. Vos droits',
          paragraphs: ['Selon votre lieu de résidence, vous pouvez :'],
          list: [
            'accéder aux données que nous détenons sur vous et en obtenir une copie ;',
            'les rectifier ou les supprimer ;',
            'vous opposer à certains traitements ou les limiter ;',
            'retirer votre consentement, par exemple en vous désabonnant de la lettre d’information ;',
            'introduire une réclamation auprès de votre autorité de protection des données.',
          ],
        },
        {
          heading: '7. Cookies et stockage local',
          paragraphs: [
            'Cadence utilise le stockage local de votre navigateur pour vous garder connecté et mémoriser votre thème et votre langue. Nous n’utilisons pas de cookies publicitaires.',
          ],
        },
        {
          heading: '8. Contact',
          paragraphs: ['Pour exercer vos droits ou poser une question sur cette politique, contactez-nous via le centre d’aide et de support, catégorie Compte.'],
        },
      ],
    },
    refund: {
      title: 'Politique de remboursement',
      metaDescription: 'Quand et comment Cadence rembourse les paiements d’abonnement.',
      intro: 'Nous voulons que vous soyez satisfait de Cadence. Cette politique explique quand un paiement peut être remboursé et comment le demander.',
      sections: [
        {
          heading: '1. Résiliation',
          paragraphs: [
            'Vous pouvez résilier à tout moment depuis votre tableau de bord. Votre formule reste active jusqu’à la fin de la période de facturation payée et n’est pas renouvelée ensuite.',
          ],
        },
        {
          heading: '2. Formules mensuelles',
          paragraphs: ['Les paiements mensuels ne sont pas remboursés pour un mois partiellement utilisé. Résiliez avant la date de renouvellement pour éviter le prélèvement suivant.'],
        },
        {
          heading: '3. Formules annuelles',
          paragraphs: [
            'Si vous résiliez dans les 14 jours suivant votre premier paiement annuel, nous le remboursons intégralement. Au-delà, la formule annuelle reste active jusqu’à la fin de l’année et n’est pas remboursée au prorata.',
          ],
        },
        {
          heading: '4. Erreurs de facturation et interruptions',
          paragraphs: [
            'Si vous avez été facturé deux fois, facturé après une résiliation, ou n’avez pas pu utiliser Cadence à cause d’une interruption de notre fait de plus de 24 heures, signalez-le et nous rembourserons ou créditerons le montant concerné.',
          ],
        },
        {
          heading: '5. Demander un remboursement',
          paragraphs: [
            'Ouvrez un ticket dans le centre d’aide et de support, catégorie Facturation, en indiquant la facture concernée. Les remboursements acceptés sont versés sur le moyen de paiement d’origine (carte ou PayPal) sous 10 jours ouvrés.',
          ],
          list: ['Cette politique ne porte pas atteinte à vos droits légaux de consommateur.'],
        },
      ],
    },
  },
  faq: [
    {
      question: 'Faut-il une carte bancaire pour s’inscrire ?',
      answer: 'Non. Vous pouvez créer votre compte et découvrir Cadence sans saisir de carte. Il n’y a pas non plus d’engagement.',
    },
    {
      question: 'Puis-je changer de formule ou résilier plus tard ?',
      answer: 'Oui. Vous pouvez passer à une formule supérieure ou inférieure, ou résilier à tout moment depuis votre tableau de bord. Votre formule actuelle reste active jusqu’à la fin de la période de facturation.',
    },
    {
      question: 'Que devient ma formule si je résilie ?',
      answer: 'Rien ne change tout de suite : vous conservez toutes les fonctionnalités de votre formule jusqu’à la fin de la période payée, puis elle n’est pas renouvelée.',
    },
    {
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer: 'Nous acceptons toutes les principales cartes de crédit et de débit, traitées en toute sécurité par notre prestataire de paiement par carte, ainsi que PayPal.',
    },
    {
      question: 'Comment fonctionne la facturation ?',
      answer: 'Les formules sont facturées au mois par défaut. Choisissez la facturation annuelle pour payer douze mois en une fois et économiser 16 %.',
    },
    {
      question: 'Y a-t-il un engagement de longue durée ?',
      answer: 'Non. Chaque formule se paie au fur et à mesure, au mois ou à l’année, et vous êtes libre de partir quand vous le souhaitez.',
    },
    {
      question: 'Quel support proposez-vous ?',
      answer: 'Toutes les formules incluent notre centre d’aide et le support par e-mail, et nos experts peuvent vous assister pour la mise en place, les bonnes pratiques et tout ce dont vous avez besoin.',
    },
    {
      question: 'Que puis-je publier sur Instagram ?',
      answer: 'Cadence publie photos, vidéos, Stories et carrousels sur les comptes Instagram professionnels (entreprise ou créateur).',
    },
    {
      question: 'Puis-je gérer les messages privés Instagram dans Cadence ?',
      answer: 'Non. Cadence se concentre sur la planification, la publication et les statistiques ; la gestion des messages privés n’est pas disponible.',
    },
    {
      question: 'Proposez-vous une remise pour les associations ?',
      answer: 'Oui. Les associations bénéficient de 20 % de remise sur la facturation mensuelle ou de 25 % sur la facturation annuelle. Une seule remise par compte ; notre équipe support vérifie l’éligibilité.',
    },
  ],
  testimonials: [
    {
      author: 'Amélie Durand',
      role: 'Responsable social media, Maison Lumen',
      text: 'Nous avons basculé quatre marques et douze comptes sur Cadence en un après-midi. Les validations nous font gagner des heures chaque semaine.',
    },
    {
      author: 'Marcus Chen',
      role: 'Fondateur, Northbeam Studio',
      text: 'Le rédacteur IA trouve notre ton du premier coup la plupart du temps. Nos clients remarquent la cohérence.',
    },
    {
      author: 'Ioana Popescu',
      role: 'Responsable marketing, Verde Foods',
      text: 'Enfin un seul calendrier pour Instagram, TikTok et LinkedIn. Le rapport mensuel se rédige presque tout seul.',
    },
    {
      author: 'Daniel Okafor',
      role: 'Responsable réseaux sociaux, Brightline Fitness',
      text: 'Passer en direct sur YouTube et Facebook en même temps a doublé notre audience pour les lancements de cours.',
    },
  ],
};
