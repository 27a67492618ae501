import type { AccountCatalogue } from './en-us';

/** Traditional Chinese strings of the password pages (namespace `account`). */
export const zhTWAccount: AccountCatalogue = {
  notice: '您是透過驗證碼登入的。設定密碼後，下次即可使用使用者名稱登入。',
  setPassword: {
    title: '設定密碼',
    intro: '您是透過驗證碼登入的。設定密碼後，下次即可使用使用者名稱 {{userName}} 和密碼登入。',
    newPassword: '新密碼',
    newPasswordHint: '至少 8 個字元。',
    confirmPassword: '確認新密碼',
    submit: '設定密碼',
    submitting: '正在儲存…',
    done: '密碼已設定。下次可以使用使用者名稱和密碼登入。',
    errors: {
      required: '請輸入新密碼',
      tooShort: '請至少使用 8 個字元',
      tooLong: '最多使用 128 個字元',
      confirmRequired: '請再次輸入新密碼',
      mismatch: '兩次輸入的密碼不一致',
      currentRequired: '請輸入目前的密碼',
      sameAsCurrent: '新密碼不能與目前的密碼相同',
      wrongCurrent: '目前的密碼不正確',
    },
  },
  changePassword: {
    title: '變更密碼',
    intro: '請輸入目前的密碼，再輸入新密碼。今後請以 {{userName}} 和新密碼登入。',
    currentPassword: '目前的密碼',
    submit: '變更密碼',
    done: '密碼已變更，下次登入請使用新密碼。',
  },
  resetPassword: {
    title: '重設密碼',
    intro: '輸入帳號綁定的手機號碼和我們傳送的簡訊驗證碼，然後設定新密碼。',
    submit: '重設密碼',
    done: '密碼已重設。請以 {{userName}} 使用新密碼登入。',
    backToLogin: '返回登入',
  },
};
