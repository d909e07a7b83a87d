import type { SiteCopy } from './site-copy';

export const zh: SiteCopy = {
  locale: 'zh',
  links: {
    startFree: '免费开始',
    seePricing: '查看价格',
    exploreFeatures: '查看全部功能',
    allPlatforms: '查看全部平台',
    howItWorks: '账号连接方式',
    contactSupport: '联系支持团队',
    learnMore: '了解更多',
  },
  home: {
    title: '首页',
    metaTitle: 'Cadence · 社交媒体排期、审批与发布',
    metaDescription: '在一个工作区里规划、撰写、审批并发布到 Instagram、Facebook、TikTok、X、LinkedIn、YouTube 等平台。套餐低至每月 25 美元。',
    hero: {
      eyebrow: '为高效交付的团队打造的社交媒体管理工具',
      title: '每一条帖子，每一个平台，准时发布。',
      subtitle: 'Cadence 把排期、按平台检查、审批和共享媒体库整合到一个工作区，让营销人员、代理机构和品牌从容发布，不必在标签页之间来回切换。',
      note: '低至每月 25 美元 · 无需信用卡 · 无合约约束',
    },
    highlights: {
      eyebrow: '团队为什么选择 Cadence',
      title: '贴合社交媒体团队真实的工作方式',
      subtitle: '规划、审批、发布所需的一切，简洁不杂乱。',
      items: {
        userFriendly: { title: '简单易用', body: '界面清晰，团队第一天就能上手。无需培训，无需手册。' },
        dashboard: { title: '统一控制台', body: '所有账号、帖子和数据尽在一屏，随时掌握接下来要发布的内容。' },
        quality: { title: '质量保障', body: '各平台预览和审批步骤，让错误在受众看到之前就被发现。' },
        secure: { title: '安全可靠', body: '平台令牌加密保存，按角色授权，发布前先审批。' },
        payments: { title: '多种支付方式', body: '支持主流银行卡和 PayPal，按月或按年付款，满足财务团队的需要。' },
        tracking: { title: '项目跟踪', body: '从草稿到发布跟进每条帖子，看清作者、状态以及在每个平台上的结果。' },
        composer: { title: '一个编辑器，覆盖所有平台', body: '一次撰写或从 AI 草稿开始，按账号调整文字和媒体，排期前就能看到各平台接受哪些内容。' },
        pricing: { title: '灵活定价', body: '从小规模起步，随业务成长。随时升级、降级或取消，没有合约。' },
        groups: { title: '分组管理', body: '将账号分组，一步即可向整个品牌或区域发布内容。' },
      },
    },
    networks: {
      title: '在受众所在的平台发布',
      subtitle: '账号只需连接一次，即可在同一个编辑器中发布到所有平台。',
    },
    testimonials: {
      title: '深受营销人员和代理机构喜爱',
      subtitle: '各种规模的团队都在用 Cadence 管理社交媒体日历。',
    },
    faq: {
      title: '常见问题',
      subtitle: '开始之前你想知道的一切。',
    },
    cta: {
      title: '今天下午，就排好下个月的帖子',
      body: '两分钟创建工作区。无需信用卡，没有合约。',
    },
  },
  pricing: {
    title: '价格',
    metaTitle: '价格 · Cadence',
    metaDescription: '为创作者、团队、代理机构和企业提供简单明了的套餐。按月付费，或按年付费节省 16%。没有合约，随时取消。',
    hero: {
      eyebrow: '价格',
      title: '与你的受众一同成长的套餐',
      subtitle: '选择适合当下的套餐，随时可以更换。每个套餐都包含排期、AI 写作、媒体库和账号分组。',
    },
    plans: {
      title: '选择你的套餐',
      subtitle: '如适用，价格不含增值税。切换为按年计费可节省 16%。',
    },
    nonprofit: {
      title: '非营利组织？我们为你提供优惠。',
      body: '注册的非营利组织月付享 8 折、年付享 75 折。每个账号限一项折扣；我们的团队核实你的资质后为你开通。',
    },
    faq: { title: '关于套餐和计费的问题', subtitle: '关于付款、变更和折扣的直接解答。' },
    cta: { title: '还在犹豫？', body: '先从任意套餐开始，之后随时更换。你的套餐在每个计费周期结束前都保持有效。' },
  },
  features: {
    title: '功能',
    metaTitle: '功能 · Cadence',
    metaDescription: '排期、审批、团队、账号分组、媒体库以及每条帖子的发布结果，尽在一个社交媒体工作区。',
    hero: {
      eyebrow: '功能',
      title: '一个工作区，承载全部社交媒体运营',
      subtitle: '从第一版草稿到帖子上线，Cadence 覆盖社交媒体发布的每一步。',
    },
    grid: { title: '看看 Cadence 能做什么', subtitle: '每项功能都能独立使用，组合起来效果更好。' },
    cta: { title: '用你自己的账号试试看', body: '连接一个平台，几分钟内排好第一条帖子。' },
  },
  feature: {
    analytics: {
      name: '发布结果',
      summary: '查看每条帖子在每个平台上的结果：已发布并附上链接，或被拒并附上平台给出的原因。',
      metaDescription: '跟进每条社交媒体帖子直到最后：它的状态、在每个平台上的结果，以及发布成功或失败时的通知。',
      hero: {
        eyebrow: '发布结果',
        title: '清楚每条帖子的结果',
        subtitle: 'Cadence 跟进每条帖子到它面向的每个账号，逐个平台告诉你发生了什么。',
      },
      points: [
        {
          title: '每个账号一个结果',
          body: '发往五个账号的帖子就有五个结果。每个结果都会说明是否已发布并附上帖子链接，或平台拒绝的原因。',
          bullets: ['按账号显示已发布、失败或待发送', '平台拒绝时给出的原始信息', '部分发布的帖子单独标出'],
        },
        {
          title: '各平台的数据',
          body: '从 Scale 套餐起，Cadence 读取各平台为你的帖子和账号提供的洞察数据：浏览或展示次数、覆盖人数、互动和粉丝数，并与上一周期对比，还会根据你自己的结果给出最佳发布时间。',
          bullets: ['每个平台一个页面，每张图表都有表格视图和 CSV 导出', '平台不提供的指标显示为缺失，绝不显示为零', '历史数据保留时间超过各平台自身的回溯期'],
        },
      ],
      steps: {
        title: '三步从排期到结果',
        items: [
          { title: '排期', body: '选择账号和时间。' },
          { title: '发布', body: 'Cadence 发布到每个平台，遇到平台响应慢会自动重试。' },
          { title: '查看', body: '打开帖子，查看每个账号的结果和链接。' },
        ],
      },
    },
    scheduling: {
      name: '定时发布',
      summary: '在一个日历上提前数周规划，Cadence 每次都准时发布。',
      metaDescription: '在一个日历中把帖子排期到所有平台，发送前按平台逐一检查。',
      hero: {
        eyebrow: '定时发布',
        title: '规划一次，处处发布',
        subtitle: '所有账号共用一个日历，每个平台都有预览，发布从不错过时间。',
      },
      points: [
        {
          title: '全团队共享的日历',
          body: '按周或按月查看所有账号的帖子，一眼发现空档，让各平台保持均衡。',
          bullets: ['周视图和月视图', '草稿、已排期和已发布集中展示', '自动处理时区'],
        },
        {
          title: '发送前先检查',
          body: '撰写时即按各平台规则（长度、媒体、格式）检查，帖子在排期前就改好，而不是失败后再改。',
          bullets: ['发布前按平台检查', '平台响应慢时自动重试', '按用户执行套餐的每日发帖上限'],
        },
      ],
      steps: {
        title: '定时发布如何运作',
        items: [
          { title: '撰写', body: '写一次，再为每个平台调整文字和媒体。' },
          { title: '选择时间', body: '按你自己的时区选择日期和时间。' },
          { title: '安心等待', body: 'Cadence 按时发布，上线后第一时间通知你。' },
        ],
      },
    },
    engagement: {
      name: '互动',
      summary: '在受众活跃的时候出现，帖子适配每个平台并准时发布。',
      metaDescription: '用规律、适时且符合各平台规则的帖子，保持社交媒体受众的参与度。',
      hero: {
        eyebrow: '互动',
        title: '每天都与受众见面',
        subtitle: '在受众在线时发帖，用每个平台最擅长的形式，不必熬夜去按“发布”。',
      },
      points: [
        {
          title: '适配每个平台的帖子',
          body: '一次撰写，再按账号调整文字、媒体和设置：Instagram 快拍和 Reels、X 帖串、TikTok 隐私设置、YouTube 标题等。',
          bullets: ['按账号调整', '支持首条评论的平台可添加首条评论', '按各平台限制检查', '浏览器扩展，把任意网页分享到撰写器'],
        },
        {
          title: '一次开播，全网同步',
          body: '用 OBS 或任意编码器推流一次，Cadence 即同时转推到 YouTube、Facebook、Instagram、TikTok 和任意 RTMP 服务器。每个目的地显示各自的健康状况并独立重连；网络短暂中断时，观众看到的是等待画面，而不是直播结束。',
          bullets: ['每个工作区专属的推流密钥', '开播前检查每个目的地的设置', '录像可下载或稍后再次直播'],
        },
      ],
      steps: {
        title: '三步保持受众参与',
        items: [
          { title: '规划', body: '决定本周说什么、在哪里说。' },
          { title: '创作', body: '一次撰写，适配每个平台。' },
          { title: '发布', body: '设好排期，让 Cadence 准时发帖。' },
        ],
      },
    },
    teamCollaboration: {
      name: '团队协作',
      summary: '角色、审核和审批，确保每条内容都经过正确的签批才会发布。',
      metaDescription: '通过团队、角色和审批流程协作管理社交媒体。Traction 套餐起提供。',
      hero: {
        eyebrow: '团队协作',
        title: '协同工作，互不干扰',
        subtitle: '邀请团队成员和客户，为每个人分配合适的权限，发布前完成审批。',
      },
      points: [
        {
          title: '审批融入工作流程',
          body: '贡献者提交，审核人批准或附上说明退回。每条帖子都显示作者和状态。',
          bullets: ['已批准和未批准状态', '退回时附上说明', '每一步都有通知'],
        },
        {
          title: '贴合组织结构的团队和角色',
          body: '按品牌、客户或区域创建团队，精确决定谁可以撰写、审批或发布。',
          bullets: ['团队成员数量上限', '通过邮件邀请', '角色：所有者、管理员、编辑、贡献者、查看者'],
        },
      ],
      steps: {
        title: '几分钟组建你的团队',
        items: [
          { title: '邀请', body: '向同事和客户发送邀请。' },
          { title: '分配', body: '为每个人分配角色并加入团队。' },
          { title: '审批', body: '一起审阅草稿，放心发布。' },
        ],
      },
    },
    automation: {
      name: '自动化',
      summary: '让 Cadence 处理重复工作：AI 初稿、自动重试、账号分组和通知。',
      metaDescription: '用 AI 初稿、自动重试、账号分组和通知实现社交媒体发布自动化。',
      hero: {
        eyebrow: '自动化',
        title: '把时间花在创意上，而不是复制粘贴',
        subtitle: 'Cadence 承担发布中的重复步骤，让团队专注于创意工作。',
      },
      points: [
        {
          title: '自动驾驶式发布',
          body: '队列、重试和各平台格式处理都在后台运行。平台暂时不可用时，Cadence 会自动重试并告诉你结果。',
          bullets: ['每个账号按周设置发布时段的队列', '通过 CSV 文件批量排期', '自动重试，发布成功或失败时通知'],
        },
        {
          title: '几秒钟得到初稿',
          body: 'AI 写作把一个主题或一个链接变成适合每个平台的帖子，已符合各平台的限制，需要时拆成串帖，并使用你的品牌语气。由你修改并亲自排期：没有人确认，什么都不会发出。',
          bullets: ['使用你自己的 OpenAI 兼容接口，或平台提供的接口', '提示词模板和热门话题标签', '在编辑器中改写、缩短、翻译和推荐话题标签'],
        },
      ],
      steps: {
        title: '三步实现自动化',
        items: [
          { title: '设置时段', body: '为每个账号设定每周的发布时间。' },
          { title: '填充队列', body: '在编辑器中使用已保存的文案和话题标签组添加帖子，或导入整个 CSV 文件。' },
          { title: '发布', body: '每个账号在下一个空闲时段发布，图片和视频带上你的品牌水印。' },
        ],
      },
    },
    campaignManagement: {
      name: '营销活动管理',
      summary: '用清晰的计划和每条帖子的结果，在各平台开展发布活动和推广。',
      metaDescription: '用共享日历、审批和每条帖子的结果，在各社交平台规划并开展营销活动。',
      hero: {
        eyebrow: '营销活动管理',
        title: '让营销活动在各平台同时落地',
        subtitle: '规划活动的每条帖子，协调团队，并在同一处查看每条帖子的结果。',
      },
      points: [
        {
          title: '所有渠道，一份计划',
          body: '在一个日历里查看活动在所有平台上的帖子，从预热到收尾保持信息一致。',
          bullets: ['共享日历', '共享媒体库', '用于发布活动的账号分组'],
        },
        {
          title: '每条帖子都有着落',
          body: '从草稿到发布跟进每条帖子，逐个平台查看它在哪里上线、在哪里没有。',
          bullets: ['每条帖子都有状态', '每个账号一个结果并附链接', '帖子上线或失败时通知你'],
        },
      ],
      steps: {
        title: '三步开展一次活动',
        items: [
          { title: '规划', body: '确定活动的帖子、平台和日期。' },
          { title: '制作', body: '撰写帖子并获得团队审批。' },
          { title: '发布', body: '全部排期，并在每条帖子上线时跟进。' },
        ],
      },
    },
  },
  platforms: {
    title: '平台',
    metaTitle: '支持的平台 · Cadence',
    metaDescription: '在一个工作区发布到 Instagram、Facebook、Threads、TikTok、LinkedIn、WordPress、X 和 YouTube，以及 Bluesky 和 Pinterest。',
    hero: {
      eyebrow: '平台',
      title: '覆盖受众使用的每一个平台',
      subtitle: '账号只需连接一次，即可在同一个编辑器和日历中发布到所有平台。',
    },
    grid: { title: '选择平台', subtitle: '看看 Cadence 能在每个平台上发布什么。' },
    networks: { title: '还有更多', subtitle: '同样支持 Bluesky、Pinterest 和 Threads。' },
    cta: { title: '连接你的第一个账号', body: '不到一分钟即可完成，随时可以断开。' },
  },
  platform: {
    instagram: {
      name: 'Instagram',
      summary: '向专业账号发布照片、视频、快拍和轮播帖。',
      metaDescription: '使用 Cadence 向 Instagram 专业账号定时发布照片、视频、快拍和轮播帖。',
      hero: {
        eyebrow: 'Instagram',
        title: '定时发布 Instagram 帖子、快拍和轮播帖',
        subtitle: '规划你的主页网格，准备好快拍，自动发布到你的专业账号。',
      },
      publish: {
        title: '可以发布的内容',
        body: 'Cadence 支持发布到 Instagram 专业账号（商家和创作者账号）。Cadence 不管理私信。',
        bullets: ['照片和轮播帖', '视频和 Reels', '快拍', '带话题标签的首条评论'],
      },
      capabilities: {
        title: '为 Instagram 打造',
        items: [
          { title: '规划你的九宫格', body: '在日历中查看即将发布的帖子。' },
          { title: '格式检查', body: '发布前检查照片比例、轮播数量和视频时长。' },
          { title: '每个结果', body: '查看每条帖子是否已上线，并附链接。' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: '向你的 Facebook 公共主页发布帖子、链接、照片和视频。',
      metaDescription: '用 Cadence 把帖子、链接、照片和视频排期到 Facebook 公共主页。',
      hero: {
        eyebrow: 'Facebook',
        title: '轻松保持 Facebook 主页活跃',
        subtitle: '在一个日历中为你管理的每个主页排期发帖。',
      },
      publish: {
        title: '可以发布的内容',
        body: '连接你管理的 Facebook 主页，单独发布，或一次发布到一组主页。',
        bullets: ['文字和链接帖子', '照片', '视频', '主页分组'],
      },
      capabilities: {
        title: '为 Facebook 打造',
        items: [
          { title: '多个主页，一个日历', body: '在同一个地方管理所有品牌的所有主页。' },
          { title: '链接预览', body: '为文字帖子添加以预览卡片显示的链接。' },
          { title: '每个结果', body: '查看每个主页的帖子是否已上线，并附链接。' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: '定时发布短视频到 TikTok。',
      metaDescription: '用 Cadence 排期 TikTok 视频并规划内容日历。',
      hero: {
        eyebrow: 'TikTok',
        title: '按合适的节奏发布 TikTok',
        subtitle: '上传视频、撰写说明，让 Cadence 在你选定的时间发布。',
      },
      publish: {
        title: '可以发布的内容',
        body: '向你的 TikTok 账号发布带文案和话题标签的视频，发送前会按 TikTok 规则进行检查。',
        bullets: ['带说明的视频', '话题标签和提及', '隐私和评论设置', '按 TikTok 规则检查'],
      },
      capabilities: {
        title: '为 TikTok 打造',
        items: [
          { title: '规划上新', body: '在日历上保持稳定的视频节奏。' },
          { title: '每个视频单独设置', body: '选择 TikTok 要求的隐私级别和评论设置。' },
          { title: '每个结果', body: '查看每个视频是否已上线，或 TikTok 给出的原因。' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: '发布到个人主页和公司主页。',
      metaDescription: '在 Cadence 中把 LinkedIn 帖子排期到个人资料和公司主页，并支持团队审批。',
      hero: {
        eyebrow: 'LinkedIn',
        title: '在 LinkedIn 上持续亮相',
        subtitle: '在一个地方为员工安排专业观点分享，并为公司主页安排动态更新。',
      },
      publish: {
        title: '可以发布的内容',
        body: '连接个人资料和公司主页，发布文字、图片和视频。',
        bullets: ['文字帖子', '图片和视频', '发布到公司主页', '发布前审批'],
      },
      capabilities: {
        title: '为 LinkedIn 打造',
        items: [
          { title: '专业日历', body: '规划每周的发帖节奏。' },
          { title: '先审批再发布', body: '贡献者的帖子需要编辑批准后才会发布。' },
          { title: '每个结果', body: '查看每个个人资料或主页的帖子是否已上线，并附链接。' },
        ],
      },
    },
    wordpress: {
      name: 'WordPress',
      summary: '向 WordPress.com 和自托管 WordPress 站点发布博客文章。',
      metaDescription: '使用 Cadence 向 WordPress.com 和自托管 WordPress 站点发布并定时发布博客文章。',
      hero: {
        eyebrow: 'WordPress',
        title: '博客与社交媒体共用一个日历',
        subtitle: '在社交帖子旁边，为 WordPress.com 或你自己的 WordPress 站点排期文章。',
      },
      publish: {
        title: '可以发布的内容',
        body: '通过应用密码连接 WordPress.com 站点或自托管 WordPress 站点，发布带特色图片的文章。',
        bullets: ['带特色图片的文章', '定时发布', 'WordPress.com 和自托管站点', '待审阅的草稿'],
      },
      capabilities: {
        title: '为 WordPress 打造',
        items: [
          { title: '统一的编辑日历', body: '文章和社交帖子一起查看。' },
          { title: '状态和图片', body: '发布、保存为草稿或排期每篇文章，并附特色图片。' },
          { title: '每个结果', body: '查看每篇文章是否已发布，并附链接。' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: '准时发布帖子和串推到 X。',
      metaDescription: '用 Cadence 把帖子和帖串排期到 X（Twitter）。',
      hero: {
        eyebrow: 'X (Twitter)',
        title: '在 X 上保持对话',
        subtitle: '排期帖子和帖串，让账号全天保持活跃。',
      },
      publish: {
        title: '可以发布的内容',
        body: '向 X 发布文字、图片和视频，发送前会检查字符数。',
        bullets: ['帖子和帖串', '图片和视频', '字数检查', '以回复形式添加首条评论'],
      },
      capabilities: {
        title: '为 X 打造',
        items: [
          { title: '持续在线', body: '保持稳定的帖子排期。' },
          { title: '简短有力', body: '撰写时即检查字数，链接也计算在内。' },
          { title: '每个结果', body: '查看每条帖子是否已上线，并附链接。' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: '视频上传并排期到你的频道。',
      metaDescription: '用 Cadence 上传并排期 YouTube 视频。',
      hero: {
        eyebrow: 'YouTube',
        title: '排期你的 YouTube 视频',
        subtitle: '上传已备好标题和描述的视频，按你的计划发布。',
      },
      publish: {
        title: '可以发布的内容',
        body: '把视频连同标题、描述、标签和可见性上传到你的频道，并设置排期。',
        bullets: ['视频上传', '标题、描述和标签', '公开、不公开列出或私享', '定时发布'],
      },
      capabilities: {
        title: '为 YouTube 打造',
        items: [
          { title: '上新计划', body: '在日历上查看即将发布的视频。' },
          { title: '上传前检查', body: '撰写时即检查标题、描述和标签的长度。' },
          { title: '每个结果', body: '查看每个视频是否已发布，并附链接。' },
        ],
      },
    },
  },
  platformDetail: {
    title: '账号连接方式',
    metaTitle: '平台账号如何连接 · Cadence',
    metaDescription: '三步安全地将社交账号连接到 Cadence。令牌加密存储，随时可以断开。',
    hero: {
      eyebrow: '平台连接',
      title: '一分钟内安全连接你的账号',
      subtitle: 'Cadence 使用各平台的官方授权登录，我们永远看不到你的密码。',
    },
    steps: {
      title: '三步发布第一条帖子',
      subtitle: '无需任何技术设置。',
      items: [
        { title: '选择平台', body: '在控制台打开“管理平台”，选择要连接的平台。' },
        { title: '通过平台登录', body: '在平台自己的页面上授权访问；Cadence 收到的是安全令牌，而不是你的密码。' },
        { title: '开始发布', body: '账号会出现在编辑器和日历中，随时可以发布第一条帖子。' },
      ],
    },
    security: {
      title: '你的账号始终属于你',
      body: '访问令牌加密存储，只用于发布你排期的内容。',
      bullets: ['令牌加密', '随时断开', '按团队成员设置权限', '不存储密码'],
    },
    networks: { title: '可以连接的平台', subtitle: '我们会定期增加新的平台。' },
    cta: { title: '准备好连接了吗？', body: '创建工作区，几分钟内关联第一个账号。' },
  },
  closing: {
    title: '用你自己的账号试试看',
    body: '两分钟免费开始。无需信用卡，没有合约，随时取消。',
  },
  legal: {
    updated: '2026-01-15',
    terms: {
      title: '服务条款',
      metaDescription: '规范你使用社交媒体管理服务 Cadence 的条款。',
      intro: '当你创建账号或使用本服务时，本条款即构成你与 Cadence 之间的协议。请仔细阅读。',
      sections: [
        {
          heading: '1. 服务内容',
          paragraphs: ['Cadence 是一项在线服务，用于规划、撰写、审批、排期和发布社交媒体内容，并查看发布效果。你可使用的功能取决于你的套餐。'],
        },
        {
          heading: '2. 你的账号',
          paragraphs: ['注册时你必须提供准确的信息，并对密码保密。你需要对通过你的账号进行的一切操作负责，包括你邀请的团队成员的操作。'],
          list: ['你必须年满 16 周岁，或达到你所在地区规定的数字同意年龄。', '每个个人或组织一个账号；账号不得共享或转售。'],
        },
        {
          heading: '3. 套餐、计费与取消',
          paragraphs: [
            '付费套餐按月或按年预付，可使用银行卡或 PayPal 支付。你可以随时在控制台升级、降级或取消；变更在当前计费周期结束时生效，在此之前你的套餐保持有效。',
            '价格可能调整；新价格适用于你的订阅前，我们会至少提前 30 天通知你。退款事宜依照我们的退款政策处理。',
          ],
        },
        {
          heading: '4. 已连接的平台',
          paragraphs: ['连接社交平台即表示你授权 Cadence 按照你的指示在该账号上操作。你仍须遵守各平台自身的条款；平台可能不经通知更改或限制其功能，这可能影响 Cadence 能实现的操作。'],
        },
        {
          heading: '5. 你的内容',
          paragraphs: ['你保留所创建或上传内容的全部权利。你授予 Cadence 有限许可，仅为提供服务而存储、处理和传输这些内容。你须确保对所发布的内容拥有相应权利。'],
        },
        {
          heading: '6. 可接受的使用',
          paragraphs: ['你同意不使用 Cadence 进行以下行为：'],
          list: ['发布违法、欺骗性、仇恨或侵权内容；', '发送垃圾信息或在任何平台上操纵互动数据；', '试图破坏、过载或反向工程本服务；', '访问你无权使用的账号或数据。'],
        },
        {
          heading: '7. 可用性与变更',
          paragraphs: ['我们努力让 Cadence 全天候可用，但不保证服务不中断。我们可能改进或调整功能；如果我们移除付费套餐中的主要功能，会提前通知你，你可以选择取消。'],
        },
        {
          heading: '8. 责任限制',
          paragraphs: [
            '在法律允许的范围内，Cadence 不对间接或后果性损失负责，也不对社交平台的行为负责。对于任何索赔，我们的总责任以你在索赔发生前十二个月内向我们支付的金额为限。本条款不限制你作为消费者依据强制性法律享有的权利。',
          ],
        },
        {
          heading: '9. 暂停与终止',
          paragraphs: ['对于严重或多次违反本条款的账号，我们可以在可能的情况下事先通知后暂停或关闭。你可以随时关闭账号。关闭后 30 天内你可以导出数据，之后数据将被删除。'],
        },
        {
          heading: '10. 联系我们',
          paragraphs: ['对这些条款有疑问？请发邮件给我们。'],
        },
      ],
    },
    privacy: {
      title: '隐私政策',
      metaDescription: 'Cadence 如何收集、使用和保护你的个人数据。',
      intro: '本政策说明 Cadence 处理哪些个人数据、出于什么目的，以及你拥有哪些选择。我们只收集提供服务所必需的数据。',
      sections: [
        {
          heading: '1. 我们收集的数据',
          paragraphs: ['我们处理以下数据：'],
          list: [
            '账号数据：姓名、电子邮箱、密码（仅以安全哈希形式存储）和语言。',
            '工作区内容：你创建的帖子、媒体和账号分组。',
            '已连接账号的数据：来自你所连接平台的访问令牌和基本资料信息。',
            '计费数据：套餐、发票和付款状态。银行卡信息由我们的支付服务商处理，Cadence 从不存储。',
            '使用数据：登录时间、设备和浏览器信息，以及保障安全所需的日志。',
          ],
        },
        {
          heading: '2. 使用目的',
          paragraphs: [
            '我们使用你的数据来提供和保护服务、发布你排期的内容、向你收费、回复你的消息，以及在你订阅后发送我们的电子报。法律依据是履行我们与你的合同、我们保障 Cadence 安全的正当利益，以及你对电子报的同意。',
          ],
        },
        {
          heading: '3. 数据共享',
          paragraphs: ['我们不出售你的数据。我们仅与你要求发布到的社交平台、依合同托管和运营 Cadence 的服务商，以及法律要求时的主管机关共享数据。'],
        },
        {
          heading: '4. 保存期限',
          paragraphs: ['账号存续期间我们会保存你的数据。账号关闭后，我们会在 30 天后删除工作区内容，计费记录仅按税法要求的期限保存。'],
        },
        {
          heading: '5. 安全',
          paragraphs: ['密码经过哈希处理，平台令牌加密存储，所有传输均经过加密。Cadence 内部的访问受角色和权限限制。'],
        },
        {
          heading: '6. 你的权利',
          paragraphs: ['根据你所在的地区，你可以：'],
          list: ['访问我们持有的关于你的数据并获取副本；', '更正或删除这些数据；', '反对或限制某些处理；', '撤回同意，例如退订新闻简报；', '向你所在地的数据保护机构投诉。'],
        },
        {
          heading: '7. Cookie 与本地存储',
          paragraphs: ['Cadence 使用浏览器的本地存储来保持你的登录状态，并记住你的主题和语言。我们不使用广告 Cookie。'],
        },
        {
          heading: '8. 联系我们',
          paragraphs: ['如需行使你的权利或咨询本政策，请用你账号的邮箱地址发邮件给我们。'],
        },
      ],
    },
    refund: {
      title: '退款政策',
      metaDescription: 'Cadence 在何种情况下以及如何退还订阅费用。',
      intro: '我们希望你对 Cadence 满意。本政策说明哪些付款可以退款，以及如何申请。',
      sections: [
        {
          heading: '1. 取消订阅',
          paragraphs: ['你可以随时在控制台取消。你的套餐在已付费的计费周期结束前保持有效，之后不再续订。'],
        },
        {
          heading: '2. 按月套餐',
          paragraphs: ['按月付款不因当月部分使用而退款。请在续订日期前取消，以免产生下一笔扣款。'],
        },
        {
          heading: '3. 按年套餐',
          paragraphs: ['如果你在首次按年付款后 14 天内取消，我们将全额退款。此后，年度套餐在当年结束前保持有效，不按比例退款。'],
        },
        {
          heading: '4. 计费错误与服务中断',
          paragraphs: ['如果你被重复扣款、在取消后被扣款，或因我方原因服务中断超过 24 小时而无法使用 Cadence，请告知我们，我们将退还或抵扣相应金额。'],
        },
        {
          heading: '5. 如何申请退款',
          paragraphs: ['请用你账号的邮箱地址发邮件给我们，并注明相关发票。获批的退款会在 10 个工作日内退回原支付方式（银行卡或 PayPal）。'],
          list: ['本政策不影响你作为消费者享有的法定权利。'],
        },
      ],
    },
  },
  faq: [
    { question: '注册需要信用卡吗？', answer: '不需要。无需填写任何银行卡信息即可创建账号并体验 Cadence，也没有任何合约。' },
    { question: '之后可以更换或取消套餐吗？', answer: '可以。你可以随时在控制台升级、降级或取消。当前套餐在计费周期结束前保持有效。' },
    { question: '取消后我的套餐会怎样？', answer: '不会立即变化：在已付费的计费周期结束前，你仍可使用套餐的全部功能，之后不再续订。' },
    { question: '你们接受哪些支付方式？', answer: '我们接受所有主流信用卡和借记卡（由我们的银行卡支付服务商安全处理），也接受 PayPal。' },
    { question: '如何计费？', answer: '套餐默认按月计费。选择按年计费可一次性支付十二个月，并节省 16%。' },
    { question: '有长期合约吗？', answer: '没有。每个套餐都按月或按年付费使用，你可以随时离开。' },
    { question: '你们提供哪些支持？', answer: '所有套餐都包含支持工单：在控制台提交工单并附上截图，与我们的团队持续沟通，每条回复都会通过应用内通知和邮件告诉你。' },
    { question: '可以向 Instagram 发布哪些内容？', answer: 'Cadence 可以向 Instagram 专业账号（商家或创作者账号）发布照片、视频、快拍和轮播帖。' },
    { question: '可以在 Cadence 中管理 Instagram 私信吗？', answer: '不支持。Cadence 专注于规划和发布，不提供私信管理。' },
    { question: '非营利组织有折扣吗？', answer: '提供。非营利组织月付享 8 折、年付享 75 折。每个账号限一项折扣：在控制台提交支持工单申请，我们的团队核实资格后，折扣即应用到你的订阅。' },
  ],
  testimonials: [
    { author: 'Amélie Durand', role: 'Maison Lumen 社交媒体负责人', text: '一个下午，我们就把四个品牌、十二个账号迁到了 Cadence。单是审批流程，每周就为我们节省好几个小时。' },
    { author: 'Marcus Chen', role: 'Northbeam Studio 创始人', text: '按平台检查能提前发现以前会被 Instagram 退回的问题。客户都注意到了我们的稳定。' },
    { author: 'Ioana Popescu', role: 'Verde Foods 市场经理', text: '终于有了 Instagram、TikTok 和 LinkedIn 共用的日历，什么发到了哪里一目了然。' },
    { author: 'Daniel Okafor', role: 'Brightline Fitness 社交媒体主管', text: '有了审批，任何内容都要经过第二个人把关才会出现在我们工作室的主页上。' },
  ],
};
