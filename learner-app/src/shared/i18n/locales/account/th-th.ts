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
    errors: {
      required: 'กรุณากรอกรหัสผ่านใหม่',
      tooShort: 'ใช้อย่างน้อย 8 ตัวอักษร',
      tooLong: 'ใช้ไม่เกิน 128 ตัวอักษร',
      confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
      mismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
      currentRequired: 'กรุณาใส่รหัสผ่านปัจจุบัน',
      sameAsCurrent: 'กรุณาเลือกรหัสผ่านที่ต่างจากรหัสผ่านปัจจุบัน',
      wrongCurrent: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    },
  },
  changePassword: {
    title: 'เปลี่ยนรหัสผ่าน',
    intro: 'ใส่รหัสผ่านปัจจุบัน แล้วใส่รหัสผ่านใหม่ ต่อจากนี้ให้เข้าสู่ระบบในชื่อ {{userName}} ด้วยรหัสผ่านใหม่',
    currentPassword: 'รหัสผ่านปัจจุบัน',
    submit: 'เปลี่ยนรหัสผ่าน',
    done: 'เปลี่ยนรหัสผ่านแล้ว ครั้งต่อไปให้ใช้รหัสผ่านใหม่เข้าสู่ระบบ',
  },
};
