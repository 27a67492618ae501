import type { FirstLoadCatalogue } from './en-us';

/** Simplified Chinese catalogue. */
export const zhCN: FirstLoadCatalogue = {
  app: {
    productName: 'DDI 领导力学习',
  },
  common: {
    close: '关闭',
    return: '返回',
    backToSchool: '返回学堂',
    confirm: '确定',
    cancel: '取消',
    loading: '加载中…',
    notifications: '通知',
  },
  session: {
    expiredTitle: '登录已失效',
  },
  language: {
    menu: '语言：{{name}}',
    choose: '选择语言',
    confirmTitle: '切换语言？',
    confirmBody: '切换语言将离开本页，尚未提交的答案将会丢失。',
    confirmLeave: '切换语言',
  },
  notices: {
    systemUpgrade: '系统正在升级，预计约 2 小时后恢复，感谢您的耐心等待。',
    systemUpgradeUntil: '系统正在升级（约 2 小时），预计 {{time}} 前恢复，感谢您的耐心等待。',
    sendFailed: '发送失败，请重试',
    quizOver: '时间到，测验结束',
    courseExpired: '课程已过期',
    courseOpensAt: '课程将于 {{time}} 开放',
    chooseAnswer: '请选择答案',
    loginAgain: '请重新登录',
  },
  api: {
    network: '网络异常，请检查网络连接后重试。',
    timeout: '请求超时，请稍后重试。',
    invalidResponse: '哎呀，加载失败了',
    sessionExpired: '您的登录已失效，请重新登录',
    aborted: '请求已取消。',
  },
  login: {
    tagline: '融入日常工作的领导力',
    benefits: { video: '简短的视频课程，随时从上次的位置继续', reports: '课前课后测评，附您的个人报告', practice: '在真实的职场情境中练习' },
    methodLabel: '登录方式',
    accountTab: '账号登录',
    phoneTab: '手机登录',
    userName: '用户名',
    password: '密码',
    phone: '手机号',
    code: '验证码',
    getCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新发送',
    smsSent: '短信发送成功',
    rememberMe: '记住我',
    agreePrefix: '我已阅读并同意',
    privacyPolicy: '《用户隐私政策》',
    submit: '登录',
    submitting: '正在登录…',
    forgotPassword: '忘记密码？',
    passwordReset: '密码已重置。请以 {{userName}} 使用新密码登录。',
    browserHint: '为获得最佳体验，建议使用 Chrome 或 Firefox 浏览器。',
    errors: {
      phoneRequired: '请输入手机号',
      phoneInvalid: '请输入正确的手机号',
      codeRequired: '请输入验证码',
      codeInvalid: '请输入正确的验证码',
      userNameRequired: '请输入用户名',
      userNameInvalid: '请输入正确的用户名',
      passwordRequired: '请输入密码',
      passwordInvalid: '请输入正确的密码',
      agreementRequired: '请阅读并同意相关协议后再登录',
      failed: '登录失败，请重试',
    },
  },
  privacy: {
    title: '用户隐私政策',
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
  },
  errors: {
    notFound: {
      title: '抱歉，找不到该页面',
      description: '您访问的页面不存在，或已被移动。',
    },
    forbidden: {
      title: '您无权访问此页面',
      description: '您的账号无权查看此页面。如有疑问，请联系贵公司的学习管理员。',
    },
    serverError: {
      title: '服务器出错了',
      description: '服务暂时出现问题，请稍后重试。',
    },
    pageFailed: {
      codeTitle: '此页面未能加载',
      codeDescription: '应用的部分内容未能下载。请检查网络连接，然后重新加载页面。如果应用刚刚更新，重新加载即可获取新版本。',
      title: '此页面出错了',
      description: '页面因错误而停止。请重新加载以重试；如果再次出现，请返回学堂，稍后再试。',
      reload: '重新加载页面',
    },
  },
};
