import type { FirstLoadCatalogue } from './en-us';

/** Traditional Chinese catalogue. */
export const zhTW: FirstLoadCatalogue = {
  app: {
    productName: 'DDI 領導力學習',
  },
  common: {
    close: '關閉',
    return: '返回',
    backToSchool: '返回學堂',
    confirm: '確定',
    cancel: '取消',
    loading: '載入中…',
    notifications: '通知',
  },
  session: {
    expiredTitle: '登入已失效',
  },
  language: {
    menu: '語言：{{name}}',
    choose: '選擇語言',
    confirmTitle: '切換語言？',
    confirmBody: '切換語言將離開本頁，尚未提交的答案將會遺失。',
    confirmLeave: '切換語言',
  },
  notices: {
    systemUpgrade: '系統正在升級，預計約 2 小時後恢復，感謝您的耐心等候。',
    systemUpgradeUntil: '系統正在升級（約 2 小時），預計 {{time}} 前恢復，感謝您的耐心等候。',
    sendFailed: '傳送失敗，請重試',
    quizOver: '時間到，測驗結束',
    courseExpired: '課程已過期',
    courseOpensAt: '課程將於 {{time}} 開放',
    chooseAnswer: '請選擇答案',
    loginAgain: '請重新登入',
  },
  api: {
    network: '網路異常，請檢查網路連線後重試。',
    timeout: '請求逾時，請稍後重試。',
    invalidResponse: '哎呀，載入失敗了',
    sessionExpired: '您的登入已失效，請重新登入',
    aborted: '請求已取消。',
  },
  login: {
    tagline: '融入日常工作的領導力',
    benefits: { video: '簡短的影片課程，隨時從上次的位置繼續', reports: '課前課後測評，附您的個人報告', practice: '在真實的職場情境中練習' },
    methodLabel: '登入方式',
    accountTab: '帳號登入',
    phoneTab: '手機登入',
    userName: '使用者名稱',
    password: '密碼',
    phone: '手機號碼',
    code: '驗證碼',
    getCode: '取得驗證碼',
    resendIn: '{{seconds}} 秒後重新傳送',
    smsSent: '簡訊傳送成功',
    rememberMe: '記住我',
    agreePrefix: '我已閱讀並同意',
    privacyPolicy: '《使用者隱私權政策》',
    submit: '登入',
    submitting: '正在登入…',
    forgotPassword: '忘記密碼？',
    passwordReset: '密碼已重設。請以 {{userName}} 使用新密碼登入。',
    browserHint: '為獲得最佳體驗，建議使用 Chrome 或 Firefox 瀏覽器。',
    errors: {
      phoneRequired: '請輸入手機號碼',
      phoneInvalid: '請輸入正確的手機號碼',
      codeRequired: '請輸入驗證碼',
      codeInvalid: '請輸入正確的驗證碼',
      userNameRequired: '請輸入使用者名稱',
      userNameInvalid: '請輸入正確的使用者名稱',
      passwordRequired: '請輸入密碼',
      passwordInvalid: '請輸入正確的密碼',
      agreementRequired: '請閱讀並同意相關協議後再登入',
      failed: '登入失敗，請重試',
    },
  },
  privacy: {
    title: '使用者隱私權政策',
    intro:
      'DDI 領導力學習尊重您的隱私。本政策說明您在使用貴公司為您開通的學習平台時，我們會處理哪些個人資料，以及您享有哪些權利。',
    collectTitle: '我們蒐集的資料',
    collectBody:
      '您的帳號資訊（使用者名稱、手機號碼和所屬公司）、學習紀錄（開啟的課程、學習進度、作答內容和測評結果），以及提供服務所需的瀏覽器和裝置技術資訊。',
    useTitle: '我們如何使用資料',
    useBody:
      '用於登入驗證、提供課程與測評、產生報告與發展建議、維護服務安全，以及向為您安排學習的公司提供學習進度。',
    shareTitle: '誰可以檢視資料',
    shareBody: '貴公司的學習管理員以及負責營運本服務的 DDI 工作人員。我們不會出售您的個人資料。',
    rightsTitle: '您的權利',
    rightsBody:
      '登入後，您可以在「資料政策」頁面申請存取、更正、刪除或限制處理您的個人資料。我們將在 3 個工作天內回覆。',
  },
  errors: {
    notFound: {
      title: '抱歉，找不到該頁面',
      description: '您造訪的頁面不存在，或已被移動。',
    },
    forbidden: {
      title: '您無權存取此頁面',
      description: '您的帳號無權檢視此頁面。如有疑問，請聯絡貴公司的學習管理員。',
    },
    serverError: {
      title: '伺服器發生錯誤',
      description: '服務暫時出現問題，請稍後再試。',
    },
    pageFailed: {
      codeTitle: '此頁面未能載入',
      codeDescription: '應用程式的部分內容未能下載。請檢查網路連線，然後重新載入頁面。如果應用程式剛更新，重新載入即可取得新版本。',
      title: '此頁面發生錯誤',
      description: '頁面因錯誤而停止。請重新載入以重試；如果再次發生，請返回學堂，稍後再試。',
      reload: '重新載入頁面',
    },
  },
};
