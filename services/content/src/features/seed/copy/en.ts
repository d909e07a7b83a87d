import type { SiteCopy } from './site-copy';

export const en: SiteCopy = {
  locale: 'en',
  links: {
    startFree: 'Start free',
    seePricing: 'See pricing',
    exploreFeatures: 'Explore all features',
    allPlatforms: 'See all platforms',
    howItWorks: 'How connections work',
    contactSupport: 'Contact support',
    learnMore: 'Learn more',
  },
  home: {
    title: 'Home',
    metaTitle: 'Cadence · Social media scheduling, approvals and publishing',
    metaDescription:
      'Plan, write, approve and publish posts to Instagram, Facebook, TikTok, X, LinkedIn, YouTube and more from one calm workspace. Plans from $25/month.',
    hero: {
      eyebrow: 'Social media management for teams that ship',
      title: 'Every post, every network, right on time.',
      subtitle:
        'Cadence brings scheduling, per-network checks, approvals and a shared media library into one workspace, so marketers, agencies and brands publish with confidence instead of juggling tabs.',
      note: 'From $25/month · No credit card needed · No contracts',
    },
    highlights: {
      eyebrow: 'Why teams choose Cadence',
      title: 'Built for the way social teams actually work',
      subtitle: 'Everything you need to plan, approve and publish, without the clutter.',
      items: {
        userFriendly: { title: 'User friendly', body: 'A clear interface your whole team understands on day one. No training sessions, no manuals.' },
        dashboard: { title: 'One dashboard', body: 'Every account, post and result on a single screen, so you always know what is going out next.' },
        quality: { title: 'Quality guarantee', body: 'Previews for each network and approval steps catch mistakes before your audience does.' },
        secure: { title: 'Secure by design', body: 'Encrypted network tokens, role-based permissions and approvals before anything goes out.' },
        payments: { title: 'Multiple payment methods', body: 'Pay by all major cards or PayPal, monthly or annually, whichever suits your finance team.' },
        tracking: { title: 'Project tracking', body: 'Follow every post from draft to published, with its author, its status and its outcome on each network.' },
        composer: { title: 'One composer, every network', body: 'Write once or start from an AI draft, adapt the text and media for each account and see what each network accepts before you schedule.' },
        pricing: { title: 'Flexible pricing', body: 'Start small and grow. Upgrade, downgrade or cancel any time; no contracts.' },
        groups: { title: 'Group manager', body: 'Bundle accounts into groups and publish to a whole brand or region in one step.' },
      },
    },
    networks: {
      title: 'Publish where your audience is',
      subtitle: 'Connect your accounts once and reach every network from the same composer.',
    },
    testimonials: {
      title: 'Loved by marketers and agencies',
      subtitle: 'Teams of every size run their social calendar on Cadence.',
    },
    faq: {
      title: 'Frequently asked questions',
      subtitle: 'Everything you want to know before you start.',
    },
    cta: {
      title: 'Your next month of posts, planned this afternoon',
      body: 'Create your workspace in two minutes. No credit card, no contracts.',
    },
  },
  pricing: {
    title: 'Pricing',
    metaTitle: 'Pricing · Cadence',
    metaDescription: 'Simple plans for creators, teams, agencies and enterprises. Pay monthly or save 16% annually. No contracts; cancel any time.',
    hero: {
      eyebrow: 'Pricing',
      title: 'Plans that grow with your audience',
      subtitle: 'Pick the plan that fits today and change it whenever you need. Every plan includes scheduling, the AI composer, the media library and groups of accounts.',
    },
    plans: {
      title: 'Choose your plan',
      subtitle: 'Prices exclude VAT where it applies. Switch to annual billing to save 16%.',
    },
    nonprofit: {
      title: 'Nonprofit? We’ve got you covered.',
      body: 'Registered nonprofits get 20% off monthly plans or 25% off annual plans. One discount per account; our team verifies your status and applies it for you.',
    },
    faq: { title: 'Questions about plans and billing', subtitle: 'Straight answers about payments, changes and discounts.' },
    cta: { title: 'Still deciding?', body: 'Start on any plan and change it later. Your plan stays active until the end of each billing cycle.' },
  },
  features: {
    title: 'Features',
    metaTitle: 'Features · Cadence',
    metaDescription: 'Scheduling, approvals, teams, groups of accounts, a media library and an outcome for every post, in one social media workspace.',
    hero: {
      eyebrow: 'Features',
      title: 'One workspace for your whole social operation',
      subtitle: 'From the first draft to the published post, Cadence covers every step of publishing on social media.',
    },
    grid: { title: 'Explore what Cadence can do', subtitle: 'Each feature works on its own and even better together.' },
    cta: { title: 'See it with your own accounts', body: 'Connect a network and schedule your first post in minutes.' },
  },
  feature: {
    analytics: {
      name: 'Outcomes',
      summary: 'See how every post went on every network: published with its link, or refused with the network’s reason.',
      metaDescription: 'Follow every social media post to the end: its status, its outcome on each network and a notification when it is published or fails.',
      hero: {
        eyebrow: 'Outcomes',
        title: 'Know how every post went',
        subtitle: 'Cadence follows each post to every account it targets and tells you what happened, network by network.',
      },
      points: [
        {
          title: 'An outcome for every account',
          body: 'A post to five accounts has five results. Each one says whether it was published, with the link to the live post, or why the network refused it.',
          bullets: ['Published, failed or still to go, per account', 'The network’s own message when it refuses', 'Partly published posts told apart'],
        },
        {
          title: 'Figures from each network',
          body: 'From the Scale plan, Cadence reads each network’s own insights for your posts and accounts: views or impressions, reach, engagement and followers, compared with the period before, with the best times to post drawn from your own results.',
          bullets: ['A page per network, with a table and a CSV export for every chart', 'A figure a network does not give shows as missing, never as zero', 'History kept beyond each network’s own window'],
        },
      ],
      steps: {
        title: 'From schedule to outcome in three steps',
        items: [
          { title: 'Schedule', body: 'Pick the accounts and the time.' },
          { title: 'Publish', body: 'Cadence publishes to each network and tries again when one is slow.' },
          { title: 'Check', body: 'Open the post to see each account’s result and link.' },
        ],
      },
    },
    scheduling: {
      name: 'Scheduling',
      summary: 'Plan weeks ahead on one calendar and let Cadence publish on time, every time.',
      metaDescription: 'Schedule social media posts to every network from one calendar, with per-network checks before anything is sent.',
      hero: {
        eyebrow: 'Scheduling',
        title: 'Plan once, publish everywhere',
        subtitle: 'A single calendar for every account, with previews for each network and publishing that never misses its slot.',
      },
      points: [
        {
          title: 'A calendar the whole team shares',
          body: 'See the posts of every account by week or month, spot the gaps at a glance and keep networks balanced.',
          bullets: ['Week and month views', 'Drafts, scheduled and published in one place', 'Time zones handled for you'],
        },
        {
          title: 'Checked before it is sent',
          body: 'Each network’s rules (length, media, formats) are checked as you write, so a post is fixed before it is scheduled, not after it fails.',
          bullets: ['Per-network checks before publishing', 'Automatic retries if a network is slow', 'The daily posting limit of your plan, per user'],
        },
      ],
      steps: {
        title: 'How scheduling works',
        items: [
          { title: 'Compose', body: 'Write once and adapt the text and media for each network.' },
          { title: 'Pick a time', body: 'Choose the date and time in your own time zone.' },
          { title: 'Relax', body: 'Cadence publishes on schedule and tells you the moment it is live.' },
        ],
      },
    },
    engagement: {
      name: 'Engagement',
      summary: 'Be there when your audience is, with posts fitted to each network and published on time.',
      metaDescription: 'Keep your social media audience engaged with regular, well-timed posts fitted to each network’s rules.',
      hero: {
        eyebrow: 'Engagement',
        title: 'Show up for your audience, every day',
        subtitle: 'Post when your audience is listening, in the format each network does best, without staying up to press publish.',
      },
      points: [
        {
          title: 'Posts that fit each network',
          body: 'Write once, then adjust the text, media and settings for each account: Instagram Stories and Reels, X threads, TikTok privacy, YouTube titles and more.',
          bullets: ['Changes per account', 'A first comment where the network has one', 'Checks against each network’s limits', 'A browser extension that shares any page to the composer'],
        },
        {
          title: 'Go live everywhere at once',
          body: 'Stream once from OBS or any encoder and Cadence relays it to YouTube, Facebook, Instagram, TikTok and any RTMP server at the same time. Each destination shows its health and reconnects on its own; if your connection drops for a moment, viewers see a holding slate instead of the end of the stream.',
          bullets: ['A private stream key per workspace', 'A check of each destination’s settings before you go live', 'A recording to download or stream again later'],
        },
      ],
      steps: {
        title: 'Keep your audience engaged in three steps',
        items: [
          { title: 'Plan', body: 'Decide what to say this week and where.' },
          { title: 'Create', body: 'Write once and fit it to each network.' },
          { title: 'Publish', body: 'Schedule it and let Cadence post on time.' },
        ],
      },
    },
    teamCollaboration: {
      name: 'Team collaboration',
      summary: 'Roles, reviews and approvals so nothing goes live without the right sign-off.',
      metaDescription: 'Collaborate on social media with teams, roles and approval workflows. Available from the Traction plan.',
      hero: {
        eyebrow: 'Team collaboration',
        title: 'Work together without stepping on toes',
        subtitle: 'Invite your team and clients, give each person the right access and approve posts before they are published.',
      },
      points: [
        {
          title: 'Approvals built into the workflow',
          body: 'Contributors submit, reviewers approve or send back with a note. Every post shows its author and its status.',
          bullets: ['Approved and not-approved statuses', 'A note when a post is sent back', 'Notifications at every step'],
        },
        {
          title: 'Teams and roles that fit your organisation',
          body: 'Create teams per brand, client or region and decide exactly who can write, approve or publish.',
          bullets: ['Teams with member limits', 'Invitations by e-mail', 'Roles: owner, admin, editor, contributor, viewer'],
        },
      ],
      steps: {
        title: 'Set up your team in minutes',
        items: [
          { title: 'Invite', body: 'Send invitations to colleagues and clients.' },
          { title: 'Assign', body: 'Give each person a role and put them in teams.' },
          { title: 'Approve', body: 'Review drafts together and publish with confidence.' },
        ],
      },
    },
    automation: {
      name: 'Automation',
      summary: 'Let Cadence handle the repetitive work: AI first drafts, retries, groups and notifications.',
      metaDescription: 'Automate social media publishing with AI first drafts, automatic retries, groups of accounts and notifications.',
      hero: {
        eyebrow: 'Automation',
        title: 'Spend your time on ideas, not on copy-paste',
        subtitle: 'Cadence takes care of the repetitive steps of publishing so your team can focus on the creative ones.',
      },
      points: [
        {
          title: 'Publishing on autopilot',
          body: 'Queues, retries and per-network formatting run in the background. If a network is down, Cadence tries again and tells you how it went.',
          bullets: ['Queues with weekly time slots per account', 'Bulk scheduling from a CSV file', 'Automatic retries and notifications when posts go live or fail'],
        },
        {
          title: 'A first draft in seconds',
          body: 'The AI composer turns a topic or a link into posts for each network, already within each network’s limits and split into threads where needed, in your brand voice. You edit them and schedule them yourself: nothing goes out without a person.',
          bullets: ['Your own OpenAI-compatible endpoint, or the platform’s', 'Prompt templates and trending hashtags', 'Rewrite, shorten, translate and suggest hashtags in the composer'],
        },
      ],
      steps: {
        title: 'Automate in three steps',
        items: [
          { title: 'Set your slots', body: 'Give each account its weekly posting times.' },
          { title: 'Fill the queue', body: 'Add posts from the composer with your saved captions and hashtag groups, or import a whole CSV file.' },
          { title: 'Publish', body: 'Each account publishes at its next free slot, with your brand watermark on images and videos.' },
        ],
      },
    },
    campaignManagement: {
      name: 'Campaign management',
      summary: 'Run launches and promotions across networks with a clear plan and an outcome for every post.',
      metaDescription: 'Plan and run social media campaigns across networks with a shared calendar, approvals and an outcome for every post.',
      hero: {
        eyebrow: 'Campaign management',
        title: 'Launch campaigns that land everywhere at once',
        subtitle: 'Plan every post of a campaign, coordinate the team and see how each one went, all in one place.',
      },
      points: [
        {
          title: 'A single plan for every channel',
          body: 'See a campaign’s posts across all networks on one calendar and keep the message consistent from the teaser to the wrap-up.',
          bullets: ['One shared calendar', 'Shared media library', 'Groups of accounts for launches'],
        },
        {
          title: 'Every post accounted for',
          body: 'Follow each post from draft to published and see, network by network, where it went live and where it did not.',
          bullets: ['A status for every post', 'An outcome per account, with its link', 'Notifications when posts go live or fail'],
        },
      ],
      steps: {
        title: 'Run a campaign in three steps',
        items: [
          { title: 'Plan', body: 'Map out the posts, networks and dates of your campaign.' },
          { title: 'Produce', body: 'Write the posts and get approvals from your team.' },
          { title: 'Launch', body: 'Schedule everything and follow each post as it goes live.' },
        ],
      },
    },
  },
  platforms: {
    title: 'Platforms',
    metaTitle: 'Supported platforms · Cadence',
    metaDescription: 'Publish to Instagram, Facebook, Threads, TikTok, LinkedIn, WordPress, X and YouTube, plus Bluesky and Pinterest, from one workspace.',
    hero: {
      eyebrow: 'Platforms',
      title: 'Every network your audience uses',
      subtitle: 'Connect your accounts once and publish everywhere from the same composer and calendar.',
    },
    grid: { title: 'Choose a platform', subtitle: 'See what Cadence can publish to each network.' },
    networks: { title: 'And more on the way', subtitle: 'Bluesky, Pinterest and Threads are supported too.' },
    cta: { title: 'Connect your first account', body: 'It takes less than a minute and you can disconnect at any time.' },
  },
  platform: {
    instagram: {
      name: 'Instagram',
      summary: 'Photos, videos, Stories and carousels to professional accounts.',
      metaDescription: 'Schedule Instagram photos, videos, Stories and carousels to professional accounts with Cadence.',
      hero: {
        eyebrow: 'Instagram',
        title: 'Schedule Instagram posts, Stories and carousels',
        subtitle: 'Plan your grid, prepare your Stories and publish to your professional account automatically.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Cadence publishes to Instagram professional accounts (business and creator). Direct messages are not managed in Cadence.',
        bullets: ['Photos and carousels', 'Videos and Reels', 'Stories', 'First comment with hashtags'],
      },
      capabilities: {
        title: 'Made for Instagram',
        items: [
          { title: 'Plan your grid', body: 'See your upcoming posts on the calendar.' },
          { title: 'Formats checked', body: 'Photo ratios, carousel sizes and video lengths are checked before publishing.' },
          { title: 'Every outcome', body: 'See whether each post went live, with its link.' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: 'Posts, links, photos and videos to your Facebook pages.',
      metaDescription: 'Schedule posts, links, photos and videos to Facebook pages with Cadence.',
      hero: {
        eyebrow: 'Facebook',
        title: 'Keep your Facebook pages active without the effort',
        subtitle: 'Schedule posts to every page you manage from one calendar.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Connect the Facebook pages you manage and publish to each one, or to a whole group of pages at once.',
        bullets: ['Text and link posts', 'Photos', 'Videos', 'Groups of pages'],
      },
      capabilities: {
        title: 'Made for Facebook',
        items: [
          { title: 'Many pages, one calendar', body: 'Manage every page of every brand from the same place.' },
          { title: 'Link previews', body: 'Add a link shown as a preview card on text posts.' },
          { title: 'Every outcome', body: 'See for each page whether a post went live, with its link.' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: 'Short videos scheduled and published to TikTok.',
      metaDescription: 'Schedule TikTok videos and plan your content calendar with Cadence.',
      hero: {
        eyebrow: 'TikTok',
        title: 'Post to TikTok on a schedule that works',
        subtitle: 'Upload your videos, write the captions and let Cadence publish at the time you choose.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Publish videos with captions and hashtags to your TikTok account, checked against TikTok’s rules before they are sent.',
        bullets: ['Videos with captions', 'Hashtags and mentions', 'Privacy and comment settings', 'Checked against TikTok’s rules'],
      },
      capabilities: {
        title: 'Made for TikTok',
        items: [
          { title: 'Plan your drops', body: 'Keep a steady rhythm of videos on the calendar.' },
          { title: 'Settings per video', body: 'Pick the privacy level and comment settings TikTok asks for.' },
          { title: 'Every outcome', body: 'See whether each video went live, or TikTok’s reason if not.' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: 'Posts to personal profiles and company pages.',
      metaDescription: 'Schedule LinkedIn posts to profiles and company pages, with team approvals, in Cadence.',
      hero: {
        eyebrow: 'LinkedIn',
        title: 'Show up on LinkedIn consistently',
        subtitle: 'Schedule thought leadership for your people and updates for your company page in one place.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Connect personal profiles and company pages and publish text, images and videos.',
        bullets: ['Text posts', 'Images and videos', 'Posts to company pages', 'Approval before publishing'],
      },
      capabilities: {
        title: 'Made for LinkedIn',
        items: [
          { title: 'Professional calendar', body: 'Plan your weekly cadence of posts.' },
          { title: 'Approved before it is posted', body: 'A contributor’s post waits for an editor’s approval.' },
          { title: 'Every outcome', body: 'See for each profile or page whether a post went live, with its link.' },
        ],
      },
    },
    wordpress: {
      name: 'WordPress',
      summary: 'Blog posts to WordPress.com and self-hosted WordPress sites.',
      metaDescription: 'Publish and schedule blog posts to WordPress.com and self-hosted WordPress sites with Cadence.',
      hero: {
        eyebrow: 'WordPress',
        title: 'Your blog on the same calendar as your socials',
        subtitle: 'Schedule articles to WordPress.com or your own WordPress site alongside your social posts.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Connect a WordPress.com site or a self-hosted WordPress site with an application password and publish posts with their featured image.',
        bullets: ['Posts with featured images', 'Scheduled publishing', 'WordPress.com and self-hosted sites', 'Drafts for review'],
      },
      capabilities: {
        title: 'Made for WordPress',
        items: [
          { title: 'One editorial calendar', body: 'See articles and social posts together.' },
          { title: 'Status and image', body: 'Publish, keep as a draft or schedule each article, with its featured image.' },
          { title: 'Every outcome', body: 'See whether each article was published, with its link.' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: 'Posts and threads to X, on time.',
      metaDescription: 'Schedule posts and threads to X (Twitter) with Cadence.',
      hero: {
        eyebrow: 'X (Twitter)',
        title: 'Stay in the conversation on X',
        subtitle: 'Schedule posts and threads and keep your account active around the clock.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Publish text posts, images and videos to X, with character counts checked before anything is sent.',
        bullets: ['Posts and threads', 'Images and videos', 'Character count checks', 'A first comment as a reply'],
      },
      capabilities: {
        title: 'Made for X',
        items: [
          { title: 'Always on', body: 'Keep a steady stream of posts scheduled.' },
          { title: 'Short and sharp', body: 'Character counts are checked as you write, links included.' },
          { title: 'Every outcome', body: 'See whether each post went live, with its link.' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: 'Videos uploaded and scheduled to your channel.',
      metaDescription: 'Upload and schedule YouTube videos with Cadence.',
      hero: {
        eyebrow: 'YouTube',
        title: 'Schedule your YouTube videos',
        subtitle: 'Upload your videos with titles and descriptions ready and publish them on your schedule.',
      },
      publish: {
        title: 'What you can publish',
        body: 'Upload videos to your channel with title, description, tags and visibility, and schedule them.',
        bullets: ['Video uploads', 'Titles, descriptions and tags', 'Public, unlisted or private', 'Scheduled publishing'],
      },
      capabilities: {
        title: 'Made for YouTube',
        items: [
          { title: 'Release plan', body: 'See your upcoming videos on the calendar.' },
          { title: 'Checked before upload', body: 'Title, description and tag lengths are checked as you write.' },
          { title: 'Every outcome', body: 'See whether each video was published, with its link.' },
        ],
      },
    },
  },
  platformDetail: {
    title: 'How connections work',
    metaTitle: 'How platform connections work · Cadence',
    metaDescription: 'Connect social accounts to Cadence securely in three steps. Tokens are encrypted and you can disconnect at any time.',
    hero: {
      eyebrow: 'Platform connections',
      title: 'Connect your accounts safely in a minute',
      subtitle: 'Cadence uses each network’s official sign-in, so we never see your passwords.',
    },
    steps: {
      title: 'Three steps to your first post',
      subtitle: 'No technical setup needed.',
      items: [
        { title: 'Choose a network', body: 'Open Manage platforms in your dashboard and pick the network to connect.' },
        { title: 'Sign in with the network', body: 'Approve access on the network’s own page; Cadence receives a secure token, never your password.' },
        { title: 'Start publishing', body: 'Your account appears in the composer and calendar, ready for your first post.' },
      ],
    },
    security: {
      title: 'Your accounts stay yours',
      body: 'Access tokens are encrypted at rest and used only to publish what you schedule.',
      bullets: ['Encrypted tokens', 'Disconnect at any time', 'Permissions per team member', 'No password stored'],
    },
    networks: { title: 'Networks you can connect', subtitle: 'More networks are added regularly.' },
    cta: { title: 'Ready to connect?', body: 'Create your workspace and link your first account in minutes.' },
  },
  closing: {
    title: 'Try it with your own accounts',
    body: 'Start free in two minutes. No credit card needed, no contracts, cancel any time.',
  },
  legal: {
    updated: '2026-01-15',
    terms: {
      title: 'Terms of service',
      metaDescription: 'The terms that govern your use of Cadence, the social media management service.',
      intro: 'These terms form the agreement between you and Cadence when you create an account or use the service. Please read them carefully.',
      sections: [
        {
          heading: '1. The service',
          paragraphs: [
            'Cadence is an online service for planning, writing, approving, scheduling and publishing content to social networks, and for reading the results. Features available to you depend on your plan.',
          ],
        },
        {
          heading: '2. Your account',
          paragraphs: [
            'You must give accurate information when you sign up and keep your password confidential. You are responsible for everything done through your account, including by team members you invite.',
          ],
          list: ['You must be at least 16 years old, or the age of digital consent where you live.', 'One person or organisation per account; accounts may not be shared or resold.'],
        },
        {
          heading: '3. Plans, billing and cancellation',
          paragraphs: [
            'Paid plans are billed in advance, monthly or annually, by card or PayPal. You can upgrade, downgrade or cancel at any time from your dashboard; a change takes effect at the end of the current billing cycle and your plan stays active until then.',
            'Prices may change; we will tell you at least 30 days before a new price applies to your subscription. Refunds are governed by our refund policy.',
          ],
        },
        {
          heading: '4. Connected networks',
          paragraphs: [
            'When you connect a social network, you authorise Cadence to act on that account as you instruct. You remain bound by each network’s own terms, and a network may change or limit its features without notice, which can affect what Cadence can do.',
          ],
        },
        {
          heading: '5. Your content',
          paragraphs: [
            'You keep all rights to the content you create or upload. You grant Cadence a limited licence to store, process and transmit it only to provide the service. You are responsible for having the rights to what you publish.',
          ],
        },
        {
          heading: '6. Acceptable use',
          paragraphs: ['You agree not to use Cadence to:'],
          list: [
            'publish unlawful, deceptive, hateful or infringing content;',
            'send spam or manipulate engagement on any network;',
            'attempt to break, overload or reverse engineer the service;',
            'access accounts or data you are not authorised to use.',
          ],
        },
        {
          heading: '7. Availability and changes',
          paragraphs: [
            'We work to keep Cadence available around the clock but do not guarantee uninterrupted service. We may improve or change features; if we remove a major feature of a paid plan, we will give notice and you may cancel.',
          ],
        },
        {
          heading: '8. Liability',
          paragraphs: [
            'To the extent the law allows, Cadence is not liable for indirect or consequential losses, or for actions taken by social networks. Our total liability for any claim is limited to the amount you paid us in the twelve months before it arose. Nothing in these terms limits rights you have as a consumer under mandatory law.',
          ],
        },
        {
          heading: '9. Suspension and termination',
          paragraphs: [
            'We may suspend or close an account that seriously or repeatedly breaks these terms, after notice where possible. You may close your account at any time. After closure, you can export your data for 30 days, after which it is deleted.',
          ],
        },
        {
          heading: '10. Contact',
          paragraphs: ['Questions about these terms? Write to us by e-mail.'],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      metaDescription: 'How Cadence collects, uses and protects your personal data.',
      intro: 'This policy explains what personal data Cadence processes, why, and the choices you have. We collect only what we need to run the service.',
      sections: [
        {
          heading: '1. Data we collect',
          paragraphs: ['We process the following data:'],
          list: [
            'Account data: your name, e-mail address, password (stored only as a secure hash) and language.',
            'Workspace content: posts, media and groups of accounts you create.',
            'Connected account data: access tokens and basic profile information from the networks you connect.',
            'Billing data: plan, invoices and payment status. Card details are handled by our payment provider and never stored by Cadence.',
            'Usage data: sign-in times, device and browser information, and logs needed for security.',
          ],
        },
        {
          heading: '2. Why we use it',
          paragraphs: [
            'We use your data to provide and secure the service, publish what you schedule, bill you, answer your messages and, if you subscribe, send our newsletter. The legal bases are the performance of our contract with you, our legitimate interest in keeping Cadence secure, and your consent for the newsletter.',
          ],
        },
        {
          heading: '3. Sharing',
          paragraphs: [
            'We do not sell your data. We share it only with the social networks you ask us to publish to, with service providers that host and operate Cadence under contract, and with authorities when the law requires it.',
          ],
        },
        {
          heading: '4. Retention',
          paragraphs: [
            'We keep your data while your account is open. When you close it, we delete your workspace content after 30 days and keep billing records only as long as tax law requires.',
          ],
        },
        {
          heading: '5. Security',
          paragraphs: [
            'Passwords are hashed, network tokens are encrypted at rest and all traffic is encrypted in transit. Access inside Cadence is limited by roles and permissions.',
          ],
        },
        {
          heading: '6. Your rights',
          paragraphs: ['Depending on where you live, you can:'],
          list: [
            'access the data we hold about you and receive a copy;',
            'correct or delete it;',
            'object to or restrict some processing;',
            'withdraw consent, for example by unsubscribing from the newsletter;',
            'complain to your data protection authority.',
          ],
        },
        {
          heading: '7. Cookies and local storage',
          paragraphs: [
            'Cadence uses your browser’s local storage to keep you signed in and to remember your theme and language. We do not use advertising cookies.',
          ],
        },
        {
          heading: '8. Contact',
          paragraphs: ['To exercise your rights or ask about this policy, write to us by e-mail from the address of your account.'],
        },
      ],
    },
    refund: {
      title: 'Refund policy',
      metaDescription: 'When and how Cadence refunds subscription payments.',
      intro: 'We want you to be happy with Cadence. This policy explains when a payment can be refunded and how to ask for it.',
      sections: [
        {
          heading: '1. Cancelling',
          paragraphs: [
            'You can cancel any time from your dashboard. Your plan stays active until the end of the billing cycle you have paid for and is not renewed after that.',
          ],
        },
        {
          heading: '2. Monthly plans',
          paragraphs: ['Monthly payments are not refunded for a partly used month. Cancel before the renewal date to avoid the next charge.'],
        },
        {
          heading: '3. Annual plans',
          paragraphs: [
            'If you cancel within 14 days of your first annual payment, we refund it in full. After that, the annual plan stays active until the end of the year and is not refunded pro rata.',
          ],
        },
        {
          heading: '4. Billing errors and outages',
          paragraphs: [
            'If you were charged twice, charged after cancelling, or could not use Cadence because of an outage on our side lasting more than 24 hours, tell us and we will refund or credit the amount concerned.',
          ],
        },
        {
          heading: '5. How to ask for a refund',
          paragraphs: [
            'Write to us by e-mail from the address of your account, naming the invoice concerned. Approved refunds are sent to the original payment method (card or PayPal) within 10 business days.',
          ],
          list: ['Your statutory rights as a consumer are not affected by this policy.'],
        },
      ],
    },
  },
  faq: [
    {
      question: 'Do I need a credit card to sign up?',
      answer: 'No. You can create your account and explore Cadence without entering any card details. There are no contracts either.',
    },
    {
      question: 'Can I change or cancel my plan later?',
      answer: 'Yes. You can upgrade, downgrade or cancel at any time from your dashboard. Your current plan stays active until the end of the billing cycle.',
    },
    {
      question: 'What happens to my plan when I cancel?',
      answer: 'Nothing changes straight away: you keep every feature of your plan until the end of the billing cycle you have paid for, and it is not renewed after that.',
    },
    {
      question: 'Which payment methods do you accept?',
      answer: 'We accept all major credit and debit cards, processed securely by our card payment provider, as well as PayPal.',
    },
    {
      question: 'How does billing work?',
      answer: 'Plans are billed monthly by default. Choose annual billing to pay for twelve months at once and save 16%.',
    },
    {
      question: 'Are there any long-term contracts?',
      answer: 'No. Every plan is pay-as-you-go, monthly or annual, and you are free to leave whenever you like.',
    },
    {
      question: 'What kind of support do you offer?',
      answer: 'Every plan includes support tickets: open one from your dashboard with screenshots, follow the conversation with our team, and hear of each answer in the app and by e-mail.',
    },
    {
      question: 'What can I publish to Instagram?',
      answer: 'Cadence publishes photos, videos, Stories and carousels to Instagram professional accounts (business or creator).',
    },
    {
      question: 'Can I manage Instagram direct messages in Cadence?',
      answer: 'No. Cadence focuses on planning and publishing; direct message management is not available.',
    },
    {
      question: 'Do you offer a nonprofit discount?',
      answer: 'Yes. Nonprofits get 20% off monthly billing or 25% off annual billing. One discount applies per account: ask for it with a support ticket from your dashboard, and once our team has verified eligibility the discount is applied to your subscription.',
    },
  ],
  testimonials: [
    {
      author: 'Amélie Durand',
      role: 'Head of Social, Maison Lumen',
      text: 'We moved four brands and twelve accounts to Cadence in an afternoon. Approvals alone save us hours every week.',
    },
    {
      author: 'Marcus Chen',
      role: 'Founder, Northbeam Studio',
      text: 'The per-network checks catch what used to bounce back from Instagram. Our clients notice the consistency.',
    },
    {
      author: 'Ioana Popescu',
      role: 'Marketing Manager, Verde Foods',
      text: 'Finally one calendar for Instagram, TikTok and LinkedIn, and we see at a glance what went out where.',
    },
    {
      author: 'Daniel Okafor',
      role: 'Social Media Lead, Brightline Fitness',
      text: 'With approvals, nothing reaches our studios’ pages without a second pair of eyes.',
    },
  ],
};
