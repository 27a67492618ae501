import type { ApiLanguage } from './language.js';

/** Every learner-API response body. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Envelope codes: 0 success, 106 invalid session (the spec's), the rest are ours and documented in docs/api.md. */
export const Code = {
  ok: 0,
  sessionInvalid: 106,
  badRequest: 400,
  notFound: 404,
  tooManyRequests: 429,
  internal: 500,
} as const;
export type ErrorCode = Exclude<(typeof Code)[keyof typeof Code], 0>;

const messages: Record<ErrorCode, Record<ApiLanguage, string>> = {
  106: {
    EN: 'Your session has expired, please log in again',
    CN: '您的登录已失效，请重新登录',
    TW: '您的登入已失效，請重新登入',
    TH: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  400: {
    EN: 'The request is not valid',
    CN: '请求参数不正确',
    TW: '請求參數不正確',
    TH: 'คำขอไม่ถูกต้อง',
  },
  404: {
    EN: 'Not found',
    CN: '未找到',
    TW: '找不到',
    TH: 'ไม่พบข้อมูล',
  },
  429: {
    EN: 'Too many attempts, please try again later',
    CN: '操作过于频繁，请稍后再试',
    TW: '操作過於頻繁，請稍後再試',
    TH: 'ลองบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  },
  500: {
    EN: 'Oh, loading failed. Please try again later',
    CN: '哎呀，加载失败，请稍后再试',
    TW: '哎呀，載入失敗，請稍後再試',
    TH: 'ขออภัย โหลดไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  },
};

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.ok, message: '', data };
}

/** An error envelope with the code's message in the request's language, or a given message. */
export function fail(code: ErrorCode, language: ApiLanguage, message?: string, data: unknown = null): Envelope<unknown> {
  return { code, message: message ?? messages[code][language], data };
}

export function errorMessage(code: ErrorCode, language: ApiLanguage): string {
  return messages[code][language];
}
