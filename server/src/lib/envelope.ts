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
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  systemUpgrade: 503,
  wrongCredentials: 1001,
  wrongVerificationCode: 1002,
  notCompanyMember: 1003,
  /** Logged in (session set, data as a success), but the account has no password yet: set one (ours). */
  passwordNotSet: 1004,
  /** A password change whose current password is wrong (ours, decision 0102). */
  wrongCurrentPassword: 1005,
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
  403: {
    EN: 'Access denied: the token or sign is missing, wrong or expired',
    CN: '无权访问：令牌或签名缺失、错误或已过期',
    TW: '無權存取：權杖或簽章缺失、錯誤或已過期',
    TH: 'ไม่มีสิทธิ์เข้าถึง: โทเค็นหรือลายเซ็นไม่มี ไม่ถูกต้อง หรือหมดอายุ',
  },
  404: {
    EN: 'Not found',
    CN: '未找到',
    TW: '找不到',
    TH: 'ไม่พบข้อมูล',
  },
  413: {
    EN: 'The request is too large',
    CN: '请求内容过大',
    TW: '請求內容過大',
    TH: 'คำขอมีขนาดใหญ่เกินไป',
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
  503: {
    EN: 'The system is being upgraded (about 2 hours), please come back later',
    CN: '系统正在升级（约 2 小时），请稍后再来',
    TW: '系統正在升級（約 2 小時），請稍後再來',
    TH: 'ระบบกำลังอัปเกรด (ประมาณ 2 ชั่วโมง) กรุณากลับมาใหม่ภายหลัง',
  },
  1001: {
    EN: 'Incorrect user name or password',
    CN: '用户名或密码错误',
    TW: '使用者名稱或密碼錯誤',
    TH: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  1002: {
    EN: 'The verification code is wrong or has expired',
    CN: '验证码错误或已过期',
    TW: '驗證碼錯誤或已過期',
    TH: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
  },
  1003: {
    EN: 'You are not a member of that company',
    CN: '您不是该公司的成员',
    TW: '您不是該公司的成員',
    TH: 'คุณไม่ได้เป็นสมาชิกของบริษัทนี้',
  },
  1004: {
    EN: 'You are logged in. Please set a password for your account',
    CN: '您已登录，请为您的账号设置密码',
    TW: '您已登入，請為您的帳號設定密碼',
    TH: 'คุณเข้าสู่ระบบแล้ว กรุณาตั้งรหัสผ่านสำหรับบัญชีของคุณ',
  },
  1005: {
    EN: 'Your current password is not correct',
    CN: '当前密码不正确',
    TW: '目前的密碼不正確',
    TH: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  },
};

/**
 * The message of a state-changing call refused by the CSRF defence (plugins/csrf.ts): code 403, HTTP 403.
 * Code 403's own message is about the video platform's tokens, so this refusal has its own text.
 */
export const crossSiteMessages: Record<ApiLanguage, string> = {
  EN: 'Access denied: this request did not come from the learning app itself',
  CN: '无权访问：此请求并非来自学习应用本身',
  TW: '無權存取：此請求並非來自學習應用本身',
  TH: 'ไม่มีสิทธิ์เข้าถึง: คำขอนี้ไม่ได้มาจากแอปการเรียนรู้โดยตรง',
};

/** Every error code, for tests and documentation. */
export const errorCodes = Object.keys(messages).map(Number) as ErrorCode[];

/**
 * The HTTP status of an error code (docs/api.md "Conventions"): 106 and the business codes (1001–1005) are
 * answered with 200 so that clients read `code`; the HTTP-like codes use their own status.
 */
export function httpStatusOf(code: ErrorCode): number {
  return code === Code.sessionInvalid || code >= 1000 ? 200 : code;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.ok, message: '', data };
}

/** An object's key as JSON names it: the numeric key `1` and the string key `'1'` are both `'1'`. */
type AsKey<Key> = Key extends number ? `${Key}` : Key;
/** Every key of any member of a union (`keyof` of a union gives only the keys all members share), as JSON names it. */
type KeyOfAny<T> = T extends unknown ? AsKey<keyof T> : never;
/** The type of the field JSON names `Key` in whichever members of the union `T` have it. */
type FieldOf<T, Key> = T extends unknown ? { [K in keyof T]: AsKey<K> extends Key ? T[K] : never }[keyof T] : never;

/**
 * `Value` with each field that `Answer` does not list, at any depth (inside arrays and nullable fields too),
 * typed `never`. A value is assignable to it only when it carries no field its answer type lacks.
 */
export type NoExtraFields<Value, Answer> = Value extends readonly (infer Item)[]
  ? Answer extends readonly (infer AnswerItem)[]
    ? readonly NoExtraFields<Item, AnswerItem>[]
    : Value
  : Value extends object
    ? { [Key in keyof Value]: AsKey<Key> extends KeyOfAny<Answer> ? NoExtraFields<Value[Key], NonNullable<FieldOf<Answer, AsKey<Key>>>> : never }
    : Value;

/**
 * `ok` for an answer that must match its contract type exactly: `okExactly<contract.UserInfo>()(userInfo)`.
 * `ok<contract.UserInfo>(userInfo)` fails the type-check when a field the schema requires is missing (a
 * renamed field), but not when the value carries a field the schema no longer lists, because TypeScript
 * allows extra fields on anything but an object literal; the response serialiser would then drop that field
 * without a word. Here such a field fails the type-check where the handler answers it (decision 0050).
 */
export function okExactly<Answer>() {
  return <Value extends Answer>(data: Value & NoExtraFields<Value, Answer>): Envelope<Answer> => ok<Answer>(data);
}

/**
 * `okExactly` for an answer sent without the envelope (the video platform's own shapes, e.g. `{ code: '0', sign }`
 * or a PPT file): `exactly<TypeOf<typeof schema>>()(answer)` returns the answer as it is, typed, and fails the
 * type-check where it carries a field the schema does not list or lacks one it requires.
 */
export function exactly<Answer>() {
  return <Value extends Answer>(answer: Value & NoExtraFields<Value, Answer>): Answer => answer;
}

/** An error envelope with the code's message in the request's language, or a given message. */
export function fail(code: ErrorCode, language: ApiLanguage, message?: string, data: unknown = null): Envelope<unknown> {
  return { code, message: message ?? messages[code][language], data };
}

export function errorMessage(code: ErrorCode, language: ApiLanguage): string {
  return messages[code][language];
}

/**
 * A failure that ends a request with an error envelope: thrown by services and hooks, answered by the errors
 * plugin in the request's language. `detail` (English, names the field) follows the localized message.
 */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  readonly detail: string | undefined;
  /** Seconds until a rate limit lets the caller in again (sent as `Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    /** The envelope code (named so as not to clash with Node's string `Error#code`). */
    readonly apiCode: ErrorCode,
    options: { detail?: string; retryAfterSeconds?: number } = {},
  ) {
    super(options.detail ? `${apiCode}: ${options.detail}` : String(apiCode));
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
