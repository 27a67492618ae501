import type { CertificateCatalogue } from './en-us';

/** Traditional Chinese strings of the certificate pages (namespace `certificate`). */
export const zhTWCertificate: CertificateCatalogue = {
  list: {
    title: '我的證書',
    intro: '你完成全部步驟（能力診斷、課程學習、情境模擬和能力檢驗）的每門課程都有一張證書。',
    completed: '完成於 {{date}}',
    view: '查看證書',
    viewNamed: '查看證書：{{course}}',
    emptyTitle: '還沒有證書',
    emptyText: '完成一門課程的全部步驟——能力診斷、課程學習、情境模擬和能力檢驗——它的證書就會出現在這裡。',
    emptyAction: '前往我的課程',
  },
  certificate: {
    title: '證書：{{course}}',
    kind: '結業證書',
    certifies: '茲證明',
    completedCourse: '已完成課程',
    steps: '能力診斷、課程學習、情境模擬和能力檢驗',
    date: '完成日期',
    code: '證書編號',
    checkAt: '驗證網址',
    print: '列印或另存為 PDF',
    copyLink: '複製驗證連結',
    copied: '連結已複製',
    copyFailed: '無法複製連結，請選取連結後自行複製。',
    back: '我的全部證書',
    notHeld: '你還沒有這門課程的證書：完成全部步驟後即可獲得。',
  },
  verify: {
    title: '驗證證書',
    intro: '輸入證書上印的編號，查看證書的持有人和對應的課程。',
    codeLabel: '證書編號',
    codeHint: '與證書上一致的 12 位字母和數字：<code>XXXX-XXXX-XXXX</code>。',
    submit: '驗證',
    checking: '正在驗證…',
    valid: '證書有效',
    validText: '{{name}} 於 {{date}} 完成了課程「{{course}}」。',
    unknown: '沒有編號為 {{code}} 的證書。請核對是否與證書上印的一致。',
    required: '請輸入證書編號',
    tooMany: '此處驗證的編號過多，請稍後再試。',
  },
};
