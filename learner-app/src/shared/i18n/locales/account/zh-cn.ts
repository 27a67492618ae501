import type { AccountCatalogue } from './en-us';

/** Simplified Chinese strings of the password pages (namespace `account`). */
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
    errors: {
      required: '请输入新密码',
      tooShort: '请至少使用 8 个字符',
      tooLong: '最多使用 128 个字符',
      confirmRequired: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
      currentRequired: '请输入当前密码',
      sameAsCurrent: '新密码不能与当前密码相同',
      wrongCurrent: '当前密码不正确',
    },
  },
  changePassword: {
    title: '修改密码',
    intro: '请输入当前密码，再输入新密码。今后请以 {{userName}} 和新密码登录。',
    currentPassword: '当前密码',
    submit: '修改密码',
    done: '密码已修改，下次登录请使用新密码。',
  },
  resetPassword: {
    title: '重置密码',
    intro: '输入账号绑定的手机号和我们发送的短信验证码，然后设置新密码。',
    submit: '重置密码',
    done: '密码已重置。请以 {{userName}} 使用新密码登录。',
    backToLogin: '返回登录',
  },
};
