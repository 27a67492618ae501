import type { PrivacyCatalogue } from './en-us';

/** Simplified Chinese text of the user privacy policy (namespace `privacy`). */
export const zhCNPrivacy: PrivacyCatalogue = {
  intro:
    'DDI 领导力学习尊重您的隐私。本政策说明您在使用贵公司为您开通的学习平台时，我们会处理哪些个人数据，以及您享有哪些权利。',
  collectTitle: '我们收集的数据',
  collectBody:
    '您的账号信息（用户名、手机号和所属公司）、学习记录（打开的课程、学习进度、作答内容和测评结果），以及提供服务所需的浏览器和设备技术信息。',
  useTitle: '我们如何使用数据',
  useBody:
    '用于登录验证、提供课程与测评、生成报告与发展建议、保障服务安全，以及向为您安排学习的公司提供学习进度。',
  shareTitle: '谁可以查看数据',
  shareBody: '贵公司的学习管理员以及负责运营本服务的 DDI 工作人员。我们不会出售您的个人数据。',
  rightsTitle: '您的权利',
  rightsBody:
    '登录后，您可以在“数据政策”页面申请访问、更正、删除或限制处理您的个人数据。我们将在 3 个工作日内答复。',
};
