import type { ContentLocale } from '@cadence/contracts';

/**
 * Corrections of the site's seeded text, for installs seeded before them. Each revision is
 * applied once per install (its key in seed_log) on its next start, after the seed:
 * - every seeded page no editor has changed (its updated_at is still its created_at) is
 *   rewritten from the current copy;
 * - each FAQ entry and testimonial listed here, found at its position in its language with the
 *   earlier text still unchanged, takes the current copy's text at that position.
 * Fresh installs are seeded with the current copy, so a revision changes nothing there.
 * A later correction adds a revision with a new id; ids are never reused.
 */
export interface SeedRevision {
  id: string;
  /** Earlier FAQ entries, by language and position. */
  faq: Partial<Record<ContentLocale, { position: number; question: string; answer: string }[]>>;
  /** Earlier testimonials, by language and position. */
  testimonials: Partial<Record<ContentLocale, { position: number; author: string; text: string }[]>>;
}

export const SEED_REVISIONS: readonly SeedRevision[] = [
  {
    /** The site names only what the product does: no AI composer, analytics, live streaming, help desk or Threads. */
    id: 'claims-1',
    faq: {
      en: [
        {
          position: 6,
          question: 'What kind of support do you offer?',
          answer: 'Every plan includes our helpdesk and e-mail support, and our experts can assist you with setup, best practices and anything else you need.',
        },
        {
          position: 8,
          question: 'Can I manage Instagram direct messages in Cadence?',
          answer: 'No. Cadence focuses on planning, publishing and analytics; direct message management is not available.',
        },
        {
          position: 9,
          question: 'Do you offer a nonprofit discount?',
          answer: 'Yes. Nonprofits get 20% off monthly billing or 25% off annual billing. One discount applies per account, and our support team verifies eligibility.',
        },
      ],
      fr: [
        {
          position: 6,
          question: 'Quel support proposez-vous ?',
          answer:
            'Toutes les formules incluent notre centre d’aide et le support par e-mail, et nos experts peuvent vous assister pour la mise en place, les bonnes pratiques et tout ce dont vous avez besoin.',
        },
        {
          position: 8,
          question: 'Puis-je gérer les messages privés Instagram dans Cadence ?',
          answer: 'Non. Cadence se concentre sur la planification, la publication et les statistiques ; la gestion des messages privés n’est pas disponible.',
        },
        {
          position: 9,
          question: 'Proposez-vous une remise pour les associations ?',
          answer:
            'Oui. Les associations bénéficient de 20 % de remise sur la facturation mensuelle ou de 25 % sur la facturation annuelle. Une seule remise par compte ; notre équipe support vérifie l’éligibilité.',
        },
      ],
      ro: [
        {
          position: 6,
          question: 'Ce fel de suport oferiți?',
          answer: 'Fiecare plan include centrul nostru de ajutor și suport prin e-mail, iar experții noștri te pot asista la configurare, cu bune practici și cu orice altceva ai nevoie.',
        },
        {
          position: 8,
          question: 'Pot gestiona mesajele directe de pe Instagram în Cadence?',
          answer: 'Nu. Cadence se concentrează pe planificare, publicare și statistici; gestionarea mesajelor directe nu este disponibilă.',
        },
        {
          position: 9,
          question: 'Oferiți reducere pentru organizații non-profit?',
          answer:
            'Da. Organizațiile non-profit primesc 20% reducere la facturarea lunară sau 25% la facturarea anuală. Se aplică o singură reducere pe cont, iar echipa de suport verifică eligibilitatea.',
        },
      ],
      zh: [
        { position: 6, question: '你们提供哪些支持？', answer: '每个套餐都包含帮助中心和电子邮件支持，我们的专家还可以协助你完成设置、分享最佳实践，以及解决其他任何需求。' },
        { position: 8, question: '可以在 Cadence 中管理 Instagram 私信吗？', answer: '不可以。Cadence 专注于规划、发布和数据分析，不提供私信管理功能。' },
        { position: 9, question: '非营利组织有折扣吗？', answer: '有。非营利组织按月计费可享 20% 折扣，按年计费可享 25% 折扣。每个账号限享一项折扣，由我们的支持团队核实资格。' },
      ],
    },
    testimonials: {
      en: [
        { position: 1, author: 'Marcus Chen', text: 'The AI composer gets our tone right on the first try more often than not. Our clients notice the consistency.' },
        { position: 2, author: 'Ioana Popescu', text: 'Finally one calendar for Instagram, TikTok and LinkedIn. The monthly report writes itself.' },
        { position: 3, author: 'Daniel Okafor', text: 'Going live on YouTube and Facebook at the same time doubled our audience for class launches.' },
      ],
      fr: [
        { position: 1, author: 'Marcus Chen', text: 'Le rédacteur IA trouve notre ton du premier coup la plupart du temps. Nos clients remarquent la cohérence.' },
        { position: 2, author: 'Ioana Popescu', text: 'Enfin un seul calendrier pour Instagram, TikTok et LinkedIn. Le rapport mensuel se rédige presque tout seul.' },
        { position: 3, author: 'Daniel Okafor', text: 'Passer en direct sur YouTube et Facebook en même temps a doublé notre audience pour les lancements de cours.' },
      ],
      ro: [
        { position: 1, author: 'Marcus Chen', text: 'Compozitorul AI ne prinde tonul din prima de cele mai multe ori. Clienții noștri observă consecvența.' },
        { position: 2, author: 'Ioana Popescu', text: 'În sfârșit, un singur calendar pentru Instagram, TikTok și LinkedIn. Raportul lunar se scrie aproape singur.' },
        { position: 3, author: 'Daniel Okafor', text: 'Transmisiunile live simultane pe YouTube și Facebook ne-au dublat audiența la lansările de cursuri.' },
      ],
      zh: [
        { position: 1, author: 'Marcus Chen', text: 'AI 写作助手大多数时候第一次就能写出我们的语气。客户都注意到了内容的一致性。' },
        { position: 2, author: 'Ioana Popescu', text: '终于有一个日历能同时管理 Instagram、TikTok 和 LinkedIn 了。月度报告几乎是自动生成的。' },
        { position: 3, author: 'Daniel Okafor', text: '同时在 YouTube 和 Facebook 直播，让我们课程发布时的观众翻了一倍。' },
      ],
    },
  },
  {
    /** The AI composer exists: the home page, the pricing page and the automation feature page say so. */
    id: 'ai-composer-1',
    faq: {},
    testimonials: {},
  },
  {
    /** Analytics exist from Scale: the outcomes page says what they show. */
    id: 'analytics-1',
    faq: {},
    testimonials: {},
  },
  {
    /** Threads joins the networks; the automation page tells the posting queues, bulk scheduling, saved captions and the brand watermark. */
    id: 'threads-posting-tools-1',
    faq: {},
    testimonials: {},
  },
  {
    /** Live streaming and the browser extension exist: the engagement page tells them. */
    id: 'live-extension-1',
    faq: {},
    testimonials: {},
  },
  {
    /** Support tickets exist: the FAQ says how to ask for help and for the nonprofit discount. */
    id: 'support-tickets-1',
    faq: {
      en: [
        { position: 6, question: 'What kind of support do you offer?', answer: 'We answer by e-mail on every plan and help you with setup and anything else you need.' },
        { position: 9, question: 'Do you offer a nonprofit discount?', answer: 'Yes. Nonprofits get 20% off monthly billing or 25% off annual billing. One discount applies per account, and our team verifies eligibility.' },
      ],
      fr: [
        { position: 6, question: 'Quel support proposez-vous ?', answer: 'Nous répondons par e-mail sur toutes les offres et vous aidons pour la mise en route et tout ce dont vous avez besoin.' },
        { position: 9, question: 'Proposez-vous une remise pour les associations ?', answer: 'Oui. Les associations bénéficient de 20 % de réduction en mensuel ou de 25 % en annuel. Une réduction par compte, et notre équipe vérifie l’éligibilité.' },
      ],
      ro: [
        { position: 6, question: 'Ce fel de suport oferiți?', answer: 'Răspundem pe e-mail la toate planurile și te ajutăm cu configurarea și cu orice altceva ai nevoie.' },
        { position: 9, question: 'Oferiți reducere pentru organizații non-profit?', answer: 'Da. ONG-urile primesc 20% reducere la facturarea lunară sau 25% la cea anuală. Se aplică o reducere pe cont, iar echipa noastră verifică eligibilitatea.' },
      ],
      zh: [
        { position: 6, question: '你们提供哪些支持？', answer: '所有套餐都提供邮件支持，我们会帮你完成设置并解答其他任何问题。' },
        { position: 9, question: '非营利组织有折扣吗？', answer: '提供。非营利组织月付享 8 折、年付享 75 折。每个账号限一项折扣，由我们的团队核实资格。' },
      ],
    },
    testimonials: {},
  },
];
