import type { AccountCatalogue } from './en-us';

/** Simplified Chinese strings of the "Set a password" page (namespace `account`). */
export const zhCNAccount: AccountCatalogue = {
  notice: '您是通过验证码登录的。设置密码后，下次即可使用用户名登录。',
  setPassword: {
    title: '设置密码',
    intro: '您是通过验证码登录的。设置密码后，下次即可使用用户名 {{userName}} 和密码登录。',
    newPassword: '新密码',
    newPasswordHint: '至少 8 个字符。',
    confirmPassword: '确认新密码',
    submit: '设置密码',
    submitting: '正在保存…',
    done: '密码已设置。下次可以使用用户名和密码登录。',
    already: '您的账户已设置密码。',
    backHome: '返回首页',
    errors: {
      required: '请输入新密码',
      tooShort: '请至少使用 8 个字符',
      tooLong: '最多使用 128 个字符',
      confirmRequired: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
    },
  },
};
