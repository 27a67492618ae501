import type { AccountCatalogue } from './en-us';

/** Thai strings of the "Set a password" page (namespace `account`). */
export const thTHAccount: AccountCatalogue = {
  notice: 'คุณเข้าสู่ระบบด้วยรหัสยืนยัน ตั้งรหัสผ่านเพื่อเข้าสู่ระบบด้วยชื่อผู้ใช้ในครั้งถัดไป',
  setPassword: {
    title: 'ตั้งรหัสผ่าน',
    intro: 'คุณเข้าสู่ระบบด้วยรหัสยืนยัน ตั้งรหัสผ่านเพื่อเข้าสู่ระบบด้วยชื่อผู้ใช้ {{userName}} ในครั้งถัดไป',
    newPassword: 'รหัสผ่านใหม่',
    newPasswordHint: 'อย่างน้อย 8 ตัวอักษร',
    confirmPassword: 'ยืนยันรหัสผ่านใหม่',
    submit: 'ตั้งรหัสผ่าน',
    submitting: 'กำลังบันทึก…',
    done: 'ตั้งรหัสผ่านแล้ว ครั้งถัดไปคุณเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่านได้',
    already: 'บัญชีของคุณมีรหัสผ่านแล้ว',
    backHome: 'กลับสู่หน้าแรก',
    errors: {
      required: 'กรุณากรอกรหัสผ่านใหม่',
      tooShort: 'ใช้อย่างน้อย 8 ตัวอักษร',
      tooLong: 'ใช้ไม่เกิน 128 ตัวอักษร',
      confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
      mismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    },
  },
};
