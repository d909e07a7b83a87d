import type { Messages } from './en';

export const zh: Messages = {
  welcome: {
    message: '欢迎使用 Cadence，{{name}}！连接您的第一个社交账号，开始安排发布。',
    subject: '欢迎使用 Cadence',
  },
  invitation: {
    message: '{{inviterName}} 邀请您以{{role}}身份加入 {{workspaceName}}。请打开邀请邮件接受邀请。',
    subject: '{{inviterName}} 邀请您加入 {{workspaceName}}',
  },
  invitation_accepted: {
    message: '{{memberName}} 已接受您的邀请并加入了您的工作区。',
    subject: '{{memberName}} 已加入您的工作区',
  },
  member_removed: {
    message: '您已被移出一个工作区，无法再访问其内容。',
    subject: '您对某个工作区的访问权限已结束',
  },
  post_submitted: {
    message: '{{authorName}} 请你审批一条帖子：“{{excerpt}}”',
    subject: '有帖子等待你的审批',
  },
  post_approved: {
    message: '{{reviewerName}} 已批准你的帖子“{{excerpt}}”，将按计划发布。',
    withComment: '{{reviewerName}} 已批准你的帖子“{{excerpt}}”，将按计划发布。评论：{{comment}}',
    unscheduled: '{{reviewerName}} 已批准你的帖子“{{excerpt}}”，请选择发布时间。',
    unscheduledWithComment: '{{reviewerName}} 已批准你的帖子“{{excerpt}}”，请选择发布时间。评论：{{comment}}',
    subject: '你的帖子已获批准',
  },
  post_rejected: {
    message: '{{reviewerName}} 退回了你的帖子“{{excerpt}}”：{{comment}}',
    subject: '你的帖子需要修改',
  },
  post_published: {
    message: '你的帖子“{{excerpt}}”已在 {{networks}} 上线。',
    subject: '你的帖子已发布',
  },
  post_failed: {
    message: '你的帖子“{{excerpt}}”未能在其 {{total}} 个账号中的 {{failed}} 个上发布。打开帖子查看各网络的回复并重试。',
    subject: '你的帖子未能在所有账号发布',
  },
  account_broken: {
    message: '{{network}} 不再接受 {{name}} 的连接：{{reason}} 请在“管理平台”中重新连接；之后可以重试其发布失败的帖子。',
    subject: '请在 {{network}} 上重新连接 {{name}}',
  },
  ticket_created: {
    message: '{{name}} 提交了工单“{{title}}”。',
    subject: '新工单：{{title}}',
  },
  ticket_replied: {
    fromStaff: '支持团队已回复您的工单“{{title}}”。',
    fromClient: '{{name}} 回复了工单“{{title}}”。',
    subject: '“{{title}}”有新回复',
  },
  ticket_status_changed: {
    message: '您的工单“{{title}}”现在的状态为：{{status}}。',
    subject: '您的工单状态：{{status}}',
    statuses: { open: '待处理', in_progress: '处理中', assigned: '已分配', resolved: '已解决', closed: '已关闭' },
  },
  ticket_assigned: {
    message: '工单“{{title}}”已分配给您。',
    subject: '有工单分配给您',
  },
  hire_requested: {
    message: '{{name}} 希望在 {{startsOn}} 至 {{endsOn}} 期间聘用你。请在创作者页面接受或拒绝该请求。',
    subject: '来自 {{name}} 的新聘用请求',
    action: '打开聘用请求',
  },
  hire_accepted: {
    message: '{{name}} 接受了你的聘用请求，并以贡献者身份加入你的工作区。',
    subject: '{{name}} 接受了你的聘用请求',
  },
  hire_declined: {
    message: '{{name}} 拒绝了你的聘用请求。',
    subject: '{{name}} 拒绝了你的聘用请求',
  },
  hire_ended: {
    byCreator: '{{name}} 结束了聘用，不再在你的工作区工作。',
    byClient: '{{name}} 结束了对你的聘用：你已不再在其工作区工作。',
    subject: '与 {{name}} 的聘用已结束',
    toClient: '打开聘用列表',
  },
  payment_succeeded: {
    message: '我们已收到你为 {{plan}} 支付的 {{amount}}。谢谢！',
    subject: '已收到付款',
  },
  payment_failed: {
    message: '你为 {{plan}} 支付的 {{amount}} 未成功：{{reason}}。请更新付款方式以保留你的套餐。',
    subject: '你的付款未成功',
  },
  payment_refunded: {
    message: '你为 {{plan}} 支付的 {{amount}} 已退款。',
    subject: '付款已退款',
  },
  subscription_changed: {
    upgraded: '你现在使用 {{plan}}，其限额立即生效。',
    downgrade_scheduled: '你的套餐将于 {{date}} 变更为 {{plan}}；在此之前保留当前套餐。',
    downgraded: '你的套餐现在是 {{plan}}。',
    cancel_scheduled: '你的 {{plan}} 订阅将于 {{date}} 结束；之后不再扣费。',
    cancelled: '你的 {{plan}} 订阅已取消。',
    resumed: '你的 {{plan}} 订阅照常继续。',
    expired: '你的 {{plan}} 套餐已结束。选择一个套餐以继续发布。',
    granted: '你的工作区获得了 {{plan}} 套餐。',
    nonprofit: '你的非营利折扣已批准，自下次付款起生效。',
    subject: '你的订阅已变更',
  },
  networks: {
    tiktok: 'TikTok',
    facebook: 'Facebook',
    facebook_page: 'Facebook 主页',
    instagram: 'Instagram',
    twitter: 'X',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    'linkedin-page': 'LinkedIn 主页',
    bluesky: 'Bluesky',
    wordpress: 'WordPress.com',
    'wordpress-org': 'WordPress（自托管）',
    pinterest: 'Pinterest',
    threads: 'Threads',
  },
  staff: {
    announcement: 'Cadence 公告',
    product_update: 'Cadence 新功能',
    maintenance: 'Cadence 计划维护',
    promotion: 'Cadence 优惠',
  },
  roles: {
    admin: '管理员',
    editor: '编辑',
    contributor: '贡献者',
    viewer: '查看者',
  },
  mail: {
    greeting: '{{name}}，您好：',
    open: '打开通知',
    footer: '您收到此邮件是因为您的通知设置。您可以在通知页面更改设置：{{url}}',
  },
};
