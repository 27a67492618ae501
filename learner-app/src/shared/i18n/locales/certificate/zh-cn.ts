import type { CertificateCatalogue } from './en-us';

/** Simplified Chinese strings of the certificate pages (namespace `certificate`). */
export const zhCNCertificate: CertificateCatalogue = {
  list: {
    title: '我的证书',
    intro: '你完成全部步骤（能力诊断、课程学习、情景模拟和能力检验）的每门课程都有一张证书。',
    completed: '完成于 {{date}}',
    view: '查看证书',
    viewNamed: '查看证书：{{course}}',
    emptyTitle: '还没有证书',
    emptyText: '完成一门课程的全部步骤——能力诊断、课程学习、情景模拟和能力检验——它的证书就会出现在这里。',
    emptyAction: '前往我的课程',
  },
  certificate: {
    title: '证书：{{course}}',
    kind: '结业证书',
    certifies: '兹证明',
    completedCourse: '已完成课程',
    steps: '能力诊断、课程学习、情景模拟和能力检验',
    date: '完成日期',
    code: '证书编号',
    checkAt: '验证网址',
    print: '打印或另存为 PDF',
    copyLink: '复制验证链接',
    copied: '链接已复制',
    copyFailed: '无法复制链接，请选中链接后自行复制。',
    back: '我的全部证书',
    notHeld: '你还没有这门课程的证书：完成全部步骤后即可获得。',
  },
  verify: {
    title: '验证证书',
    intro: '输入证书上印的编号，查看证书的持有人和对应的课程。',
    codeLabel: '证书编号',
    codeHint: '与证书上一致的 12 位字母和数字：<code>XXXX-XXXX-XXXX</code>。',
    submit: '验证',
    checking: '正在验证…',
    valid: '证书有效',
    validText: '{{name}} 于 {{date}} 完成了课程“{{course}}”。',
    unknown: '没有编号为 {{code}} 的证书。请核对是否与证书上印的一致。',
    required: '请输入证书编号',
    tooMany: '此处验证的编号过多，请稍后再试。',
  },
};
