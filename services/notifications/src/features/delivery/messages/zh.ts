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
