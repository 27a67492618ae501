import type { PrivacyCatalogue } from './en-us';

/** Traditional Chinese text of the user privacy policy (namespace `privacy`). */
export const zhTWPrivacy: PrivacyCatalogue = {
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
};
