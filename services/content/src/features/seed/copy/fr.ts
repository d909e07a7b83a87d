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
    metaTitle: 'Cadence · Planification, validation et publication sur les réseaux sociaux',
    metaDescription:
      'Planifiez, rédigez, validez et publiez sur Instagram, Facebook, TikTok, X, LinkedIn, YouTube et plus encore depuis un seul espace. Formules à partir de 25 $/mois.',
    hero: {
      eyebrow: 'La gestion des réseaux sociaux pour les équipes qui avancent',
      title: 'Chaque publication, sur chaque réseau, au bon moment.',
      subtitle:
        'Cadence réunit la planification, les vérifications par réseau, les validations et une médiathèque partagée dans un seul espace, pour que marketeurs, agences et marques publient sereinement au lieu de jongler entre les onglets.',
      note: 'À partir de 25 $/mois · Sans carte bancaire · Sans engagement',
    },
    highlights: {
      eyebrow: 'Pourquoi les équipes choisissent Cadence',
      title: 'Pensé pour la façon dont les équipes social media travaillent vraiment',
      subtitle: 'Tout ce qu’il faut pour planifier, valider et publier, sans superflu.',
      items: {
        userFriendly: { title: 'Simple à prendre en main', body: 'Une interface claire que toute l’équipe comprend dès le premier jour. Ni formation, ni manuel.' },
        dashboard: { title: 'Un seul tableau de bord', body: 'Tous les comptes, publications et résultats sur un seul écran : vous savez toujours ce qui part ensuite.' },
        quality: { title: 'Qualité garantie', body: 'Les aperçus par réseau et les étapes de validation repèrent les erreurs avant votre audience.' },
        secure: { title: 'Sécurisé par conception', body: 'Jetons des réseaux chiffrés, permissions par rôle et validation avant toute publication.' },
        payments: { title: 'Plusieurs moyens de paiement', body: 'Payez par les principales cartes bancaires ou PayPal, au mois ou à l’année, selon votre service financier.' },
        tracking: { title: 'Suivi des projets', body: 'Suivez chaque publication du brouillon à la mise en ligne, avec son auteur, son statut et son résultat sur chaque réseau.' },
        composer: { title: 'Un éditeur, tous les réseaux', body: 'Rédigez une fois ou partez d’un brouillon IA, adaptez le texte et les médias pour chaque compte et voyez ce que chaque réseau accepte avant de programmer.' },
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
      subtitle: 'Tout ce que vous voulez savoir avant de commencer.',
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
      subtitle: 'Choisissez l’offre qui vous convient aujourd’hui et changez-la quand vous voulez. Chaque offre inclut la planification, le rédacteur IA, la médiathèque et les groupes de comptes.',
    },
    plans: {
      title: 'Choisissez votre formule',
      subtitle: 'Prix hors TVA lorsqu’elle s’applique. Passez à la facturation annuelle pour économiser 16 %.',
    },
    nonprofit: {
      title: 'Association ? Nous vous accompagnons.',
      body: 'Les associations reconnues bénéficient de 20 % de réduction sur les offres mensuelles ou de 25 % sur les offres annuelles. Une réduction par compte ; notre équipe vérifie votre statut et l’applique pour vous.',
    },
    faq: { title: 'Questions sur les formules et la facturation', subtitle: 'Des réponses claires sur les paiements, les changements et les remises.' },
    cta: { title: 'Encore hésitant ?', body: 'Commencez avec n’importe quelle formule et changez plus tard. Votre formule reste active jusqu’à la fin de chaque période de facturation.' },
  },
  features: {
    title: 'Fonctionnalités',
    metaTitle: 'Fonctionnalités · Cadence',
    metaDescription: 'Planification, validations, équipes, groupes de comptes, médiathèque et résultat de chaque publication, dans un seul espace de travail.',
    hero: {
      eyebrow: 'Fonctionnalités',
      title: 'Un seul espace pour toute votre activité social media',
      subtitle: 'Du premier brouillon à la publication en ligne, Cadence couvre chaque étape de la publication sur les réseaux sociaux.',
    },
    grid: { title: 'Découvrez ce que Cadence sait faire', subtitle: 'Chaque fonctionnalité fonctionne seule, et encore mieux ensemble.' },
    cta: { title: 'Essayez avec vos propres comptes', body: 'Connectez un réseau et planifiez votre première publication en quelques minutes.' },
  },
  feature: {
    analytics: {
      name: 'Résultats',
      summary: 'Voyez comment chaque publication s’est passée sur chaque réseau : en ligne avec son lien, ou refusée avec la raison du réseau.',
      metaDescription: 'Suivez chaque publication jusqu’au bout : son statut, son résultat sur chaque réseau et une notification quand elle est publiée ou échoue.',
      hero: {
        eyebrow: 'Résultats',
        title: 'Sachez comment chaque publication s’est passée',
        subtitle: 'Cadence suit chaque publication jusqu’à chacun des comptes visés et vous dit ce qui s’est passé, réseau par réseau.',
      },
      points: [
        {
          title: 'Un résultat pour chaque compte',
          body: 'Une publication vers cinq comptes a cinq résultats. Chacun indique si elle est en ligne, avec le lien vers la publication, ou pourquoi le réseau l’a refusée.',
          bullets: ['Publiée, échouée ou à venir, par compte', 'Le message du réseau quand il refuse', 'Les publications en partie en ligne signalées'],
        },
        {
          title: 'Les chiffres de chaque réseau',
          body: 'À partir de la formule Scale, Cadence lit les statistiques de chaque réseau pour vos publications et vos comptes : vues ou impressions, portée, engagement et abonnés, comparés à la période précédente, avec les meilleurs moments pour publier tirés de vos propres résultats.',
          bullets: ['Une page par réseau, avec un tableau et un export CSV pour chaque graphique', 'Un chiffre qu’un réseau ne donne pas apparaît comme manquant, jamais comme zéro', 'Un historique conservé au-delà de la fenêtre de chaque réseau'],
        },
      ],
      steps: {
        title: 'De la programmation au résultat en trois étapes',
        items: [
          { title: 'Programmer', body: 'Choisissez les comptes et l’heure.' },
          { title: 'Publier', body: 'Cadence publie sur chaque réseau et réessaie quand l’un d’eux est lent.' },
          { title: 'Vérifier', body: 'Ouvrez la publication pour voir le résultat et le lien de chaque compte.' },
        ],
      },
    },
    scheduling: {
      name: 'Planification',
      summary: 'Planifiez des semaines à l’avance sur un seul calendrier et laissez Cadence publier à l’heure, à chaque fois.',
      metaDescription: 'Programmez vos publications sur tous les réseaux depuis un seul calendrier, avec des vérifications par réseau avant tout envoi.',
      hero: {
        eyebrow: 'Planification',
        title: 'Planifiez une fois, publiez partout',
        subtitle: 'Un calendrier unique pour tous vos comptes, avec un aperçu par réseau et une publication qui ne manque jamais son créneau.',
      },
      points: [
        {
          title: 'Un calendrier partagé par toute l’équipe',
          body: 'Voyez les publications de tous vos comptes par semaine ou par mois, repérez les trous d’un coup d’œil et équilibrez vos réseaux.',
          bullets: ['Vues semaine et mois', 'Brouillons, planifiées et publiées au même endroit', 'Fuseaux horaires gérés pour vous'],
        },
        {
          title: 'Vérifié avant l’envoi',
          body: 'Les règles de chaque réseau (longueur, médias, formats) sont vérifiées pendant la rédaction : une publication est corrigée avant d’être programmée, pas après un échec.',
          bullets: ['Vérifications par réseau avant publication', 'Nouvelles tentatives si un réseau est lent', 'La limite quotidienne de votre offre, par utilisateur'],
        },
      ],
      steps: {
        title: 'Comment fonctionne la planification',
        items: [
          { title: 'Rédiger', body: 'Écrivez une fois et adaptez le texte et les médias à chaque réseau.' },
          { title: 'Choisir l’heure', body: 'Choisissez la date et l’heure dans votre fuseau horaire.' },
          { title: 'Souffler', body: 'Cadence publie à l’heure prévue et vous prévient dès que c’est en ligne.' },
        ],
      },
    },
    engagement: {
      name: 'Engagement',
      summary: 'Soyez présent quand votre audience l’est, avec des publications adaptées à chaque réseau et publiées à l’heure.',
      metaDescription: 'Gardez votre audience engagée avec des publications régulières, au bon moment et adaptées aux règles de chaque réseau.',
      hero: {
        eyebrow: 'Engagement',
        title: 'Soyez au rendez-vous de votre audience, chaque jour',
        subtitle: 'Publiez quand votre audience est là, dans le format que chaque réseau préfère, sans veiller pour appuyer sur « publier ».',
      },
      points: [
        {
          title: 'Des publications taillées pour chaque réseau',
          body: 'Rédigez une fois, puis ajustez le texte, les médias et les réglages de chaque compte : Stories et Reels Instagram, fils X, confidentialité TikTok, titres YouTube et plus encore.',
          bullets: ['Des ajustements par compte', 'Un premier commentaire là où le réseau le permet', 'Des vérifications selon les limites de chaque réseau', 'Une extension de navigateur qui partage n’importe quelle page vers le compositeur'],
        },
        {
          title: 'En direct partout à la fois',
          body: 'Diffusez une seule fois depuis OBS ou tout encodeur : Cadence relaie le flux vers YouTube, Facebook, Instagram, TikTok et tout serveur RTMP en même temps. Chaque destination affiche son état et se reconnecte seule ; si votre connexion coupe un instant, vos spectateurs voient un écran d’attente au lieu de la fin de la diffusion.',
          bullets: ['Une clé de diffusion privée par espace de travail', 'Une vérification des réglages de chaque destination avant de commencer', 'Un enregistrement à télécharger ou à rediffuser plus tard'],
        },
      ],
      steps: {
        title: 'Gardez votre audience engagée en trois étapes',
        items: [
          { title: 'Planifier', body: 'Décidez quoi dire cette semaine, et où.' },
          { title: 'Créer', body: 'Rédigez une fois et adaptez à chaque réseau.' },
          { title: 'Publier', body: 'Programmez et laissez Cadence publier à l’heure.' },
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
          body: 'Les contributeurs soumettent, les relecteurs valident ou renvoient avec une note. Chaque publication affiche son auteur et son statut.',
          bullets: ['Statuts approuvé et non approuvé', 'Une note quand une publication est renvoyée', 'Des notifications à chaque étape'],
        },
        {
          title: 'Des équipes et des rôles adaptés à votre organisation',
          body: 'Créez des équipes par marque, client ou région et décidez précisément qui peut rédiger, valider ou publier.',
          bullets: ['Équipes avec limite de membres', 'Invitations par e-mail', 'Rôles : propriétaire, admin, éditeur, contributeur, lecteur'],
        },
      ],
      steps: {
        title: 'Votre équipe prête en quelques minutes',
        items: [
          { title: 'Inviter', body: 'Envoyez des invitations à vos collègues et clients.' },
          { title: 'Attribuer', body: 'Donnez un rôle à chaque personne et placez-la dans des équipes.' },
          { title: 'Valider', body: 'Relisez les brouillons ensemble et publiez en confiance.' },
        ],
      },
    },
    automation: {
      name: 'Automatisation',
      summary: 'Laissez Cadence gérer les tâches répétitives : premiers jets par IA, nouvelles tentatives, groupes et notifications.',
      metaDescription: 'Automatisez la publication sur les réseaux sociaux avec des premiers jets par IA, des nouvelles tentatives automatiques, des groupes de comptes et des notifications.',
      hero: {
        eyebrow: 'Automatisation',
        title: 'Consacrez votre temps aux idées, pas au copier-coller',
        subtitle: 'Cadence prend en charge les étapes répétitives de la publication pour que votre équipe se concentre sur la création.',
      },
      points: [
        {
          title: 'La publication en pilote automatique',
          body: 'Files d’attente, nouvelles tentatives et mise en forme par réseau tournent en arrière-plan. Si un réseau est indisponible, Cadence réessaie et vous tient informé.',
          bullets: ['Files d’attente avec des créneaux hebdomadaires par compte', 'Planification en masse depuis un fichier CSV', 'Nouvelles tentatives automatiques et notifications à la publication ou en cas d’échec'],
        },
        {
          title: 'Un premier jet en quelques secondes',
          body: 'Le rédacteur IA transforme un sujet ou un lien en publications pour chaque réseau, déjà dans les limites de chacun et découpées en fils si besoin, avec la voix de votre marque. Vous les modifiez et les programmez vous-même : rien ne part sans une personne.',
          bullets: ['Votre propre point d’accès compatible OpenAI, ou celui de la plateforme', 'Modèles de prompts et hashtags tendance', 'Réécrire, raccourcir, traduire et suggérer des hashtags dans l’éditeur'],
        },
      ],
      steps: {
        title: 'Automatiser en trois étapes',
        items: [
          { title: 'Définir vos créneaux', body: 'Donnez à chaque compte ses horaires de publication de la semaine.' },
          { title: 'Remplir la file', body: 'Ajoutez des publications depuis l’éditeur avec vos légendes et groupes de hashtags enregistrés, ou importez tout un fichier CSV.' },
          { title: 'Publier', body: 'Chaque compte publie à son prochain créneau libre, avec le filigrane de votre marque sur les images et les vidéos.' },
        ],
      },
    },
    campaignManagement: {
      name: 'Gestion de campagnes',
      summary: 'Menez lancements et promotions sur tous les réseaux avec un plan clair et un résultat pour chaque publication.',
      metaDescription: 'Planifiez et menez vos campagnes sur les réseaux sociaux avec un calendrier partagé, des validations et un résultat pour chaque publication.',
      hero: {
        eyebrow: 'Gestion de campagnes',
        title: 'Des campagnes qui arrivent partout en même temps',
        subtitle: 'Planifiez chaque publication d’une campagne, coordonnez l’équipe et voyez comment chacune s’est passée, au même endroit.',
      },
      points: [
        {
          title: 'Un seul plan pour tous les canaux',
          body: 'Voyez les publications d’une campagne sur tous les réseaux dans un seul calendrier et gardez un message cohérent du teaser au bilan.',
          bullets: ['Un calendrier partagé', 'Médiathèque partagée', 'Groupes de comptes pour les lancements'],
        },
        {
          title: 'Chaque publication suivie',
          body: 'Suivez chaque publication du brouillon à la mise en ligne et voyez, réseau par réseau, où elle est en ligne et où elle ne l’est pas.',
          bullets: ['Un statut pour chaque publication', 'Un résultat par compte, avec son lien', 'Des notifications à chaque mise en ligne ou échec'],
        },
      ],
      steps: {
        title: 'Mener une campagne en trois étapes',
        items: [
          { title: 'Planifier', body: 'Définissez les publications, les réseaux et les dates de votre campagne.' },
          { title: 'Produire', body: 'Rédigez les publications et obtenez la validation de votre équipe.' },
          { title: 'Lancer', body: 'Programmez tout et suivez chaque publication à sa mise en ligne.' },
        ],
      },
    },
  },
  platforms: {
    title: 'Plateformes',
    metaTitle: 'Plateformes prises en charge · Cadence',
    metaDescription: 'Publiez sur Instagram, Facebook, Threads, TikTok, LinkedIn, WordPress, X et YouTube, ainsi que Bluesky et Pinterest, depuis un seul espace.',
    hero: {
      eyebrow: 'Plateformes',
      title: 'Tous les réseaux de votre audience',
      subtitle: 'Connectez vos comptes une fois et publiez partout depuis le même éditeur et le même calendrier.',
    },
    grid: { title: 'Choisissez une plateforme', subtitle: 'Découvrez ce que Cadence peut publier sur chaque réseau.' },
    networks: { title: 'Et bien d’autres', subtitle: 'Bluesky, Pinterest et Threads sont aussi pris en charge.' },
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
          { title: 'Planifiez votre grille', body: 'Voyez vos prochaines publications dans le calendrier.' },
          { title: 'Formats vérifiés', body: 'Formats des photos, taille des carrousels et durée des vidéos sont vérifiés avant publication.' },
          { title: 'Chaque résultat', body: 'Voyez si chaque publication est en ligne, avec son lien.' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: 'Publications, liens, photos et vidéos sur vos pages Facebook.',
      metaDescription: 'Programmez publications, liens, photos et vidéos sur vos pages Facebook avec Cadence.',
      hero: {
        eyebrow: 'Facebook',
        title: 'Des pages Facebook actives sans effort',
        subtitle: 'Programmez des publications sur chaque page que vous gérez depuis un seul calendrier.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Connectez les pages Facebook que vous gérez et publiez sur chacune d’elles, ou sur un groupe de pages à la fois.',
        bullets: ['Textes et liens', 'Photos', 'Vidéos', 'Groupes de pages'],
      },
      capabilities: {
        title: 'Pensé pour Facebook',
        items: [
          { title: 'Plusieurs pages, un calendrier', body: 'Gérez toutes les pages de toutes vos marques au même endroit.' },
          { title: 'Aperçus de liens', body: 'Ajoutez un lien affiché en carte d’aperçu sur les publications texte.' },
          { title: 'Chaque résultat', body: 'Voyez pour chaque page si une publication est en ligne, avec son lien.' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: 'Vidéos courtes planifiées et publiées sur TikTok.',
      metaDescription: 'Programmez vos vidéos TikTok et planifiez votre calendrier de contenu avec Cadence.',
      hero: {
        eyebrow: 'TikTok',
        title: 'Publiez sur TikTok au bon rythme',
        subtitle: 'Importez vos vidéos, rédigez les légendes et laissez Cadence publier à l’heure choisie.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Publiez des vidéos avec légendes et hashtags sur votre compte TikTok, vérifiées selon les règles de TikTok avant l’envoi.',
        bullets: ['Vidéos avec légendes', 'Hashtags et mentions', 'Réglages de confidentialité et de commentaires', 'Vérifiées selon les règles de TikTok'],
      },
      capabilities: {
        title: 'Pensé pour TikTok',
        items: [
          { title: 'Planifiez vos sorties', body: 'Gardez un rythme régulier de vidéos dans le calendrier.' },
          { title: 'Réglages par vidéo', body: 'Choisissez le niveau de confidentialité et les réglages de commentaires demandés par TikTok.' },
          { title: 'Chaque résultat', body: 'Voyez si chaque vidéo est en ligne, ou la raison donnée par TikTok.' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: 'Publications sur les profils personnels et les pages entreprise.',
      metaDescription: 'Programmez vos publications LinkedIn sur profils et pages entreprise, avec validation en équipe, dans Cadence.',
      hero: {
        eyebrow: 'LinkedIn',
        title: 'Soyez présent sur LinkedIn avec régularité',
        subtitle: 'Planifiez au même endroit les prises de parole de vos collaborateurs et les actualités de votre page entreprise.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Connectez profils personnels et pages entreprise et publiez textes, images et vidéos.',
        bullets: ['Publications texte', 'Images et vidéos', 'Publications sur les pages entreprise', 'Validation avant publication'],
      },
      capabilities: {
        title: 'Pensé pour LinkedIn',
        items: [
          { title: 'Un calendrier professionnel', body: 'Planifiez votre rythme de publication hebdomadaire.' },
          { title: 'Validé avant publication', body: 'La publication d’un contributeur attend la validation d’un éditeur.' },
          { title: 'Chaque résultat', body: 'Voyez pour chaque profil ou page si une publication est en ligne, avec son lien.' },
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
          { title: 'Statut et image', body: 'Publiez, gardez en brouillon ou programmez chaque article, avec son image mise en avant.' },
          { title: 'Chaque résultat', body: 'Voyez si chaque article est publié, avec son lien.' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: 'Publications et fils sur X, à l’heure.',
      metaDescription: 'Programmez publications et fils sur X (Twitter) avec Cadence.',
      hero: {
        eyebrow: 'X (Twitter)',
        title: 'Restez dans la conversation sur X',
        subtitle: 'Programmez publications et fils et gardez votre compte actif jour et nuit.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Publiez textes, images et vidéos sur X, avec un contrôle du nombre de caractères avant tout envoi.',
        bullets: ['Publications et fils', 'Images et vidéos', 'Nombre de caractères vérifié', 'Un premier commentaire en réponse'],
      },
      capabilities: {
        title: 'Pensé pour X',
        items: [
          { title: 'Toujours présent', body: 'Gardez un flux régulier de publications planifiées.' },
          { title: 'Court et percutant', body: 'Le nombre de caractères est vérifié pendant la rédaction, liens compris.' },
          { title: 'Chaque résultat', body: 'Voyez si chaque publication est en ligne, avec son lien.' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: 'Vidéos importées et programmées sur votre chaîne.',
      metaDescription: 'Importez et programmez vos vidéos YouTube avec Cadence.',
      hero: {
        eyebrow: 'YouTube',
        title: 'Programmez vos vidéos YouTube',
        subtitle: 'Importez vos vidéos avec titres et descriptions prêts et publiez-les selon votre planning.',
      },
      publish: {
        title: 'Ce que vous pouvez publier',
        body: 'Importez des vidéos sur votre chaîne avec titre, description, tags et visibilité, et programmez-les.',
        bullets: ['Import de vidéos', 'Titres, descriptions et tags', 'Publique, non répertoriée ou privée', 'Publication programmée'],
      },
      capabilities: {
        title: 'Pensé pour YouTube',
        items: [
          { title: 'Plan de sorties', body: 'Voyez vos prochaines vidéos dans le calendrier.' },
          { title: 'Vérifié avant l’import', body: 'La longueur du titre, de la description et des tags est vérifiée pendant la rédaction.' },
          { title: 'Chaque résultat', body: 'Voyez si chaque vidéo est publiée, avec son lien.' },
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
      body: 'Les jetons d’accès sont chiffrés au repos et servent uniquement à publier ce que vous programmez.',
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
          paragraphs: ['Des questions sur ces conditions ? Écrivez-nous par e-mail.'],
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
            'Contenu de l’espace de travail : publications, médias et groupes de comptes que vous créez.',
            'Données des comptes connectés : jetons d’accès et informations de profil de base des réseaux que vous connectez.',
            'Données de facturation : formule, factures et statut des paiements. Les données de carte sont traitées par notre prestataire de paiement et jamais conservées par Cadence.',
            'Données d’utilisation : heures de connexion, informations sur l’appareil et le navigateur, et journaux nécessaires à la sécurité.',
          ],
        },
        {
          heading: '2. Finalités',
          paragraphs: [
            'Nous utilisons vos données pour fournir et sécuriser le service, publier ce que vous programmez, vous facturer, répondre à vos messages et, si vous vous abonnez, envoyer notre newsletter. Les bases légales sont l’exécution de notre contrat avec vous, notre intérêt légitime à sécuriser Cadence et votre consentement pour la newsletter.',
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
          paragraphs: ['Pour exercer vos droits ou poser une question sur cette politique, écrivez-nous par e-mail depuis l’adresse de votre compte.'],
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
            'Écrivez-nous par e-mail depuis l’adresse de votre compte en indiquant la facture concernée. Les remboursements acceptés sont versés sur le moyen de paiement d’origine (carte ou PayPal) sous 10 jours ouvrés.',
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
      answer: 'Toutes les offres incluent les tickets de support : ouvrez-en un depuis votre tableau de bord avec des captures d’écran, suivez l’échange avec notre équipe et soyez averti de chaque réponse dans l’application et par e-mail.',
    },
    {
      question: 'Que puis-je publier sur Instagram ?',
      answer: 'Cadence publie photos, vidéos, Stories et carrousels sur les comptes Instagram professionnels (entreprise ou créateur).',
    },
    {
      question: 'Puis-je gérer les messages privés Instagram dans Cadence ?',
      answer: 'Non. Cadence se concentre sur la planification et la publication ; la gestion des messages privés n’est pas disponible.',
    },
    {
      question: 'Proposez-vous une remise pour les associations ?',
      answer: 'Oui. Les associations bénéficient de 20 % de réduction en mensuel ou de 25 % en annuel. Une réduction par compte : demandez-la par un ticket de support depuis votre tableau de bord, et dès que notre équipe a vérifié l’éligibilité, la réduction s’applique à votre abonnement.',
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
      text: 'Les vérifications par réseau repèrent ce qu’Instagram nous refusait avant. Nos clients remarquent la régularité.',
    },
    {
      author: 'Ioana Popescu',
      role: 'Responsable marketing, Verde Foods',
      text: 'Enfin un seul calendrier pour Instagram, TikTok et LinkedIn, et on voit d’un coup d’œil ce qui est parti où.',
    },
    {
      author: 'Daniel Okafor',
      role: 'Responsable réseaux sociaux, Brightline Fitness',
      text: 'Avec les validations, rien n’arrive sur les pages de nos studios sans une seconde relecture.',
    },
  ],
};
